import {
  AdvanceNodeBody,
  AdvanceNodeResult,
  AgreementBody,
  AgreementResult,
  AutonomySubmitOrderBody,
  BillPaymentDetails,
  BillPaymentDetailsBody,
  CancelCusOrderBody,
  CancelOrderBody,
  CancelResult,
  ConfirmOrderBody,
  ConfirmOrderResult,
  CouponCalculationResult,
  CreatePendingOrderBody,
  CreatePendingOrderResult,
  CusOrderDetailQuery,
  CustomerOrder,
  DiscountsSettlementBody,
  DiscountsSettlementResult,
  FindCartProductGoodsBody,
  FindOrderCouponV2PageBody,
  FindOrderDetailsQuery,
  FindOrderPageBody,
  GetPaymentSerialNoResult,
  GoodsPayPlan,
  GoodsPayPlanQuery,
  NtsTrackInfo,
  OrderCouponPage,
  OrderDetails,
  OrderPage,
  OrderTrackList,
  OrderTrackQuery,
  PriceBody,
  PushCommitOrderBody,
  ServiceByDetails,
  Settlement,
  SubmitResult,
  UpdateReceiptInfoBody,
} from '@/lib/contract/order/api';
import { createRouter } from '../../http/router';
import { areaHeaderOf } from '../../http/caller';
import { badInput } from '../../http/errors';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { customer } from './common';
import { goodsPayPlan } from './pricing';
import { agreeOrder, autonomySubmitOrder, getPaymentSerialNo, updateReceiptInfo } from './checkout';
import { submitSeckillOrder } from './seckillSubmit';
import { createPendingOrder, pushCommitOrder } from './drafts';
import { advanceNode, cancelCusOrder, cancelOrder, confirmOrder, expireDueCampaignHolds, orderProgressState } from './lifecycle';
import { audited } from '../ops/audit';
import { calculateThePrice, couponCalculation, discountsSettlement, findCartProductGoods, findOrderCouponV2Page, sourceOf } from './quoting';
import { billPaymentDetails, cusOrderDetail, findOrderDetails, findOrderPage, findServiceByDetailsId, getOrderNtsTrackInfo, getOrderTrackList } from './reading';
import { startSweeper } from './sweeper';
import { assertPlanner, requireOrderActor, requirePlanner } from './ownership';
import { plannerOrderRoutes } from './plannerRoutes';

const tag = '订单';

const routes = {
  getPaymentSerialNo: getRoute({ path: '/api/order/v2/get_payment_seriale_no', tag, summary: '下单幂等号：同一个号重复提交只生成一个订单', data: GetPaymentSerialNoResult }),
  findCartProductGoods: postRoute({ path: '/api/order/v2/find_cart_product_goods', tag, summary: '购物车结算商品（今日价格）', form: FindCartProductGoodsBody, data: Settlement }),
  calculateThePrice: postRoute({ path: '/api/order/v2/calculate_the_price', tag, summary: '服务端计价：商品/购物车 + 优惠券', form: PriceBody, data: Settlement }),
  couponCalculation: postRoute({ path: '/api/order/v2/coupon_calculation', tag, summary: '每张可用优惠券能抵扣多少（从高到低）', form: PriceBody, data: CouponCalculationResult }),
  discountsSettlement: postRoute({ path: '/api/order/v2/discountsSettlement', tag, summary: '待提交订单用券结算', form: DiscountsSettlementBody, data: DiscountsSettlementResult }),
  findOrderCouponV2Page: postRoute({ path: '/api/order/v2/find_order_coupon_v2_page', tag, summary: '下单可用(5)/不可用(6)优惠券', form: FindOrderCouponV2PageBody, data: OrderCouponPage }),
  autonomySubmitOrder: postRoute({
    path: '/api/order/v2/autonomy_submit_order',
    tag,
    summary: '提交订单（直接购买/购物车结算）：幂等、服务端计价、校验页面展示价、锁券、扣库存',
    form: AutonomySubmitOrderBody,
    data: SubmitResult,
  }),
  pushCommitOrder: postRoute({ path: '/api/order/v2/push_commit_order', tag, summary: '提交待提交订单（可叠加商品券）', form: PushCommitOrderBody, data: SubmitResult }),
  findOrderPage: postRoute({ path: '/api/order/v2/find_order_page', tag, summary: '我的订单（状态页签与各页签数量）', form: FindOrderPageBody, data: OrderPage }),
  cusOrderDetail: getRoute({ path: '/api/order/v2/cus_order_detail', tag, summary: '客户单详情', query: CusOrderDetailQuery, data: CustomerOrder }),
  findOrderDetails: getRoute({ path: '/api/order/v2/find_order_details', tag, summary: '订单详情（含分批与服务节点）', query: FindOrderDetailsQuery, data: OrderDetails }),
  cancelOrder: postRoute({ path: '/api/order/v2/cancel_order', tag, summary: '取消订单（关联订单一起取消；仅待付款/待提交）', form: CancelOrderBody, data: CancelResult }),
  cancelCusOrder: postRoute({ path: '/api/order/v2/cancel_cus_order', tag, summary: '取消客户单（仅待付款/待提交）', form: CancelCusOrderBody, data: CancelResult }),
  confirmOrder: postRoute({ path: '/api/order/v2/confirm_order', tag, summary: '确认完成（待确认且已付清）', form: ConfirmOrderBody, data: ConfirmOrderResult }),
  agreeOrder: postRoute({ path: '/api/order/v2/agreement', tag, summary: '记录付款协议', form: AgreementBody, data: AgreementResult }),
  billPaymentDetails: postRoute({ path: '/api/order/v2/bill_payment_details', tag, summary: '分批支付明细', form: BillPaymentDetailsBody, data: BillPaymentDetails }),
  getOrderTrackList: getRoute({ path: '/api/order/v2/get_order_track_list', tag, summary: '服务节点进度', query: OrderTrackQuery, data: OrderTrackList }),
  getOrderNtsTrackInfo: getRoute({ path: '/api/order/v2/get_order_nts_track_info', tag, summary: '办理进度概要', query: OrderTrackQuery, data: NtsTrackInfo }),
  findServiceByDetailsId: getRoute({ path: '/api/order/v2/find_service_by_details_id', tag, summary: '服务节点与对应款项', query: OrderTrackQuery, data: ServiceByDetails }),
  updateReceiptInfo: postRoute({ path: '/api/order/v2/update_receipt_info', tag, summary: '修改备注/合同甲方信息（待付款/待提交）', form: UpdateReceiptInfoBody, data: CustomerOrder }),
  goodsPayPlan: getRoute({ path: '/api/order/v2/goods_pay_plan', tag, summary: '商品付款方式与服务节点（无需登录）', query: GoodsPayPlanQuery, data: GoodsPayPlan }),
  advanceNode: postRoute({
    path: '/api/order/v2/planner/advance_node',
    tag,
    summary: '规划师：完成当前服务节点并开始下一个（仅该订单的规划师，或运营凭证 X-Operator-Token；他人一律“订单不存在”）',
    form: AdvanceNodeBody,
    data: AdvanceNodeResult,
  }),
  createPendingOrder: postRoute({
    path: '/api/order/v2/planner/create_pending_order',
    tag,
    summary: '规划师：为客户创建待提交订单（规划师登录）',
    form: CreatePendingOrderBody,
    data: CreatePendingOrderResult,
  }),
};

export function orderRoutes() {
  const r = createRouter();
  r.use('/api/order/*', async (c, next) => {
    startSweeper(c.get('deps'));
    await next();
  });

  r.openapi(routes.getPaymentSerialNo, async (c) => {
    customer(c);
    return okJson(c, getPaymentSerialNo());
  });
  r.openapi(routes.findCartProductGoods, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await findCartProductGoods(db, customer(c).userId, c.req.valid('form').cartIds, now(), areaHeaderOf(c)));
  });
  r.openapi(routes.calculateThePrice, async (c) => {
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    // A campaign unit held by an order whose payment window is over is free again before this buyer is priced.
    if (f.activityProductId) await expireDueCampaignHolds(db, f.activityProductId, now());
    return okJson(c, await calculateThePrice(db, customer(c).userId, f, now(), areaHeaderOf(c)));
  });
  r.openapi(routes.couponCalculation, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await couponCalculation(db, customer(c).userId, c.req.valid('form'), now(), areaHeaderOf(c)));
  });
  r.openapi(routes.discountsSettlement, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await discountsSettlement(db, u.userId, f.cusOrderId, f.couponUseCodes ?? [], now()));
  });
  r.openapi(routes.findOrderCouponV2Page, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await findOrderCouponV2Page(db, customer(c).userId, c.req.valid('form'), now(), areaHeaderOf(c)));
  });
  r.openapi(routes.autonomySubmitOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：下单前，请先同意《薯片平台用户交易下单协议》');
    if (f.plannerId) await assertPlanner(db, f.plannerId);
    const { items: _items, ...rest } = f;
    const campaignPayMs = c.get('deps').config.campaignPayMinutes * 60_000;
    const input = { ...rest, ...sourceOf(f), couponUseCodes: f.couponUseCodes ?? [], cityCode: areaHeaderOf(c), campaignPayMs };
    if (!f.activityProductId) return okJson(c, await autonomySubmitOrder(db, u.userId, input, now()));
    // A flash-sale unit: the door's marks, its queue, then the gate (seckillSubmit.ts).
    return okJson(c, await submitSeckillOrder(c.get('deps'), { userId: u.userId, ip: c.get('ip') }, { ...input, activityProductId: f.activityProductId }));
  });
  r.openapi(routes.pushCommitOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：协议获取失败!');
    return okJson(c, await pushCommitOrder(db, u.userId, f, now()));
  });
  r.openapi(routes.findOrderPage, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await findOrderPage(db, u.userId, f.status ? Number(f.status) : null, f.page, f.limit, now()));
  });
  r.openapi(routes.cusOrderDetail, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await cusOrderDetail(db, customer(c).userId, c.req.valid('query').cusOrderId, now()));
  });
  r.openapi(routes.findOrderDetails, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await findOrderDetails(db, customer(c).userId, c.req.valid('query').orderId, now()));
  });
  r.openapi(routes.cancelOrder, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await cancelOrder(db, customer(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.cancelCusOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await cancelCusOrder(db, u.userId, f.cusOrderId, f.cancelCode, f.cancelReason, now()));
  });
  r.openapi(routes.confirmOrder, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await confirmOrder(db, customer(c).userId, c.req.valid('form').orderSkuIds, now()));
  });
  r.openapi(routes.agreeOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await agreeOrder(db, u.userId, f.cusOrderId, f.orderAgreementIds, now()));
  });
  r.openapi(routes.billPaymentDetails, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await billPaymentDetails(db, customer(c).userId, c.req.valid('form').cusOrderId, now()));
  });
  r.openapi(routes.getOrderTrackList, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getOrderTrackList(db, customer(c).userId, c.req.valid('query').orderDetailsId, now()));
  });
  r.openapi(routes.getOrderNtsTrackInfo, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getOrderNtsTrackInfo(db, customer(c).userId, c.req.valid('query').orderDetailsId, now()));
  });
  r.openapi(routes.findServiceByDetailsId, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await findServiceByDetailsId(db, customer(c).userId, c.req.valid('query').orderDetailsId, now()));
  });
  r.openapi(routes.updateReceiptInfo, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await updateReceiptInfo(db, u.userId, f.cusOrderId, { remark: f.remark, contract: f.contract }, now()));
  });
  r.openapi(routes.goodsPayPlan, async (c) => okJson(c, await goodsPayPlan(c.get('deps').db, c.req.valid('query').goodsId)));
  r.openapi(routes.advanceNode, async (c) => {
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    // Only the order's planner (or the operator credential); the handler shown to the customer is who acted.
    const actor = await requireOrderActor(c, db, f.orderId);
    const spec = { action: 'order.advanceNode', objectType: 'order', objectId: f.orderId, summary: `完成当前节点（经办人：${f.handlerName || actor.name}）`, snapshot: () => orderProgressState(db, f.orderId) };
    return okJson(c, await audited(c, spec, () => advanceNode(db, f.orderId, actor.kind === 'planner' ? actor.name : f.handlerName || actor.name, now())));
  });
  r.openapi(routes.createPendingOrder, async (c) => {
    const p = requirePlanner(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const items = sourceOf(f).items ?? [];
    return okJson(c, await createPendingOrder(db, { customerPhone: f.customerPhone, plannerId: p.userId, items, remark: f.remark }, now()));
  });
  r.route('/', plannerOrderRoutes());
  return r;
}
