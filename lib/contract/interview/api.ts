import { z } from 'zod';
import { idField, limitField, optional, pageField, required, zeroOne } from '../fields';
import { pagedSchema } from '../paging';
import { PlannerCard } from '../planner/api';
import { ACCOMPANY_MAX, ADDRESS_MAX, INTERVIEW_SIDE, NOTE_MAX, REASON_MAX, REVIEW_MAX, TOPIC_MAX } from './enums';
import { parseInviteTime } from './rules';

// ——— requests ———

const statusFilter = optional(z.enum(['0', '1', '2', '3'], { error: '面谈状态有误' }).transform(Number)).meta({
  type: 'integer',
  enum: [0, 1, 2, 3],
  description: '0 待确认 1 已确认 2 已完成 3 已取消；不传为全部',
});

export const InterviewPageQuery = z.object({ page: pageField(), limit: limitField(10, 30), status: statusFilter });
export type InterviewPageQuery = z.infer<typeof InterviewPageQuery>;

export const InterviewIdQuery = z.object({ id: idField('面谈ID', 'iv_xxxxxxxx') });
export type InterviewIdQuery = z.infer<typeof InterviewIdQuery>;

export const InterviewIdBody = z.object({ id: idField('面谈ID', 'iv_xxxxxxxx') });
export type InterviewIdBody = z.infer<typeof InterviewIdBody>;

const textUpTo = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`);

export const InterviewCancelBody = z.object({
  id: idField('面谈ID', 'iv_xxxxxxxx'),
  reason: optional(textUpTo('取消原因', REASON_MAX)).meta({ description: `取消原因，最多 ${REASON_MAX} 字` }),
  status: optional(z.enum(['0', '1'], { error: '面谈状态有误' }).transform(Number)).meta({
    type: 'integer',
    enum: [0, 1],
    description: '调用方看到的状态（0 待确认 1 已确认）：与当前状态不同则 409，取消不会覆盖同时发生的确认；不传则待确认、已确认均可取消',
  }),
});
export type InterviewCancelBody = z.infer<typeof InterviewCancelBody>;

const needText = (label: string, max: number) =>
  required(z.string({ error: (i) => (i.input === undefined ? `请填写${label}` : `${label}有误`) }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`));

const inviteTime = required(
  z
    .string({ error: (i) => (i.input === undefined ? '请选择面谈时间' : '面谈时间有误') })
    .max(40, '面谈时间有误')
    .transform((s, ctx) => {
      const at = parseInviteTime(s);
      if (!at) {
        ctx.addIssue({ code: 'custom', message: '面谈时间有误' });
        return z.NEVER;
      }
      return at;
    }),
).meta({ type: 'string', example: '2030-05-01 14:30', description: "'YYYY-MM-DD HH:mm'（北京时间）或带时区的 ISO 时间；至少 30 分钟后、90 天内" });

export const InterviewProposeBody = z.object({
  customerId: idField('客户', 'u_demo_customer').meta({ description: '我的客户（与我有会话或由我服务的订单）的用户ID' }),
  inviteType: required(z.enum(['0', '1'], { error: (i) => (i.input === undefined ? '请选择面谈方式' : '面谈方式有误') }).transform(Number)).meta({
    type: 'integer',
    enum: [0, 1],
    description: '0 去店面谈（客户到店） 1 到访面谈（规划师上门）',
  }),
  inviteTime,
  inviteAddress: needText('面谈地点', ADDRESS_MAX),
  topic: needText('面谈主题', TOPIC_MAX),
  note: optional(textUpTo('备注', NOTE_MAX)),
  accompanyName: optional(textUpTo('陪谈人', ACCOMPANY_MAX)),
});
export type InterviewProposeInput = z.input<typeof InterviewProposeBody>;
export type InterviewProposeBody = z.infer<typeof InterviewProposeBody>;

/** 1–5 stars: a form string or a JSON number (a missing one is `score：不能为空`, as every missing field). */
const stars = required(
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: '评分须为1到5的整数' })
      .trim()
      .regex(/^[1-5]$/, '评分须为1到5的整数')
      .transform(Number),
  ),
).meta({ type: 'integer', minimum: 1, maximum: 5, example: 5, description: '评分：1–5 星（整数）' });

export const InterviewEvaluateBody = z.object({
  id: idField('面谈ID', 'iv_xxxxxxxx'),
  score: stars,
  content: optional(textUpTo('评价内容', REVIEW_MAX)).meta({ description: `评价内容（纯文本，可不填），最多 ${REVIEW_MAX} 字` }),
  anonymous: zeroOne('匿名').meta({ description: '1 匿名评价（规划师主页不显示昵称与头像）' }),
});
export type InterviewEvaluateBody = z.infer<typeof InterviewEvaluateBody>;

export const PlannerCustomersQuery = z.object({ page: pageField(), limit: limitField(20, 50) });
export type PlannerCustomersQuery = z.infer<typeof PlannerCustomersQuery>;

// ——— answers ———

const Actions = z.object({
  confirm: z.boolean().meta({ description: '可确认（客户）' }),
  cancel: z.boolean().meta({ description: '可取消' }),
  complete: z.boolean().meta({ description: '可标记已完成（规划师，面谈时间已到）' }),
});

const InterviewBase = z.object({
  id: z.string(),
  status: z.number().int().meta({ description: '0 待确认 1 已确认 2 已完成 3 已取消' }),
  statusText: z.string().meta({ description: '待确认 / 已确认 / 已完成 / 已取消；过时未确认为 已过期' }),
  expired: z.boolean().meta({ description: '待确认但面谈时间已过' }),
  inviteType: z.number().int(),
  inviteTypeText: z.string().meta({ example: '去店面谈' }),
  inviteTime: z.string().meta({ description: 'ISO 时间' }),
  inviteAddress: z.string(),
  topic: z.string(),
  note: z.string(),
  accompanyName: z.string().meta({ description: '陪谈人；无则为空' }),
  cancelledBy: z.enum([INTERVIEW_SIDE.CUSTOMER, INTERVIEW_SIDE.PLANNER]).nullable(),
  cancelReason: z.string(),
  cancelTime: z.string().nullable(),
  confirmTime: z.string().nullable(),
  completeTime: z.string().nullable(),
  createdAt: z.string(),
  confirmPath: z.string().meta({ description: '确认页（分享链接、短信链接）的站内路径' }),
  actions: Actions.meta({ description: '调用者此刻可做的操作' }),
});

/** An appointment as its customer sees it: with the planner who proposed it. */
export const CustomerInterview = InterviewBase.extend({ planner: PlannerCard }).meta({ id: 'CustomerInterview' });
export type CustomerInterview = z.infer<typeof CustomerInterview>;
export const CustomerInterviewPage = pagedSchema(CustomerInterview);
export type CustomerInterviewPage = z.infer<typeof CustomerInterviewPage>;

/** The customer's review of a held appointment, as they wrote it. */
export const InterviewEvaluation = z
  .object({
    score: z.number().int().min(1).max(5).meta({ description: '1–5 星' }),
    content: z.string().meta({ description: '评价内容；未填为空' }),
    anonymous: z.boolean(),
    createdAt: z.string().meta({ description: 'ISO 时间' }),
  })
  .meta({ id: 'InterviewEvaluation' });
export type InterviewEvaluation = z.infer<typeof InterviewEvaluation>;

/** One appointment on its detail page: with whether the customer may rate it now, and their review once written. */
export const CustomerInterviewDetail = CustomerInterview.extend({
  canEvaluate: z.boolean().meta({ description: '可评价：面谈已完成且尚未评价' }),
  evaluation: InterviewEvaluation.nullable().meta({ description: '我的评价；未评价为 null' }),
}).meta({ id: 'CustomerInterviewDetail' });
export type CustomerInterviewDetail = z.infer<typeof CustomerInterviewDetail>;

export const InterviewCustomer = z
  .object({
    userId: z.string(),
    name: z.string(),
    avatar: z.string(),
    phone: z.string().meta({ description: '打码的手机号' }),
  })
  .meta({ id: 'InterviewCustomer' });
export type InterviewCustomer = z.infer<typeof InterviewCustomer>;

/** An appointment as the planner who proposed it sees it: with the customer. */
export const PlannerInterview = InterviewBase.extend({ customer: InterviewCustomer }).meta({ id: 'PlannerInterview' });
export type PlannerInterview = z.infer<typeof PlannerInterview>;
export const PlannerInterviewPage = pagedSchema(PlannerInterview);
export type PlannerInterviewPage = z.infer<typeof PlannerInterviewPage>;

/** One of the planner's customers, to propose an appointment to. */
export const PlannerCustomer = InterviewCustomer.extend({
  via: z.array(z.enum(['chat', 'order'])).meta({ description: '来源：chat 在线咨询过，order 有由我服务的订单' }),
  lastAt: z.string().meta({ description: '最近一次咨询或下单的时间' }),
}).meta({ id: 'PlannerCustomer' });
export type PlannerCustomer = z.infer<typeof PlannerCustomer>;
export const PlannerCustomerPage = pagedSchema(PlannerCustomer);
export type PlannerCustomerPage = z.infer<typeof PlannerCustomerPage>;

export const NotCompleteNum = z.number().int().meta({ description: '待确认（且未过时）的面谈数' });
