import { z } from 'zod';
import { keyword, limitField, mobile, optional, pageField, shortText } from '../fields';
import { pagedSchema } from '../paging';
import { OPS_QUEUES } from './enums';

export type { OpsQueue } from './enums';

/**
 * 运营工作台 (issue 27 §5; docs/API.md "运营工作台"): the operator's login (password, then an SMS code), the queues
 * with their counts, the refund arbitration sheets, held 必懂 posts with what held them, and the audit log. The
 * decisions themselves go through the endpoints that already take them (with the desk's session, or
 * X-Operator-Token for scripts); every one is written to the audit log.
 */

const password = z.string({ error: '请填写密码' }).min(1, '请填写密码').max(64, '密码有误');

// ——— requests ———

export const OpsCodeBody = z.object({ phone: mobile('手机号'), password });
export type OpsCodeBody = z.infer<typeof OpsCodeBody>;

export const OpsLoginBody = z.object({
  phone: mobile('手机号'),
  password,
  code: z.string({ error: '请填写验证码' }).trim().regex(/^\d{6}$/, '验证码为6位数字'),
});
export type OpsLoginBody = z.infer<typeof OpsLoginBody>;

export const OpsPageQuery = z.object({ page: pageField(), limit: limitField(20, 50) });
export type OpsPageQuery = z.infer<typeof OpsPageQuery>;

export const OpsSheetQuery = z.object({ id: z.string({ error: '请指定售后单' }).trim().min(1, '请指定售后单').max(64, '售后单ID有误') });
export type OpsSheetQuery = z.infer<typeof OpsSheetQuery>;

export const OpsAuditQuery = z.object({
  q: optional(keyword('搜索内容')).transform((v) => v ?? ''),
  action: optional(shortText('操作', 60)).transform((v) => v ?? ''),
  page: pageField(),
  limit: limitField(20, 50),
});
export type OpsAuditQuery = z.infer<typeof OpsAuditQuery>;

// ——— answers ———

export const OpsMe = z.object({ id: z.string(), name: z.string(), phone: z.string().meta({ description: '脱敏手机号' }) });
export type OpsMe = z.infer<typeof OpsMe>;

export const OpsCodeSent = z.object({ resendSeconds: z.number().int(), expireSeconds: z.number().int() });
export type OpsCodeSent = z.infer<typeof OpsCodeSent>;

export const OpsQueues = z.object({ counts: z.record(z.enum(OPS_QUEUES), z.number().int()) });
export type OpsQueues = z.infer<typeof OpsQueues>;

export const OpsHeldPost = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  text: z.string().meta({ description: '正文纯文本（节选）' }),
  authorName: z.string(),
  createdAt: z.string(),
  reason: z.string().meta({ description: '暂缓公开的原因' }),
  hits: z.array(z.string()).meta({ description: '命中的词，联系方式为其种类（如 手机号）' }),
});
export type OpsHeldPost = z.infer<typeof OpsHeldPost>;
export const OpsHeldPage = pagedSchema(OpsHeldPost);
export type OpsHeldPage = z.infer<typeof OpsHeldPage>;

const record = z.object({ at: z.string(), actor: z.string().meta({ description: '客户 / 商家 / 平台 / 系统' }), title: z.string(), remark: z.string() });
export const OpsSheet = z.object({
  id: z.string(),
  afterSaleNo: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  plannerName: z.string(),
  reasonName: z.string(),
  problemDetail: z.string().meta({ description: '客户的陈述' }),
  images: z.array(z.string()),
  applyAmountFen: z.number().int(),
  planAmountFen: z.number().int().meta({ description: '商家最近的方案金额' }),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  dealMark: z.string().meta({ description: '商家最近的处理意见' }),
  status: z.number().int(),
  escalatedAt: z.string(),
  records: z.array(record).meta({ description: '协商历史，先早后晚' }),
});
export type OpsSheet = z.infer<typeof OpsSheet>;
export const OpsSheetPage = pagedSchema(OpsSheet.omit({ records: true, images: true }));
export type OpsSheetPage = z.infer<typeof OpsSheetPage>;

/** An object's decided fields at one moment (status, amounts, the reason), or null when it could not be read. */
const objectState = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable()
  .meta({ description: '对象的相关字段（状态、金额、理由）' });

export const OpsAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.enum(['operator', 'token']),
  actorName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  summary: z.string(),
  before: objectState,
  after: objectState,
});
export type OpsAuditEntry = z.infer<typeof OpsAuditEntry>;
export const OpsAuditPage = pagedSchema(OpsAuditEntry);
export type OpsAuditPage = z.infer<typeof OpsAuditPage>;
