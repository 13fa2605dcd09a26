/** Buying constants shared by the server and services/order.ts (no imports: the client bundle takes it as is). */

/** Error codes of these modules (envelope `code`, message in `msg`). */
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
  /** 支付密码错误次数过多，请15分钟后再试 */
  PAY_PASSWORD_LOCKED: 20204,
  /** (gateway notify) 签名错误 / 金额不符 — never shown to customers. */
  NOTIFY_REJECTED: 20301,
} as const;
