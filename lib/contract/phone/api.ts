import { z } from 'zod';
import { classCode, idString, optional, regionCode, shortText } from '../fields';
import { MOBILE_RE } from '@/lib/contract/mobile';

// Spec §7 "New phone call": areaCode, areaName, customerUserId, customerId, customerPhone, plannerId, requireCode,
// requireName. Empty, "undefined" and "null" values count as absent (spec §5).
export const BindHiddenBody = z
  .object({
    plannerId: idString('规划师ID'),
    areaCode: optional(regionCode('城市编码')),
    areaName: optional(shortText('城市名称', 20)),
    customerUserId: optional(shortText('用户ID', 64)).meta({ description: '登录时忽略（取自会话）' }),
    customerId: optional(shortText('客户ID', 64)),
    customerPhone: optional(z.string().regex(MOBILE_RE, '手机号码有误').meta({ example: '13800138000' })),
    requireCode: optional(classCode('需求编码')),
    requireName: optional(shortText('需求名称', 40)),
    anonymousId: optional(shortText('匿名身份', 64)),
    visitorToken: optional(shortText('访客凭证', 200)).meta({ description: '访客自己的会话凭证：有它才把 anonymousId 记入通话' }),
  })
  .meta({ id: 'BindHiddenBody' });
export type BindHiddenBody = z.infer<typeof BindHiddenBody>;

/** The legacy planner.tel call: the same body, the planner may also be named mchUserId. */
export const PlannerTelBody = BindHiddenBody.extend({
  plannerId: optional(idString('规划师ID')),
  mchUserId: optional(idString('规划师ID')),
}).meta({ id: 'PlannerTelBody' });
export type PlannerTelBody = z.infer<typeof PlannerTelBody>;

export const BindHiddenResult = z
  .object({
    status: z.number().int().meta({ description: '1 可拨打（phone 为中间号）；0 规划师已禁用；3 规划师已离职', example: 1 }),
    phone: z.string().optional().meta({ description: '中间号（隐私号），不是规划师的真实号码；仅 status 1', example: '17095280000' }),
    expiresAt: z.string().optional().meta({ format: 'date-time', description: '中间号绑定的失效时间；仅 status 1' }),
  })
  .meta({ id: 'BindHiddenResult' });
export type BindHiddenResult = z.infer<typeof BindHiddenResult>;
