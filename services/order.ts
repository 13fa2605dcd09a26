/**
 * Orders (spec §7 "Orders"; inventory order.md §0.4–§6, §15). THE CONTRACT between the order backend and the pages;
 * docs/API.md ("Orders, cart, payment, coupons, wallet") explains the flows. Every amount is integer fen (`…Fen`); pages show yuan
 * (fen / 100, 2 decimals). Login required everywhere (5223 without a session; 403 请先登录 for visitors).
 * Someone else's order answers 404 订单不存在 on every call.
 */
import { http, type Http } from '@/lib/http';
import type { Paged } from './planner';

/** Customer-order pay type (spec §3 "Order store"). */
export const PAY_TYPE = { FULL: 1, BY_NODE: 2, DEPOSIT: 3, AFTER_SERVICE: 4 } as const;
export type PayType = 1 | 2 | 3 | 4;
export const PAY_TYPE_LABEL: Record<PayType, string> = { 1: '先付款后服务', 2: '按业务办理节点付费', 3: '先定金后尾款', 4: '服务完结收费' };
/** The inventory's codes of the same pay types (cusOrderPayType). */
export const PAY_TYPE_CODE: Record<PayType, string> = {
  1: 'PRO_PRE_PAY_POST_SERVICE',
  2: 'PRO_PRE_SERVICE_POST_PAY_BY_NODE',
  3: 'PRO_PRE_DEPOSIT_POST_OTHERS',
  4: 'PRO_PRE_SERVICE_FINISHED_PAY',
};

/** Customer-order status: 1 待付款, 2 办理中, 3 已完成, 4 已取消, 5 待提交 (planner-created, not yet submitted). */
export type CusStatus = 1 | 2 | 3 | 4 | 5;
export const CUS_STATUS_LABEL: Record<CusStatus, string> = { 1: '待付款', 2: '办理中', 3: '已完成', 4: '已取消', 5: '待提交' };
export const CUS_STATUS_CODE: Record<CusStatus, string> = {
  1: 'ORDER_CUS_STATUS_UNPAID',
  2: 'ORDER_CUS_STATUS_PROGRESSING',
  3: 'ORDER_CUS_STATUS_COMPLETED',
  4: 'ORDER_CUS_STATUS_CANCELLED',
  5: 'ORDER_CUS_STATUS_UNSUBMITE',
};
export type PayStatusNo = 'ORDER_CUS_PAY_STATUS_UN_PAID' | 'ORDER_CUS_PAY_STATUS_PART_PAID' | 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID';
export const PAY_STATUS_LABEL: Record<PayStatusNo, string> = {
  ORDER_CUS_PAY_STATUS_UN_PAID: '待付款',
  ORDER_CUS_PAY_STATUS_PART_PAID: '部分支付',
  ORDER_CUS_PAY_STATUS_COMPLETED_PAID: '支付完成',
};
/** Batch (分批支付) status: 0 未到期 (无需支付), 1 本期应付, 2 已支付 — ORDER_BATCH_PAYMENT_PAY_0..2. */
export type BatchStatus = 0 | 1 | 2;
export const BATCH_STATUS_LABEL: Record<BatchStatus, string> = { 0: '无需支付', 1: '本期应付', 2: '已支付' };
/**
 * Order (line) status, `orderStatusNo` suffix: UNSUBMITE 待提交, UN_PAID 未付款, HANDLING 办理中, HANDLED 待确认
 * (all service nodes done, waiting for the customer's confirm), COMPLETED 已完成, CANCELLED 已取消.
 * Full code: `ORDER_ORDER_SALE_STATUS_<suffix>` (seeded goods are PRO_CLASS_TYPE_SALES).
 */
export type OrderStatusSuffix = 'UNSUBMITE' | 'UN_PAID' | 'HANDLING' | 'HANDLED' | 'COMPLETED' | 'CANCELLED';
/** Service node status: 0 未开始, 1 处理中, 2 已完成 (taskStatus production_task_status_1 / _3 / _6). */
export type NodeStatus = 0 | 1 | 2;
/** Cancel reasons (dictionary CUS_ORDER_CANCEL_REASON); EXPIRE_AUTO_CANCEL is set by the server only (超时自动取消). */
export const CANCEL_REASONS = [
  { code: 'DONT_NEED', name: '用户不需要了' },
  { code: 'WRONG_PRO_CHOOSE', name: '产品选择错误' },
  { code: 'ORDER_REPEAT', name: '重复下单' },
  { code: 'ORTHER_REASON', name: '其他原因' },
] as const;
export type CancelCode = (typeof CANCEL_REASONS)[number]['code'];

export { ORDER_ERR } from '@/server/modules/order/constants';

export type MoneyFields = {
  /** 商品总额 (Σ price × quantity). */
  orderTotalMoneyFen: number;
  /** 优惠金额 (coupons). */
  orderDiscountMoneyFen: number;
  /** 应付 = total − discount. */
  orderPayableMoneyFen: number;
  /** 已付. */
  orderPaidMoneyFen: number;
  /** 待付 = payable − paid. */
  orderSurplusMoneyFen: number;
  /** Deposit (pay type 3), else 0. */
  depositAmountFen: number;
  /** 尾款 (pay type 3: payable − deposit), else 0. */
  orderBalanceMoneyFen: number;
  /** Refunded so far (refund module). */
  orderRefundedMoneyFen: number;
};

/** One order (订单) = one SKU line of a customer order; `id` is the orderId. */
export type OrderSummary = MoneyFields & {
  id: string;
  orderId: string;
  orderNo: string;
  cusOrderId: string;
  goodsId: string;
  skuId: string;
  spuName: string;
  /** SKU attribute text, e.g. "成都市,小规模纳税人". */
  skuDetailValues: string;
  indexImg: string;
  /** Unit price. */
  skuPriceFen: number;
  skuCount: number;
  orderProTypeNo: string;
  orderPayType: PayType;
  orderStatusNo: string;
  orderStatus: OrderStatusSuffix;
  /** 待付款/部分支付/支付完成 of this order. */
  payStatusNo: PayStatusNo;
  /** 1 when a batch of this order is due now (PAY_1). */
  isNeedPay: 0 | 1;
  /** 1 after the customer confirmed completion. */
  userConfirm: 0 | 1;
  /** The confirm-complete button: status HANDLED and fully paid and userConfirm 0. */
  canConfirm: boolean;
  classCode1: string;
  createTime: string;
  /** Which after-sale, contract, evaluation and invoice buttons this order shows. */
  afterPurchase: AfterPurchase;
};

/** The after-purchase state of one order (inventory order.md §0.5), decided on the server. */
export type AfterPurchase = {
  /** 0 none, 1 退款/售后 (apply), 2 售后中 (a sheet is open), 3 已售后. */
  afterSaleState: 0 | 1 | 2 | 3;
  /** The latest after-sale sheet. */
  afterSaleId: string | null;
  /** The live contract: STRUTS_QSZ waiting for the signature, STRUTS_YWC signed; null before one is drafted. */
  contractStatus: 'STRUTS_QSZ' | 'STRUTS_YWC' | null;
  contractId: string | null;
  contractNo: string | null;
  /** Whether 签署合同 / 查看合同 shows (not for cancelled orders, nor while an after-sale is open and no contract exists). */
  canContract: boolean;
  /** 0 not yet (order not completed), 1 写评价, 3 已评价. */
  evaluateStatus: 0 | 1 | 3;
  evaluationId: string | null;
  /** What may still be invoiced (paid − refunded − invoiced or applied for); > 0 shows 申请开票. */
  invoiceableFen: number;
  /** The latest invoice application of the order (查看发票). */
  invoiceId: string | null;
};

export type CustomerOrder = MoneyFields & {
  cusOrderId: string;
  cusOrderNo: string;
  cusOrderStatus: CusStatus;
  cusOrderStatusNo: string;
  /** Label by §0.5 (待付款, 办理中, 待确认, 已完成, 已取消, 待提交). */
  statusLabel: string;
  cusOrderPayStatusNo: PayStatusNo;
  cusOrderPayType: PayType;
  cusOrderPayTypeCode: string;
  payTypeLabel: string;
  /** ORDER_PAY_MODE_ONLINE (only online pay is offered). */
  payType: 'ORDER_PAY_MODE_ONLINE';
  /** 1 formal order (0 intention orders are not created by this backend). */
  orderType: 1;
  /** Buttons (§0.5): 取消订单, 立即付款 (payButton 1) / 支付尾款 (payButton 2), 确认完成. */
  canCancel: boolean;
  payButton: 0 | 1 | 2;
  canConfirm: boolean;
  /** Σ of batches due now (PAY_1) and of all unpaid batches (PAY_0 + PAY_1), with their ids. */
  thisTimePayTotalFen: number;
  thisTimeBatchIds: string[];
  allTimePayTotalFen: number;
  remainBatchIds: string[];
  /** Unpaid: the auto-cancel deadline (epoch ms; created + 2 h). 0 otherwise. */
  countDownTimeLong: number;
  cancelCode: string | null;
  /** 取消原因 text; 超时自动取消 for EXPIRE_AUTO_CANCEL. */
  cusOrderCancelReason: string | null;
  /** Comma-separated protocol ids the customer agreed to before paying ('' = not yet: show the agreement dialog). */
  orderAgreementIds: string;
  mark: string;
  contractFirstInfo: ContractFirstInfo | null;
  /** Coupons locked/used by this order. */
  coupons: { couponUseCode: string; couponName: string; discountFen: number }[];
  createTime: string;
  payTime: string | null;
  completeTime: string | null;
  cancelTime: string | null;
  orders: OrderSummary[];
};

export type ContractFirstInfo = {
  contractFirstName: string;
  contractFirstContacts: string;
  contractFirstPhone: string;
  contractFirstEmail?: string;
  contractFirstAddr?: string;
};

export type Batch = {
  id: string;
  cusOrderId: string;
  orderId: string;
  /** = orderId (one SKU line per order). */
  orderSkuId: string;
  orderPayType: PayType;
  /** 0-based. Deposit: 0 定金, 1 尾款; by node: node index. */
  batchNumber: number;
  /** 全款 / 定金 / 尾款 / 节点N款. */
  batchName: string;
  moneyFen: number;
  alreadyPayment: BatchStatus;
  alreadyPaymentNo: 'ORDER_BATCH_PAYMENT_PAY_0' | 'ORDER_BATCH_PAYMENT_PAY_1' | 'ORDER_BATCH_PAYMENT_PAY_2';
  /** Service node the batch is bound to (by node), else null. */
  nodeId: string | null;
  nodeName: string | null;
  realPaymentDate: string | null;
};

export type ServiceNode = {
  id: string;
  orderId: string;
  nodeNum: number;
  serviceName: string;
  serviceExplain: string;
  status: NodeStatus;
  taskStatus: 'production_task_status_1' | 'production_task_status_3' | 'production_task_status_6';
  statusLabel: '未开始' | '处理中' | '已完成';
  handlerName: string;
  startTime: string | null;
  endTime: string | null;
};

/** An item to price or buy: a goods with one of its SKUs (default: the first enabled SKU). */
export type BuyItem = { goodsId: string; skuId?: string; goodsNumber: number };

export type SettlementLine = {
  goodsId: string;
  skuId: string;
  cartId: string | null;
  name: string;
  skuName: string;
  img: string;
  classCode1: string;
  classCodeLevel: string;
  payType: PayType;
  priceFen: number;
  goodsNumber: number;
  lineTotalFen: number;
  /** Coupon discount allocated to this line. */
  discountFen: number;
  payableFen: number;
};

export type Settlement = {
  items: SettlementLine[];
  goodsTotal: number;
  skuTotalPriceFen: number;
  discountFen: number;
  /** 应付 (total − coupons): the page shows it and sends it back as shownPayableFen when submitting. */
  needPayTotalMoneyFen: number;
  /** Pay type of the order (all items must share one; else 20102 不同付款方式的商品请分开下单). */
  payType: PayType;
  payTypeLabel: string;
  /** What is due at once after submitting: full (1), deposit (3), first node (2), 0 (4). */
  payNowFen: number;
  depositAmountFen: number;
  orderBalanceMoneyFen: number;
  /** Coupons applied (valid ones; an invalid one → 20103 error instead). */
  coupons: { couponUseCode: string; couponName: string; useType: 1 | 2 | 3; discountFen: number }[];
  /** How many of the user's coupons would be usable here ("{N}个优惠券" / "无可用"). */
  usableCouponCount: number;
};

/** Either goods items (direct buy) or cart ids (checkout), never both. */
/**
 * What a checkout buys: goods items, cart rows, or a service package (comboId, /order/confirmorder?comboId=…).
 * A package is priced by the server: its items become the lines, priced so they sum to the package price, paid in
 * full (payType 1); it takes no coupons (couponUseCodes with a comboId → 20103 优惠券不可用：套餐不可使用优惠券; the
 * coupon list is empty). Unknown package → 404 套餐不存在; 已下架 / 库存不足 / 暂不支持当前城市 → 20102.
 */
export type PriceInput = { items?: BuyItem[]; cartIds?: string[]; comboId?: string; couponUseCodes?: string[] };

const csv = (a?: string[]) => (a && a.length ? a.join(',') : undefined);
const priceBody = (i: PriceInput) => ({ items: i.items, cartIds: csv(i.cartIds), comboId: i.comboId, couponUseCodes: csv(i.couponUseCodes) });

/** GET: an idempotency key for one submission (keep it for retries of the same submit; a new one per new order). */
export const getPaymentSerialNo = (client: Http = http) => client.get<{ serialNo: string }>('/order/v2/get_payment_seriale_no');

/** POST find_cart_product_goods: the checkout items of selected cart ids (bill), priced now. */
export const findCartProductGoods = (cartIds: string[], client: Http = http) =>
  client.post<Settlement>('/order/v2/find_cart_product_goods', { cartIds: csv(cartIds) });

/** POST calculate_the_price: server price of items/cart + chosen coupons. Invalid coupon → 20103 with the reason. */
export const calculateThePrice = (input: PriceInput, client: Http = http) => client.post<Settlement>('/order/v2/calculate_the_price', priceBody(input));

/** POST coupon_calculation: same input; what each of the user's usable coupons would deduct (best first). */
export const couponCalculation = (input: PriceInput, client: Http = http) =>
  client.post<{ settlement: Settlement; options: { couponUseCode: string; discountFen: number }[] }>('/order/v2/coupon_calculation', priceBody(input));

/** POST discountsSettlement: settle a pending (待提交) customer order with coupons (settle_order_by_unsubmit). */
export const discountsSettlement = (input: { cusOrderId: string; couponUseCodes?: string[] }, client: Http = http) =>
  client.post<Settlement & { cusOrderId: string }>('/order/v2/discountsSettlement', { cusOrderId: input.cusOrderId, couponUseCodes: csv(input.couponUseCodes) });

export type CouponOption = import('./coupon').UserCoupon & {
  /** What it deducts from this order (0 when unusable). */
  discountFen: number;
  /** Why it is unusable (findType 6), '' otherwise. */
  wherefore: string;
};
/** POST find_order_coupon_v2_page: the user's coupons for this order, findType 5 usable / 6 unusable. */
export const findOrderCouponV2Page = (
  input: PriceInput & { cusOrderId?: string; findType: 5 | 6; page?: number; limit?: number },
  client: Http = http,
) => client.post<Paged<CouponOption>>('/order/v2/find_order_coupon_v2_page', { ...priceBody(input), cusOrderId: input.cusOrderId, findType: input.findType, page: input.page, limit: input.limit });

export type SubmitInput = PriceInput & {
  /** From getPaymentSerialNo; the same key twice creates one order (the second call answers the same order). */
  idempotencyKey: string;
  /** The payable amount the page showed (needPayTotalMoneyFen); a difference → 20101 商品价格已变动，请刷新后重试. */
  shownPayableFen: number;
  /** Protocol ids agreed at checkout (下单协议). Required: empty → 400 下单前，请先同意《薯片平台用户交易下单协议》. */
  orderAgreementIds: string;
  /** 备注留言, ≤ 50. */
  remark?: string;
  contract?: ContractFirstInfo;
  plannerId?: string;
};
export type SubmitResult = {
  cusOrderId: string;
  orderIds: string[];
  cusOrderPayType: PayType;
  cusOrderStatus: CusStatus;
  /** Due now: > 0 → go to /pay/payType?cusOrderId (pay types 1, 2, 3); 0 → /order?type=2 (pay type 4). */
  payNowFen: number;
};
/** POST autonomy_submit_order: direct buy or cart checkout. Locks coupons, takes stock, removes bought cart items. */
export const autonomySubmitOrder = (input: SubmitInput, client: Http = http) =>
  client.post<SubmitResult>('/order/v2/autonomy_submit_order', {
    ...priceBody(input),
    idempotencyKey: input.idempotencyKey,
    shownPayableFen: input.shownPayableFen,
    orderAgreementIds: input.orderAgreementIds,
    remark: input.remark,
    contract: input.contract,
    plannerId: input.plannerId,
  });

/** POST push_commit_order: submit a pending (待提交) order, with coupons under §0.5 (one site-wide or category coupon, or product coupons one per product). */
export const pushCommitOrder = (
  input: { cusOrderId: string; couponUseCodes?: string[]; shownPayableFen: number; orderAgreementIds: string },
  client: Http = http,
) => client.post<SubmitResult>('/order/v2/push_commit_order', { ...input, couponUseCodes: csv(input.couponUseCodes) });

/** POST find_order_page: tabs status '' (全部) | 1..5; `counts` per tab for badges. */
export const findOrderPage = (input: { page?: number; limit?: number; status?: CusStatus | '' }, client: Http = http) =>
  client.post<Paged<CustomerOrder> & { counts: Record<'all' | '1' | '2' | '3' | '4' | '5', number> }>('/order/v2/find_order_page', input);

/** GET cus_order_detail: one customer order with its orders (and what the buttons need). */
export const cusOrderDetail = (cusOrderId: string, client: Http = http) => client.get<CustomerOrder>('/order/v2/cus_order_detail', { cusOrderId });

/** GET find_order_details: one order (line) with its customer order, batches and nodes. */
export const findOrderDetails = (orderId: string, client: Http = http) =>
  client.get<{ order: OrderSummary; cusOrder: CustomerOrder; batches: Batch[]; nodes: ServiceNode[] }>('/order/v2/find_order_details', { orderId });

/** POST cancel_order (by orderId; the related orders of the customer order go with it) — only while 待付款 or 待提交. */
export const cancelOrder = (input: { orderId: string; cancelCode: CancelCode; cancelReason?: string }, client: Http = http) =>
  client.post<{ cusOrderId: string; cusOrderStatus: 4 }>('/order/v2/cancel_order', input);

/** POST cancel_cus_order (by cusOrderId); same rules. Coupons go back to 未使用, stock back to the SKU. */
export const cancelCusOrder = (input: { cusOrderId: string; cancelCode: CancelCode; cancelReason?: string }, client: Http = http) =>
  client.post<{ cusOrderId: string; cusOrderStatus: 4 }>('/order/v2/cancel_cus_order', input);

/** POST confirm_order: confirm completion of orders (ids of its lines) in 待确认 and fully paid. None eligible → 20104 该订单未到确认完成节点！ */
export const confirmOrder = (orderIds: string[], client: Http = http) =>
  client.post<{ confirmed: string[]; cusOrderStatus: CusStatus }>('/order/v2/confirm_order', { orderSkuIds: orderIds.join(',') });

/** POST agreement: record the pay agreements (orderAgreementType AGREEMENT_TYPE_PAY). */
export const agreeOrder = (input: { cusOrderId: string; orderAgreementIds: string }, client: Http = http) =>
  client.post<{ orderAgreementIds: string }>('/order/v2/agreement', input);

/** POST bill_payment_details: the batches (batch_pay_list) of a customer order, with due/paid totals. */
export const billPaymentDetails = (cusOrderId: string, client: Http = http) =>
  client.post<{ records: Batch[]; thisTimePayTotalFen: number; allTimePayTotalFen: number; paidTotalFen: number }>('/order/v2/bill_payment_details', { cusOrderId });

/** GET get_order_track_list: the service nodes of an order (timeline). */
export const getOrderTrackList = (orderId: string, client: Http = http) => client.get<ServiceNode[]>('/order/v2/get_order_track_list', { orderDetailsId: orderId });

/** GET get_order_nts_track_info: the progress summary for the overlay. state: 0 暂未开始办理, 1 办理中, 2 已完成办理, 3 已超期. */
export const getOrderNtsTrackInfo = (orderId: string, client: Http = http) =>
  client.get<{ productName: string; indexImg: string; openTime: string | null; deadlineTime: string | null; day: number; percent: number; state: 0 | 1 | 2 | 3 }>(
    '/order/v2/get_order_nts_track_info',
    { orderDetailsId: orderId },
  );

/** GET find_service_by_details_id: nodes with the batch bound to each. */
export const findServiceByDetailsId = (orderId: string, client: Http = http) =>
  client.get<(ServiceNode & { batch: Batch | null })[]>('/order/v2/find_service_by_details_id', { orderDetailsId: orderId });

/** POST update_receipt_info: change remark / contract party while 待付款 or 待提交. */
export const updateReceiptInfo = (input: { cusOrderId: string; remark?: string; contract?: ContractFirstInfo }, client: Http = http) =>
  client.post<CustomerOrder>('/order/v2/update_receipt_info', input);

/** GET goods_pay_plan: how a goods is paid (for the detail page and the checkout note). */
export type GoodsPayPlan = {
  goodsId: string;
  /** false: not sold online (面议 / percent fee / off shelf) → 该商品需咨询规划师报价，暂不支持在线下单. */
  purchasable: boolean;
  payType: PayType;
  payTypeLabel: string;
  /** Deposit share in basis points (pay type 3), else 0. */
  depositBp: number;
  nodes: { name: string; days: number; payBp: number }[];
};
export const goodsPayPlan = (goodsId: string, client: Http = http) => client.get<GoodsPayPlan>('/order/v2/goods_pay_plan', { goodsId });
