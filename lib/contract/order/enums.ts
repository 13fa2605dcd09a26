/**
 * Orders: pay types, statuses and their labels, and the error codes of the buying modules (spec §3 "Order store",
 * §9). Plain constants shared by the server and the pages; compare through these names, never bare numbers.
 */

/** Customer-order pay type (spec §3 "Order store": payTypeCode 1 to 4). */
export const PAY_TYPE = { FULL: 1, BY_NODE: 2, DEPOSIT: 3, AFTER_SERVICE: 4 } as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

type PayTypeInfo = {
  /** The inventory's code (cusOrderPayType). */
  code: string;
  /** The order store's short label. */
  label: string;
  /** What the checkout, the order detail and the goods page show (the server's payTypeLabel). */
  fullLabel: string;
  /** The scheme box of staged pay types: its tip and its title; null for full payment. */
  note: { tip: string; title: string } | null;
};

/** THE table of pay types and their texts. */
export const PAY_TYPES: Record<PayType, PayTypeInfo> = {
  1: { code: 'PRO_PRE_PAY_POST_SERVICE', label: '全款', fullLabel: '先付款后服务', note: null },
  2: {
    code: 'PRO_PRE_SERVICE_POST_PAY_BY_NODE',
    label: '按节点付费',
    fullLabel: '按业务办理节点付费',
    note: { tip: '温馨提示：该订单需要在给您办理业务期间付费', title: '按业务办理节点付费' },
  },
  3: {
    code: 'PRO_PRE_DEPOSIT_POST_OTHERS',
    label: '定金尾款',
    fullLabel: '先定金后尾款',
    note: { tip: '温馨提示：该订单先支付定金在业务办理完成后支付尾款', title: '定金尾款' },
  },
  4: {
    code: 'PRO_PRE_SERVICE_FINISHED_PAY',
    label: '服务完结收费',
    fullLabel: '服务完结收费',
    note: { tip: '温馨提示：该订单可享受业务办理完成后付费', title: '先服务后付款' },
  },
};

const payTypeInfo = (t: unknown): PayTypeInfo | undefined => PAY_TYPES[Number(t) as PayType];
export const payTypeLabel = (t: unknown) => payTypeInfo(t)?.label ?? '';
export const payTypeFullLabel = (t: unknown) => payTypeInfo(t)?.fullLabel ?? '';
export const payTypeCode = (t: unknown) => payTypeInfo(t)?.code ?? '';

export function payTypeFromCode(code: string): PayType | undefined {
  const hit = Object.entries(PAY_TYPES).find(([, v]) => v.code === code);
  return hit ? (Number(hit[0]) as PayType) : undefined;
}

/** Customer-order status (spec §3: 1 to 4; 5 待提交 is a planner's draft not yet submitted). */
export const CUS_ORDER_STATUS = { UNPAID: 1, PROGRESSING: 2, COMPLETED: 3, CANCELLED: 4, UNSUBMITTED: 5 } as const;
export type CusStatus = (typeof CUS_ORDER_STATUS)[keyof typeof CUS_ORDER_STATUS];

/** The statuses by their codes, with their labels. */
export const ORDER_CUS_STATUS = {
  ORDER_CUS_STATUS_UNPAID: { value: 1, label: '待付款' },
  ORDER_CUS_STATUS_PROGRESSING: { value: 2, label: '办理中' },
  ORDER_CUS_STATUS_COMPLETED: { value: 3, label: '已完成' },
  ORDER_CUS_STATUS_CANCELLED: { value: 4, label: '已取消' },
  ORDER_CUS_STATUS_UNSUBMITE: { value: 5, label: '待提交' },
} as const satisfies Record<string, { value: CusStatus; label: string }>;
export type OrderCusStatus = keyof typeof ORDER_CUS_STATUS;

/** The label of a running order whose service is done and waits for the customer's confirm. */
export const AWAITING_CONFIRM_LABEL = '待确认';

export const cusStatusCode = (status: number): string => Object.entries(ORDER_CUS_STATUS).find(([, s]) => s.value === status)?.[0] ?? '';

export function orderStatusLabel(status: unknown): string {
  if (typeof status === 'string' && status in ORDER_CUS_STATUS) return ORDER_CUS_STATUS[status as OrderCusStatus].label;
  return Object.values(ORDER_CUS_STATUS).find((s) => s.value === Number(status))?.label ?? '';
}

/** The pay status of a customer order or a line: `ORDER_CUS_PAY_STATUS_<suffix>`. */
export const PAY_STATUS = { UN_PAID: 'UN_PAID', PART_PAID: 'PART_PAID', COMPLETED_PAID: 'COMPLETED_PAID' } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];
export const PAY_STATUS_NO = {
  UN_PAID: 'ORDER_CUS_PAY_STATUS_UN_PAID',
  PART_PAID: 'ORDER_CUS_PAY_STATUS_PART_PAID',
  COMPLETED_PAID: 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID',
} as const;
export type PayStatusNo = (typeof PAY_STATUS_NO)[keyof typeof PAY_STATUS_NO];
export const PAY_STATUS_LABEL: Record<PayStatusNo, string> = {
  ORDER_CUS_PAY_STATUS_UN_PAID: '待付款',
  ORDER_CUS_PAY_STATUS_PART_PAID: '部分支付',
  ORDER_CUS_PAY_STATUS_COMPLETED_PAID: '支付完成',
};

/** Batch (分批支付) status: 0 not due yet, 1 due now (本期应付), 2 paid. */
export const BATCH_STATUS = { NOT_DUE: 0, DUE: 1, PAID: 2 } as const;
export type BatchStatus = (typeof BATCH_STATUS)[keyof typeof BATCH_STATUS];

/** The batch statuses by their codes (spec §3): the order store's label and the batch list's text. */
export const ORDER_BATCH_PAYMENT = {
  ORDER_BATCH_PAYMENT_PAY_0: { value: 0, label: '未支付', stateText: '无需支付' },
  ORDER_BATCH_PAYMENT_PAY_1: { value: 1, label: '应支付', stateText: '本期应付' },
  ORDER_BATCH_PAYMENT_PAY_2: { value: 2, label: '已支付', stateText: '已支付' },
} as const satisfies Record<string, { value: BatchStatus; label: string; stateText: string }>;
export type BatchPaymentStatus = keyof typeof ORDER_BATCH_PAYMENT;
export const BATCH_CODES = ['ORDER_BATCH_PAYMENT_PAY_0', 'ORDER_BATCH_PAYMENT_PAY_1', 'ORDER_BATCH_PAYMENT_PAY_2'] as const satisfies readonly BatchPaymentStatus[];

const batchEntry = (status: unknown) =>
  typeof status === 'string' && status in ORDER_BATCH_PAYMENT
    ? ORDER_BATCH_PAYMENT[status as BatchPaymentStatus]
    : Object.values(ORDER_BATCH_PAYMENT).find((s) => s.value === Number(status));
export const batchPaymentLabel = (status: unknown): string => batchEntry(status)?.label ?? '';
/** 无需支付 / 本期应付 / 已支付 (the batch lists), by status. */
export const BATCH_STATE_TEXT = Object.fromEntries(Object.values(ORDER_BATCH_PAYMENT).map((s) => [s.value, s.stateText])) as Record<BatchStatus, string>;

/**
 * The product type of a line for something the platform sells itself rather than a service (an activity card,
 * server/modules/order/virtualOrder.ts): it is delivered when paid, so it has no contract and no review.
 */
export const VIRTUAL_PRODUCT_TYPE = 'PRO_CLASS_TYPE_VIRTUAL';
export const isVirtualLine = (line: { productType: string }) => line.productType === VIRTUAL_PRODUCT_TYPE;

/** Order (line) status, the suffix of `orderStatusNo` (ORDER_ORDER_<class>_STATUS_<suffix>). */
export const ORDER_LINE_STATUS = {
  UNSUBMITE: 'UNSUBMITE',
  UN_PAID: 'UN_PAID',
  HANDLING: 'HANDLING',
  /** All service nodes done, waiting for the customer's confirm. */
  HANDLED: 'HANDLED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUS)[keyof typeof ORDER_LINE_STATUS];

/** Service node status, its task code and label. */
export const NODE_STATUS = { NOT_STARTED: 0, RUNNING: 1, DONE: 2 } as const;
export type NodeStatus = (typeof NODE_STATUS)[keyof typeof NODE_STATUS];
export const NODE_TASK_STATUS = ['production_task_status_1', 'production_task_status_3', 'production_task_status_6'] as const;
export const NODE_STATUS_LABEL = ['未开始', '处理中', '已完成'] as const;

/** The progress overlay's state (get_order_nts_track_info). */
export const TRACK_STATE = { NOT_STARTED: 0, RUNNING: 1, DONE: 2, OVERDUE: 3 } as const;

/** Which pay button an order shows: none, 立即付款 or 支付尾款. */
export const PAY_BUTTON = { NONE: 0, PAY_NOW: 1, PAY_REST: 2 } as const;
export const PAY_BUTTON_TEXT: Record<1 | 2, string> = { 1: '立即付款', 2: '支付尾款' };

/** After-purchase states of a line (inventory §0.5). */
export const AFTER_SALE_STATE = { NONE: 0, APPLY: 1, OPEN: 2, DONE: 3 } as const;
export const EVALUATE_STATE = { NOT_YET: 0, WRITE: 1, DONE: 3 } as const;
/** The live contract of a line: waiting for the signature, signed. */
export const ORDER_CONTRACT_STATUS = { SIGNING: 'STRUTS_QSZ', DONE: 'STRUTS_YWC' } as const;

/** Cancel reasons the customer picks (dictionary CUS_ORDER_CANCEL_REASON). */
export const CANCEL_REASONS = [
  { code: 'DONT_NEED', name: '用户不需要了' },
  { code: 'WRONG_PRO_CHOOSE', name: '产品选择错误' },
  { code: 'ORDER_REPEAT', name: '重复下单' },
  { code: 'ORTHER_REASON', name: '其他原因' },
] as const;
export type CancelCode = (typeof CANCEL_REASONS)[number]['code'];
export const CANCEL_CODES = CANCEL_REASONS.map((r) => r.code) as [CancelCode, ...CancelCode[]];
/** The code whose text the customer writes. */
export const OTHER_REASON: CancelCode = 'ORTHER_REASON';
/** Set by the server only, when an unpaid order's time is up. */
export const EXPIRE_AUTO_CANCEL = { code: 'EXPIRE_AUTO_CANCEL', name: '超时自动取消' } as const;

/** The only pay mode offered, and the only kind of order this backend creates (a formal order). */
export const ORDER_PAY_MODE_ONLINE = 'ORDER_PAY_MODE_ONLINE';
export const FORMAL_ORDER = 1;

/** Which of the user's coupons an order's coupon list asks for. */
export const COUPON_FIND_TYPE = { USABLE: 5, UNUSABLE: 6 } as const;

/** An unpaid order cancels itself this long after it was submitted (spec §9: 2 hours). */
export const ORDER_EXPIRY_MS = 2 * 3600 * 1000;
/**
 * An unpaid flash-sale (campaign) order holds its unit only this long by default (CAMPAIGN_PAY_MINUTES), and never
 * past its campaign's end: then it is cancelled and the unit goes back to the campaign's stock (issue 32).
 */
export const CAMPAIGN_PAY_MINUTES = 15;
/** Most of one SKU in one order or cart row. */
export const MAX_BUY_QTY = 99;

/** Envelope codes of the buying modules (message in `msg`). */
export const ORDER_ERR = {
  /** 商品价格已变动，请刷新后重试 — the price the page showed (shownPayableFen) differs from the server's. */
  PRICE_CHANGED: 20101,
  /** 商品已下架 / 库存不足 / 该商品需咨询规划师报价，暂不支持在线下单 / 购物车商品不存在. */
  GOODS_UNAVAILABLE: 20102,
  /** 优惠券不可用：<reason> (expired, threshold, scope, already used/locked, combination rule). */
  COUPON_INVALID: 20103,
  /** 当前订单状态不允许该操作 (cancel a paid order, confirm before 待确认, pay a cancelled order…). */
  ORDER_STATE: 20104,
  /** 请选择需要支付的款项 / 所选款项不是本期应付 / 该订单无需支付. */
  NOTHING_TO_PAY: 20105,
  /** 支付密码错误，还可尝试N次 */
  PAY_PASSWORD_WRONG: 20201,
  /** 钱包余额不足 */
  BALANCE_LOW: 20202,
  /** 请先设置支付密码 */
  PAY_PASSWORD_UNSET: 20203,
  /** 支付密码错误次数过多，已锁定至HH:mm (data.lockedUntil)，可通过“忘记支付密码”重置 */
  PAY_PASSWORD_LOCKED: 20204,
  /** (gateway notify) 签名错误 / 金额不符 — never shown to customers. */
  NOTIFY_REJECTED: 20301,
} as const;
