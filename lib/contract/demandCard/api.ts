import { z } from 'zod';
import { boolFlag, idField, limitField, optional, pageField, regionCode, required } from '../fields';
import { pagedSchema } from '../paging';
import { PlannerCard } from '../planner/api';
import { COMMENT_MAX, CUSTOMER_NAME_MAX, DEMAND_CARD_CODES, DEMAND_CARD_STATUSES, DEMAND_MATCHES } from './enums';

// ——— requests ———

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with the shape of the answers, or '' (their content is checked against the questionnaire later). */
function answersShapeError(v: Record<string, unknown>): string {
  const entries = Object.entries(v);
  if (entries.length > 12) return '需求内容过多';
  if (entries.some(([k]) => k.length > 20)) return '问题过长';
  if (entries.some(([, a]) => typeof a !== 'string')) return '回答须为文本';
  if (entries.some(([, a]) => (a as string).length > 60)) return '回答过长';
  return '';
}

/** The first step's answers: a JSON object (a JSON string in a form post) of question key → answer. */
const answersField = z.preprocess((v, ctx) => {
  let parsed = v;
  if (typeof v === 'string') {
    if (!v.trim()) return undefined;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = null;
    }
  }
  if (parsed === undefined) return undefined;
  const problem = isPlainObject(parsed) ? answersShapeError(parsed) : '需求内容格式错误';
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return parsed;
}, z.record(z.string(), z.string()));

export const AddAllotResourceBody = z.object({
  requireCode: required(z.enum(DEMAND_CARD_CODES, { error: (i) => (i.input === undefined ? '请选择需求类型' : '需求类型有误') })).meta({
    description: '需求类型（分类编码）：FL20210425163709 公司注册、FL20210425163832 代理记账、FL20201224136319 公司交易、FL20210425163722 工商变更、FL20210425164379 审计业务、FL20210425163737 许可证办理',
  }),
  cityCode: required(regionCode('城市')).meta({ description: '需求所在城市（地级市编码）；城市名由服务端确定' }),
  answers: answersField.meta({ type: 'string', description: 'JSON：{问题: 回答}，见 lib/contract/demandCard/questions.ts；区县按名称，区间如 "50-150万元"' }),
  comment: optional(z.string().max(COMMENT_MAX, `备注不能超过${COMMENT_MAX}个字`)).meta({ description: `备注，最多 ${COMMENT_MAX} 字（表情会被去掉）` }),
  allowPhone: optional(boolFlag).meta({ type: 'string', description: '是否允许电话联系：1 是（默认）/ 0 否' }),
  customerName: optional(z.string().trim().max(CUSTOMER_NAME_MAX, `称呼不能超过${CUSTOMER_NAME_MAX}个字`)).meta({ description: '称呼；默认为账号昵称' }),
  sourceUrl: optional(z.string().max(500, '来源地址过长')).meta({ description: '提交页面的地址' }),
});
export type AddAllotResourceInput = z.input<typeof AddAllotResourceBody>;
export type AddAllotResourceBody = z.infer<typeof AddAllotResourceBody>;

export const DemandCardListQuery = z.object({ page: pageField(), limit: limitField(10, 30) });
export type DemandCardListQuery = z.infer<typeof DemandCardListQuery>;

export const DemandCardQuery = z.object({ id: idField('需求卡ID', 'ld_xxxxxxxx') });
export type DemandCardQuery = z.infer<typeof DemandCardQuery>;

// ——— answers ———

const DemandCardBase = z.object({
  id: z.string(),
  requireCode: z.string(),
  requireName: z.string(),
  title: z.string().meta({ example: '公司注册需求卡' }),
  cityCode: z.string(),
  cityName: z.string(),
  answers: z.array(z.object({ label: z.string(), value: z.string() })).meta({ description: '第一步的问答（问题 → 回答），按问卷顺序' }),
  comment: z.string(),
  allowPhone: z.boolean(),
  status: z.enum(DEMAND_CARD_STATUSES).meta({ description: 'MATCHED 已匹配本城市该类规划师 / FALLBACK 就近安排 / PENDING 待分配' }),
  statusText: z.string(),
  statusNote: z.string().meta({ description: '为何是这位规划师（或为何暂无）' }),
  match: z.enum(DEMAND_MATCHES),
  groupId: z.string().nullable().meta({ description: '客户与规划师的会话（已通知规划师时）' }),
  createdAt: z.string(),
});

/** A card as its customer sees it: with the planner who follows it up. */
export const DemandCard = DemandCardBase.extend({ planner: PlannerCard.nullable() }).meta({ id: 'DemandCard' });
export type DemandCard = z.infer<typeof DemandCard>;
export const DemandCardPage = pagedSchema(DemandCard);
export type DemandCardPage = z.infer<typeof DemandCardPage>;

/** A card as the assigned planner sees it: with the customer to contact. */
export const PlannerDemandCard = DemandCardBase.extend({
  customer: z.object({
    userId: z.string(),
    name: z.string(),
    phone: z.string().meta({ description: '允许电话联系时为完整号码，否则打码' }),
  }),
}).meta({ id: 'PlannerDemandCard' });
export type PlannerDemandCard = z.infer<typeof PlannerDemandCard>;
export const PlannerDemandCardPage = pagedSchema(PlannerDemandCard);
export type PlannerDemandCardPage = z.infer<typeof PlannerDemandCardPage>;
