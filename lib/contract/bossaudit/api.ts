import { z } from 'zod';
import { idField, intIn, oneOf, optText, optional, required } from '../fields';
import { GoodsCard } from '../goods/api';
import { AUDIT_DECISIONS } from './enums';

const code = (label = '审批码') =>
  required(z.string({ error: `${label}不能为空` }).trim().regex(/^[A-Za-z0-9_-]{16,40}$/, `${label}有误`)).meta({ example: 'Qm9zc0F1ZGl0Q29kZTEy' });

export const CreateAuditBody = z.object({
  productId: idField('商品编号', 'g_0001'),
  quantity: optional(intIn('数量', 1, 99)).default(1),
  note: optText('采购说明', 200),
});
export type CreateAuditBody = z.infer<typeof CreateAuditBody>;

export const FindByCodeQuery = z.object({ code: code() });
export type FindByCodeQuery = z.infer<typeof FindByCodeQuery>;

export const DecideAuditBody = z.object({
  code: code(),
  decision: oneOf(AUDIT_DECISIONS, '审批结果有误'),
  reason: optText('驳回原因', 100),
});
export type DecideAuditBody = z.infer<typeof DecideAuditBody>;

export const PurchaseAudit = z.object({
  code: z.string(),
  link: z.string().meta({ description: '发给老板的审批页地址' }),
  status: z.enum(['pending', 'approved', 'rejected', 'expired']),
  statusText: z.string(),
  requesterName: z.string().meta({ description: '申请人（昵称或脱敏手机号）' }),
  goods: GoodsCard,
  quantity: z.number().int(),
  totalFen: z.number().int().meta({ description: '按服务器价格计算；面议或浮动价为 0' }),
  totalText: z.string(),
  note: z.string(),
  reason: z.string().meta({ description: '驳回原因' }),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  mine: z.boolean().meta({ description: '调用者就是申请人' }),
});
export type PurchaseAudit = z.infer<typeof PurchaseAudit>;
