/** After-sale enumerations (inventory my.md §4). */
export const AFTER_SALE_REASONS: Record<string, string> = {
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
export const REASON_CODES = Object.keys(AFTER_SALE_REASONS) as [string, ...string[]];

export const AS = { PROCESSING: 1, PENDING: 2, CONFIRM: 3, DONE: 4, CLOSED: 5 } as const;
export const OPEN_STATUSES = [AS.PROCESSING, AS.PENDING, AS.CONFIRM];
export const STATUS_NO = (s: number) => `AFTERSALE_STATUS_${s}`;

export const TAG = {
  HAS_OPINION: 'AFTERSALE_STATUS_TAG_5',
  SHOW_AMOUNT: 'AFTERSALE_STATUS_TAG_6',
  PLATFORM_REJECTED: 'AFTERSALE_STATUS_TAG_9',
  USER_WITHDREW: 'AFTERSALE_STATUS_TAG_10',
  USER_TIMEOUT: 'AFTERSALE_STATUS_TAG_11',
} as const;

export const REFUND_STATUS = { DONE: 'REFUND_STATUS_1', PROCESSING: 'REFUND_STATUS_2', SUCCESS: 'REFUND_STATUS_4', FAILED: 'REFUND_STATUS_5' } as const;
export const REFUND_STATUS_NAMES: Record<string, string> = {
  REFUND_STATUS_1: '售后完成',
  REFUND_STATUS_2: '退款中',
  REFUND_STATUS_3: '退款中',
  REFUND_STATUS_4: '退款成功',
  REFUND_STATUS_5: '退款中',
};

export const USER_DO = {
  CALLBACK: 'AFTER_SALE_CENTER_USER_CALLBACK',
  ASK: 'AFTER_SALE_CENTER_USER_ASK',
  PLATFORM: 'AFTER_SALE_CENTER_USER_SE_PLAYFORM',
} as const;

/** 平台介入 at most this many times per sheet. */
export const PLAT_INVOLVED_MAX = 2;
export const MAX_IMAGES = 9;
export const AFTERSALE_AGREEMENT = 'shupianaftersale';

const closedDesc: Record<string, string> = {
  [TAG.PLATFORM_REJECTED]: '平台驳回了您的申请，售后关闭，如您的问题未解决，您可重新发起申请',
  [TAG.USER_WITHDREW]: '因您撤销申请，售后关闭，如您的问题未解决，您可重新发起申请',
  [TAG.USER_TIMEOUT]: '因您超时未处理，售后关闭，如您的问题未解决，您可重新发起申请',
};

/** Title and description of a sheet's state (inventory my.md §4 status table). */
export function statusText(status: number, subStatus: string, refundStatus: string): { title: string; desc: string } {
  switch (status) {
    case AS.PROCESSING:
      return { title: '售后中', desc: '您的售后正在飞速处理中，请您耐心等待' };
    case AS.PENDING:
      return { title: '待处理', desc: '商家驳回了您的申请，请您及时处理' };
    case AS.CONFIRM:
      return { title: '待确认', desc: '请您确认售后方案' };
    case AS.DONE:
      if (refundStatus === REFUND_STATUS.SUCCESS) return { title: '已完成', desc: '退款成功' };
      if (refundStatus === REFUND_STATUS.DONE || !refundStatus) return { title: '已完成', desc: '售后完成' };
      return { title: '退款中', desc: '退款将会在5个工作日打款到您的账户，请注意查收' };
    default:
      return { title: '已关闭', desc: closedDesc[subStatus] ?? '如有需要可重新发起' };
  }
}
