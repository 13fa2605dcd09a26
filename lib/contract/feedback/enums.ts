import { MOBILE_RE } from '@/lib/contract/mobile';
/**
 * 我要吐槽 (inventory my §10, §15 "Feedback"): the kinds of feedback, its statuses, and the limits the server checks
 * and the pages show before sending.
 */

/** The kinds a customer picks from (the original's category fed100026), in chip order. */
export const FEEDBACK_TYPES = [
  { code: 'FED_FUNCTION', name: '功能异常' },
  { code: 'FED_EXPERIENCE', name: '体验问题' },
  { code: 'FED_ORDER_PAY', name: '订单支付' },
  { code: 'FED_SERVICE', name: '服务投诉' },
  { code: 'FED_SUGGESTION', name: '产品建议' },
  { code: 'FED_OTHER', name: '其他' },
] as const;
export type FeedbackTypeCode = (typeof FEEDBACK_TYPES)[number]['code'];
export const FEEDBACK_TYPE_CODES = FEEDBACK_TYPES.map((t) => t.code) as unknown as readonly [FeedbackTypeCode, ...FeedbackTypeCode[]];
export const feedbackTypeName = (code: string) => FEEDBACK_TYPES.find((t) => t.code === code)?.name ?? '其他';

/** OPEN 待处理 until the platform replies (once), then REPLIED 已回复. */
export const FEEDBACK_STATUS = { OPEN: 'OPEN', REPLIED: 'REPLIED' } as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];
export const FEEDBACK_STATUSES = [FEEDBACK_STATUS.OPEN, FEEDBACK_STATUS.REPLIED] as const;
export const FEEDBACK_STATUS_TEXT: Record<FeedbackStatus, string> = { OPEN: '待处理', REPLIED: '已回复' };

export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 200;
export const FEEDBACK_REPLY_MAX = 500;
/** Pictures per feedback (the original's 上传照片, max 3). */
export const FEEDBACK_IMAGES_MAX = 3;
/** Feedback a customer may send per China calendar day. */
export const FEEDBACK_PER_DAY = 5;

export const FEEDBACK_MSG = {
  typeMissing: '请选择反馈或建议的类型',
  typeBad: '反馈类型有误',
  content: `描述问题为必填，长度为${FEEDBACK_CONTENT_MIN}-${FEEDBACK_CONTENT_MAX}个字`,
  phoneBad: '联系电话格式不正确',
  daily: '今日反馈次数已达上限，请明天再试',
  notFound: '反馈不存在',
  replied: '该反馈已回复，不能重复回复',
  replyMissing: '请填写回复内容',
  success: '提交成功，感谢您的反馈',
} as const;

/** What is wrong with the form before it is sent ('' when nothing), in the original's order: content, then type. */
export function feedbackDraftError(d: { typeCode: string; content: string; contactPhone: string }): string {
  const n = d.content.trim().length;
  if (n < FEEDBACK_CONTENT_MIN || n > FEEDBACK_CONTENT_MAX) return FEEDBACK_MSG.content;
  if (!d.typeCode) return FEEDBACK_MSG.typeMissing;
  if (d.contactPhone.trim() && !MOBILE_RE.test(d.contactPhone.trim())) return FEEDBACK_MSG.phoneBad;
  return '';
}
