import { z } from 'zod';
import { idField, limitField, listField, optional, pageField, required } from '../fields';
import { pagedSchema } from '../paging';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MSG,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_CODES,
} from './enums';
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * 我要吐槽 (inventory my §10; docs/API.md "我要吐槽"): a customer's feedback with pictures, its status and the platform's
 * reply; the operator's queue and reply (X-Operator-Token).
 */

// ——— requests ———

export const AddFeedbackBody = z.object({
  typeCode: required(z.enum(FEEDBACK_TYPE_CODES, { error: (i) => (i.input === undefined ? FEEDBACK_MSG.typeMissing : FEEDBACK_MSG.typeBad) })).meta({
    description: '反馈类型：FED_FUNCTION 功能异常、FED_EXPERIENCE 体验问题、FED_ORDER_PAY 订单支付、FED_SERVICE 服务投诉、FED_SUGGESTION 产品建议、FED_OTHER 其他',
  }),
  content: required(
    z
      .string({ error: FEEDBACK_MSG.content })
      .min(FEEDBACK_CONTENT_MIN, FEEDBACK_MSG.content)
      .max(FEEDBACK_CONTENT_MAX, FEEDBACK_MSG.content),
  ).meta({ description: `问题描述，${FEEDBACK_CONTENT_MIN}-${FEEDBACK_CONTENT_MAX} 字（标签与表情会被去掉）` }),
  images: listField('图片', FEEDBACK_IMAGES_MAX).meta({ type: 'string', description: `图片：上传接口返回的 id 或 url，逗号分隔或 JSON 数组，最多 ${FEEDBACK_IMAGES_MAX} 张` }),
  contactPhone: optional(z.string().regex(MOBILE_RE, FEEDBACK_MSG.phoneBad)).meta({ description: '联系电话（可选；默认为账号手机号）' }),
  equipment: optional(z.string().max(60, '设备信息过长')).meta({ description: '设备信息，如 wap端' }),
});
export type AddFeedbackBody = z.infer<typeof AddFeedbackBody>;
export type AddFeedbackInput = z.input<typeof AddFeedbackBody>;

export const FeedbackListQuery = z.object({
  page: pageField(),
  limit: limitField(10, 30),
  status: optional(z.enum(FEEDBACK_STATUSES, { error: '状态有误' })).meta({ description: 'OPEN 待处理 / REPLIED 已回复；不传为全部' }),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuery>;

export const FeedbackIdQuery = z.object({ id: idField('反馈', 'fb_xxxxxxxx') });

export const ReplyFeedbackBody = z.object({
  id: idField('反馈', 'fb_xxxxxxxx'),
  content: required(z.string({ error: FEEDBACK_MSG.replyMissing }).min(1, FEEDBACK_MSG.replyMissing).max(FEEDBACK_REPLY_MAX, `回复最多${FEEDBACK_REPLY_MAX}个字`)),
});
export type ReplyFeedbackBody = z.infer<typeof ReplyFeedbackBody>;

// ——— answers ———

export const FeedbackType = z.object({ code: z.string(), name: z.string() });
export const FeedbackTypes = z.array(FeedbackType);
export type FeedbackType = z.infer<typeof FeedbackType>;

export const Feedback = z
  .object({
    id: z.string(),
    typeCode: z.string(),
    typeName: z.string(),
    content: z.string().meta({ description: '纯文本，按文本显示' }),
    images: z.array(z.string()),
    contactPhone: z.string(),
    status: z.enum(FEEDBACK_STATUSES),
    statusText: z.string().meta({ description: '待处理 / 已回复' }),
    isDispose: z.literal([0, 1]).meta({ description: '1 已回复（原接口字段）' }),
    createTime: z.string(),
    replyContent: z.string().nullable(),
    replyTime: z.string().nullable(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof Feedback>;
export const FeedbackPage = pagedSchema(Feedback);
export type FeedbackPage = z.infer<typeof FeedbackPage>;

/** What the operator sees: the feedback with who sent it and from where. */
export const OperatorFeedback = Feedback.extend({
  userId: z.string(),
  terminalCode: z.string(),
  platformCode: z.string(),
  equipment: z.string(),
}).meta({ id: 'OperatorFeedback' });
export type OperatorFeedback = z.infer<typeof OperatorFeedback>;
export const OperatorFeedbackPage = pagedSchema(OperatorFeedback);
