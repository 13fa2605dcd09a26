/**
 * Orders (spec §7 "Orders"; inventory order.md §0.4–§6, §15): the client side of the calls in lib/contract/order/api.ts
 * (their request and answer shapes) and docs/API.md ("Orders, cart, payment, coupons, wallet"). Every amount is
 * integer fen (`…Fen`); pages show yuan. Login required everywhere (5223 without a session; 403 请先登录 for visitors).
 * Someone else's order answers 404 订单不存在 on every call.
 */
import { http, type Http } from '@/lib/http';
import type { CouponOptionPage } from '@/lib/contract/coupon/api';
import type {
  AgreementInput,
  AgreementResult,
  BillPaymentDetails,
  CancelCusOrderInput,
  CancelOrderInput,
  CancelResult,
  ConfirmOrderResult,
  CouponCalculationResult,
  CustomerOrder,
  DiscountsSettlementResult,
  GetPaymentSerialNoResult,
  GoodsPayPlan,
  NtsTrackInfo,
  OrderDetails,
  OrderPage,
  OrderTrackList,
  PriceInput,
  ServiceByDetails,
  Settlement,
  SubmitInput,
  SubmitResult,
  UpdateReceiptInfoInput,
} from '@/lib/contract/order/api';
import type { CusStatus } from '@/lib/contract/order/enums';
import { csv, orderCouponBody, priceBody, type OrderCouponQuery } from './orderBody';

/** The shapes other parts of the app read from these calls. */
export type { AfterPurchase, Batch, ContractFirstInfo, CustomerOrder, OrderSummary, PriceInput, ServiceNode, Settlement } from '@/lib/contract/order/api';


/** GET: an idempotency key for one submission (keep it for retries of the same submit; a new one per new order). */
export const getPaymentSerialNo = (client: Http = http) => client.get<GetPaymentSerialNoResult>('/order/v2/get_payment_seriale_no');

/** POST find_cart_product_goods: the checkout items of selected cart ids (bill), priced now. */
export const findCartProductGoods = (cartIds: string[], client: Http = http) => client.post<Settlement>('/order/v2/find_cart_product_goods', { cartIds: csv(cartIds) });

/** POST calculate_the_price: server price of items/cart + chosen coupons. Invalid coupon → 20103 with the reason. */
export const calculateThePrice = (input: PriceInput, client: Http = http) => client.post<Settlement>('/order/v2/calculate_the_price', priceBody(input));

/** POST coupon_calculation: same input; what each of the user's usable coupons would deduct (best first). */
export const couponCalculation = (input: PriceInput, client: Http = http) => client.post<CouponCalculationResult>('/order/v2/coupon_calculation', priceBody(input));

/** POST discountsSettlement: settle a pending (待提交) customer order with coupons (settle_order_by_unsubmit). */
export const discountsSettlement = (input: { cusOrderId: string; couponUseCodes?: string[] }, client: Http = http) =>
  client.post<DiscountsSettlementResult>('/order/v2/discountsSettlement', { cusOrderId: input.cusOrderId, couponUseCodes: csv(input.couponUseCodes) });


/** POST find_order_coupon_v2_page: the user's coupons for this order, findType 5 usable / 6 unusable. */
export const findOrderCouponV2Page = (input: OrderCouponQuery, client: Http = http) => client.post<CouponOptionPage>('/order/v2/find_order_coupon_v2_page', orderCouponBody(input));

/**
 * POST autonomy_submit_order: direct buy or cart checkout. Locks coupons, takes stock, removes bought cart items.
 * The same idempotencyKey twice creates one order; shownPayableFen different from the server's → 20101.
 */
export const autonomySubmitOrder = (input: SubmitInput, client: Http = http) =>
  client.post<SubmitResult>('/order/v2/autonomy_submit_order', {
    ...priceBody(input),
    idempotencyKey: input.idempotencyKey,
    shownPayableFen: input.shownPayableFen,
    orderAgreementIds: input.orderAgreementIds,
    remark: input.remark,
    contract: input.contract,
    plannerId: input.plannerId,
    addressId: input.addressId,
  });

/** POST push_commit_order: submit a pending (待提交) order, with coupons under §0.5 (one site-wide or category coupon, or product coupons one per product). */
export const pushCommitOrder = (input: { cusOrderId: string; couponUseCodes?: string[]; shownPayableFen: number; orderAgreementIds: string; addressId?: string }, client: Http = http) =>
  client.post<SubmitResult>('/order/v2/push_commit_order', { ...input, couponUseCodes: csv(input.couponUseCodes) });

/** POST find_order_page: tabs status '' (全部) | 1..5; `counts` per tab for badges. */
export const findOrderPage = (input: { page?: number; limit?: number; status?: CusStatus | '' }, client: Http = http) => client.post<OrderPage>('/order/v2/find_order_page', input);

/** GET cus_order_detail: one customer order with its orders (and what the buttons need). */
export const cusOrderDetail = (cusOrderId: string, client: Http = http) => client.get<CustomerOrder>('/order/v2/cus_order_detail', { cusOrderId });

/** GET find_order_details: one order (line) with its customer order, batches and nodes. */
export const findOrderDetails = (orderId: string, client: Http = http) => client.get<OrderDetails>('/order/v2/find_order_details', { orderId });

/** POST cancel_order (by orderId; the related orders of the customer order go with it) — only while 待付款 or 待提交. */
export const cancelOrder = (input: CancelOrderInput, client: Http = http) => client.post<CancelResult>('/order/v2/cancel_order', input);

/** POST cancel_cus_order (by cusOrderId); same rules. Coupons go back to 未使用, stock back to the SKU. */
export const cancelCusOrder = (input: CancelCusOrderInput, client: Http = http) => client.post<CancelResult>('/order/v2/cancel_cus_order', input);

/** POST confirm_order: confirm completion of orders (ids of its lines) in 待确认 and fully paid. None eligible → 20104 该订单未到确认完成节点！ */
export const confirmOrder = (orderIds: string[], client: Http = http) => client.post<ConfirmOrderResult>('/order/v2/confirm_order', { orderSkuIds: orderIds.join(',') });

/** POST agreement: record the pay agreements (orderAgreementType AGREEMENT_TYPE_PAY). */
export const agreeOrder = (input: AgreementInput, client: Http = http) => client.post<AgreementResult>('/order/v2/agreement', input);

/** POST bill_payment_details: the batches (batch_pay_list) of a customer order, with due/paid totals. */
export const billPaymentDetails = (cusOrderId: string, client: Http = http) => client.post<BillPaymentDetails>('/order/v2/bill_payment_details', { cusOrderId });

/** GET get_order_track_list: the service nodes of an order (timeline). */
export const getOrderTrackList = (orderId: string, client: Http = http) => client.get<OrderTrackList>('/order/v2/get_order_track_list', { orderDetailsId: orderId });

/** GET get_order_nts_track_info: the progress summary for the overlay (state TRACK_STATE). */
export const getOrderNtsTrackInfo = (orderId: string, client: Http = http) => client.get<NtsTrackInfo>('/order/v2/get_order_nts_track_info', { orderDetailsId: orderId });

/** GET find_service_by_details_id: nodes with the batch bound to each. */
export const findServiceByDetailsId = (orderId: string, client: Http = http) => client.get<ServiceByDetails>('/order/v2/find_service_by_details_id', { orderDetailsId: orderId });

/** POST update_receipt_info: change remark / contract party while 待付款 or 待提交. */
export const updateReceiptInfo = (input: UpdateReceiptInfoInput, client: Http = http) => client.post<CustomerOrder>('/order/v2/update_receipt_info', input);

/** GET goods_pay_plan: how a goods is paid (for the detail page and the checkout note); purchasable false → 该商品需咨询规划师报价，暂不支持在线下单. */
export const goodsPayPlan = (goodsId: string, client: Http = http) => client.get<GoodsPayPlan>('/order/v2/goods_pay_plan', { goodsId });
