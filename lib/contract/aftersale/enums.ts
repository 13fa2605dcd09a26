import { ARRIVAL } from '../wallet/arrival';

/**
 * After-sale enumerations and texts (inventory my.md §4), shared by the server (server/modules/aftersale), the
 * client calls (services/aftersale.ts) and the pages' components. Plain constants: no imports.
 */

/** The reasons a customer may give (AFTER_SALE_REASON_1 … _12). */
export const AFTER_SALE_REASON_NAMES: Record<string, string> = {
  AFTER_SALE_REASON_1: '需求变更/无业务需求',
  AFTER_SALE_REASON_2: '证据不足/条件不符/资料不齐',
  AFTER_SALE_REASON_3: '公司注销',
  AFTER_SALE_REASON_4: '公司转让',
  AFTER_SALE_REASON_5: '股东/合伙人未达成共识',
  AFTER_SALE_REASON_6: '公司经营方向变更',
  AFTER_SALE_REASON_7: '下单错误',
  AFTER_SALE_REASON_8: '过度承诺/承诺不符',
  AFTER_SALE_REASON_9: '服务态度不好',
  AFTER_SALE_REASON_10: '跟进处理不及时',
  AFTER_SALE_REASON_11: '专业度欠佳',
  AFTER_SALE_REASON_12: '业务办理出错',
};
export const AFTER_SALE_REASON_CODES = Object.keys(AFTER_SALE_REASON_NAMES) as [string, ...string[]];

/** The only after-sale type the storefront offers: a refund (退款); AFTER_SALE_TYPE_2 would be a business change. */
export const AFTER_SALE_TYPE = { REFUND: 'AFTER_SALE_TYPE_1' } as const;

/** A sheet's status: 售后中, 待处理 (merchant rejected), 待确认 (plan proposed), 完成, 已关闭. */
export const AFTER_SALE_STATUS = { PROCESSING: 1, PENDING: 2, CONFIRM: 3, DONE: 4, CLOSED: 5 } as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUS)[keyof typeof AFTER_SALE_STATUS];
/** Sheets still being handled (one per order at most). */
export const OPEN_STATUSES: AfterSaleStatus[] = [AFTER_SALE_STATUS.PROCESSING, AFTER_SALE_STATUS.PENDING, AFTER_SALE_STATUS.CONFIRM];
export const isOpenStatus = (s: number) => (OPEN_STATUSES as number[]).includes(s);
/** AFTERSALE_STATUS_<n>, the status code the list filter and the sheet carry. */
export const afterSaleStatusNo = (s: number) => `AFTERSALE_STATUS_${s}`;

/** A sheet's sub-status tag. */
export const AFTER_SALE_TAG = {
  HAS_OPINION: 'AFTERSALE_STATUS_TAG_5',
  SHOW_AMOUNT: 'AFTERSALE_STATUS_TAG_6',
  PLATFORM_REJECTED: 'AFTERSALE_STATUS_TAG_9',
  USER_WITHDREW: 'AFTERSALE_STATUS_TAG_10',
  USER_TIMEOUT: 'AFTERSALE_STATUS_TAG_11',
} as const;

/** A refund's status (REFUND_STATUS_3 is an older 退款中). */
export const REFUND_STATUS = { DONE: 'REFUND_STATUS_1', PROCESSING: 'REFUND_STATUS_2', PROCESSING_OLD: 'REFUND_STATUS_3', SUCCESS: 'REFUND_STATUS_4', FAILED: 'REFUND_STATUS_5' } as const;
export const REFUND_STATUS_NAMES: Record<string, string> = {
  REFUND_STATUS_1: '售后完成',
  REFUND_STATUS_2: '退款中',
  REFUND_STATUS_3: '退款中',
  REFUND_STATUS_4: '退款成功',
  REFUND_STATUS_5: '退款中',
};
/** Refunds not yet paid back (shown as 退款中). */
export const REFUNDING_STATUSES: readonly string[] = [REFUND_STATUS.PROCESSING, REFUND_STATUS.PROCESSING_OLD, REFUND_STATUS.FAILED];

/** The customer's operations on a sheet: withdraw (撤销), confirm the plan (确认方案), ask the platform (平台介入). */
export const USER_DO = {
  CALLBACK: 'AFTER_SALE_CENTER_USER_CALLBACK',
  ASK: 'AFTER_SALE_CENTER_USER_ASK',
  PLATFORM: 'AFTER_SALE_CENTER_USER_SE_PLAYFORM',
} as const;
export type UserDoType = (typeof USER_DO)[keyof typeof USER_DO];

/** The merchant's / platform's decisions on a sheet in 售后中. */
export const OPERATOR_ACTIONS = ['approve', 'propose', 'reject'] as const;

/** A finished sheet's effect on the service: cancelled (all refunded) or continued (part refunded). */
export const SKU_DEAL_TYPE = { CANCEL: 'SKU_DEAL_TYPE_1', CONTINUE: 'SKU_DEAL_TYPE_2' } as const;

/** The customer may change the request (amount, description) after an offer or a refusal this many times per sheet. */
export const AFTER_SALE_CHANGE_MAX = 3;
/** 平台介入 at most this many times per sheet. */
export const PLAT_INVOLVED_MAX = 2;
/** Evidence images per application. */
export const MAX_AFTER_SALE_IMAGES = 9;
/** The agreement the refund form asks the customer to tick. */
export const AFTERSALE_AGREEMENT = 'shupianaftersale';

const closedDesc: Record<string, string> = {
  [AFTER_SALE_TAG.PLATFORM_REJECTED]: '平台驳回了您的申请，售后关闭，如您的问题未解决，您可重新发起申请',
  [AFTER_SALE_TAG.USER_WITHDREW]: '因您撤销申请，售后关闭，如您的问题未解决，您可重新发起申请',
  [AFTER_SALE_TAG.USER_TIMEOUT]: '因您超时未处理，售后关闭，如您的问题未解决，您可重新发起申请',
};

/** Title and description of a sheet's state that the server sends (inventory my.md §4 status table). */
export function statusText(status: number, subStatus: string, refundStatus: string): { title: string; desc: string } {
  switch (status) {
    case AFTER_SALE_STATUS.PROCESSING:
      return { title: '售后中', desc: '您的售后正在飞速处理中，请您耐心等待' };
    case AFTER_SALE_STATUS.PENDING:
      return { title: '待处理', desc: '商家驳回了您的申请，请您及时处理' };
    case AFTER_SALE_STATUS.CONFIRM:
      return { title: '待确认', desc: '请您确认售后方案' };
    case AFTER_SALE_STATUS.DONE:
      if (refundStatus === REFUND_STATUS.SUCCESS) return { title: '已完成', desc: '退款成功' };
      if (refundStatus === REFUND_STATUS.DONE || !refundStatus) return { title: '已完成', desc: '售后完成' };
      return { title: '退款中', desc: `退款将原路退回，${ARRIVAL.refundOnline}，请注意查收` };
    default:
      return { title: '已关闭', desc: closedDesc[subStatus] ?? '如有需要可重新发起' };
  }
}
