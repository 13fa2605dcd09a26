import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter } from '../../http/router';
import { badInput, forbidden } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { USER_TYPE } from '@/lib/constants';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { requireUser } from '../auth/session';
import { dataOf, idOf, intIn, limit, page } from '../catalog/dto';
import { couponOptions, paged } from '../coupon/service';
import { customer } from './common';
import { PriceBody, contract, cusOrderId, fen, ids, items, orderId } from './dto';
import { DEFAULT_PLAN, plansOf, unavailableReason } from './pricing';
import { agreeOrder, autonomySubmitOrder, checkoutLines, settleCheckout, updateReceiptInfo } from './checkout';
import { createPendingOrder, pushCommitOrder, settlePending } from './drafts';
import { advanceNode, cancelCusOrder, confirmOrder, orderRowForUser } from './lifecycle';
import { billPaymentDetails, cusOrderDetail, findOrderDetails, findOrderPage, getOrderNtsTrackInfo, nodesOf } from './reading';
import { startSweeper } from './sweeper';
import { assertPlanner, requireOrderActor } from './ownership';
import { goods, goodsSkus } from '../catalog/schema';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../auth/schema';

const TAG = '订单';
const FILE = 'services/order.ts';
const post = <B extends z.ZodType>(path: string, summary: string, body: B, data: string) =>
  createRoute({ method: 'post', path: `/api/order/v2/${path}`, tags: [TAG], summary, request: formBody(body), responses: jsonOk(dataOf(data, FILE)) });
const get = <Q extends z.ZodObject>(path: string, summary: string, query: Q, data: string) =>
  createRoute({ method: 'get', path: `/api/order/v2/${path}`, tags: [TAG], summary, request: { query }, responses: jsonOk(dataOf(data, FILE)) });

const cancelBody = z.object({
  cancelCode: z.enum(['DONT_NEED', 'WRONG_PRO_CHOOSE', 'ORDER_REPEAT', 'ORTHER_REASON'], { error: '请选中取消原因' }),
  cancelReason: z.string().trim().max(200, '取消原因最多200个字').optional(),
});

const routes = {
  getPaymentSerialNo: get('get_payment_seriale_no', '下单幂等号：同一个号重复提交只生成一个订单', z.object({}), '{ serialNo }'),
  findCartProductGoods: post('find_cart_product_goods', '购物车结算商品（今日价格）', z.object({ cartIds: ids('购物车商品') }), 'Settlement'),
  calculateThePrice: post('calculate_the_price', '服务端计价：商品/购物车 + 优惠券', PriceBody, 'Settlement'),
  couponCalculation: post('coupon_calculation', '每张可用优惠券能抵扣多少（从高到低）', PriceBody, '{ settlement, options }'),
  discountsSettlement: post('discountsSettlement', '待提交订单用券结算', z.object({ cusOrderId, couponUseCodes: ids('优惠券').optional() }), 'Settlement & { cusOrderId }'),
  findOrderCouponV2Page: post(
    'find_order_coupon_v2_page',
    '下单可用(5)/不可用(6)优惠券',
    PriceBody.extend({ cusOrderId: cusOrderId.optional(), findType: intIn('查询类型', 5, 6).default(5), page: page(), limit: limit(50, 100) }),
    'Paged<CouponOption>',
  ),
  autonomySubmitOrder: post(
    'autonomy_submit_order',
    '提交订单（直接购买/购物车结算）：幂等、服务端计价、校验页面展示价、锁券、扣库存',
    PriceBody.extend({
      idempotencyKey: z.string({ error: '缺少下单幂等号' }).trim().min(8, '下单幂等号有误').max(64, '下单幂等号有误'),
      shownPayableFen: fen('应付金额'),
      orderAgreementIds: z.string().trim().max(200).default(''),
      remark: z.string().trim().max(50, '备注最多50个字').optional(),
      contract: contract.optional(),
      plannerId: idOf('规划师').optional(),
    }),
    'SubmitResult',
  ),
  pushCommitOrder: post(
    'push_commit_order',
    '提交待提交订单（可叠加商品券）',
    z.object({
      cusOrderId,
      couponUseCodes: ids('优惠券').optional(),
      shownPayableFen: fen('应付金额'),
      orderAgreementIds: z.string().trim().max(200).default(''),
    }),
    'SubmitResult',
  ),
  findOrderPage: post(
    'find_order_page',
    '我的订单（状态页签与各页签数量）',
    z.object({ page: page(), limit: limit(10, 50), status: z.union([z.literal(''), intIn('订单状态', 1, 5)]).optional() }),
    'Paged<CustomerOrder> & { counts }',
  ),
  cusOrderDetail: get('cus_order_detail', '客户单详情', z.object({ cusOrderId }), 'CustomerOrder'),
  findOrderDetails: get('find_order_details', '订单详情（含分批与服务节点）', z.object({ orderId }), '{ order, cusOrder, batches, nodes }'),
  cancelOrder: post('cancel_order', '取消订单（关联订单一起取消；仅待付款/待提交）', cancelBody.extend({ orderId }), '{ cusOrderId, cusOrderStatus }'),
  cancelCusOrder: post('cancel_cus_order', '取消客户单（仅待付款/待提交）', cancelBody.extend({ cusOrderId }), '{ cusOrderId, cusOrderStatus }'),
  confirmOrder: post('confirm_order', '确认完成（待确认且已付清）', z.object({ orderSkuIds: ids('订单') }), '{ confirmed, cusOrderStatus }'),
  agreeOrder: post('agreement', '记录付款协议', z.object({ cusOrderId, orderAgreementIds: z.string().trim().min(1, '协议获取失败!').max(200) }), '{ orderAgreementIds }'),
  billPaymentDetails: post('bill_payment_details', '分批支付明细', z.object({ cusOrderId }), '{ records: Batch[], thisTimePayTotalFen, allTimePayTotalFen, paidTotalFen }'),
  getOrderTrackList: get('get_order_track_list', '服务节点进度', z.object({ orderDetailsId: orderId }), 'ServiceNode[]'),
  getOrderNtsTrackInfo: get('get_order_nts_track_info', '办理进度概要', z.object({ orderDetailsId: orderId }), '{ productName, openTime, deadlineTime, day, percent, state }'),
  findServiceByDetailsId: get('find_service_by_details_id', '服务节点与对应款项', z.object({ orderDetailsId: orderId }), '(ServiceNode & { batch })[]'),
  updateReceiptInfo: post(
    'update_receipt_info',
    '修改备注/合同甲方信息（待付款/待提交）',
    z.object({ cusOrderId, remark: z.string().trim().max(50, '备注最多50个字').optional(), contract: contract.optional() }),
    'CustomerOrder',
  ),
  goodsPayPlan: get('goods_pay_plan', '商品付款方式与服务节点（无需登录）', z.object({ goodsId: idOf('商品') }), 'GoodsPayPlan'),
  advanceNode: post('planner/advance_node', '规划师：完成当前服务节点并开始下一个（仅该订单的规划师，或运营凭证 X-Operator-Token；他人一律“订单不存在”）', z.object({ orderId, handlerName: z.string().trim().max(20).optional() }), '{ orderId, orderStatus, finishedNode, nextNode }'),
  createPendingOrder: post(
    'planner/create_pending_order',
    '规划师：为客户创建待提交订单（规划师登录）',
    z.object({ customerPhone: z.string().regex(/^1[3-9]\d{9}$/, '手机号码有误'), items, remark: z.string().trim().max(50).optional() }),
    '{ cusOrderId }',
  ),
};

function planner(c: Context<HonoEnv>) {
  const u = requireUser(c);
  if (u.userType !== USER_TYPE.MERCHANT_USER && u.userType !== USER_TYPE.MERCHANT_P) throw forbidden('仅规划师可操作');
  return u;
}

const itemsOf = (f: { items?: { goodsId: string; skuId?: string; goodsNumber: number }[] }) => f.items?.map((i) => ({ goodsId: i.goodsId, skuId: i.skuId, quantity: i.goodsNumber }));

export function orderRoutes() {
  const r = createRouter();
  r.use('/api/order/*', async (c, next) => {
    startSweeper(c.get('deps'));
    await next();
  });

  r.openapi(routes.getPaymentSerialNo, async (c) => {
    customer(c);
    return okJson(c, { serialNo: `SN${Date.now().toString(36)}${randomBytes(9).toString('hex')}` });
  });

  const priceOf = async (
    c: Context<HonoEnv>,
    f: { items?: { goodsId: string; skuId?: string; goodsNumber: number }[]; cartIds?: string[]; comboId?: string; couponUseCodes?: string[] },
  ) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const src = { items: itemsOf(f), cartIds: f.cartIds, comboId: f.comboId };
    return (await settleCheckout(db, u.userId, src, f.couponUseCodes ?? [], now(), c.req.header('areaCode') || undefined)).priced;
  };
  r.openapi(routes.findCartProductGoods, async (c) => okJson(c, (await priceOf(c, { cartIds: c.req.valid('form').cartIds })).settlement));
  r.openapi(routes.calculateThePrice, async (c) => okJson(c, (await priceOf(c, c.req.valid('form'))).settlement));
  r.openapi(routes.couponCalculation, async (c) => {
    const p = await priceOf(c, c.req.valid('form'));
    return okJson(c, { settlement: p.settlement, options: p.usable.map((u) => ({ couponUseCode: u.couponUseCode, discountFen: u.discountFen })) });
  });
  r.openapi(routes.discountsSettlement, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const { priced } = await settlePending(db, u.userId, f.cusOrderId, f.couponUseCodes ?? [], now());
    return okJson(c, { ...priced.settlement, cusOrderId: f.cusOrderId });
  });
  r.openapi(routes.findOrderCouponV2Page, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    let lines;
    let own: string | null = null;
    if (f.cusOrderId) {
      const p = await settlePending(db, u.userId, f.cusOrderId, [], now());
      lines = p.lines;
      own = p.cus.id;
    } else {
      const co = await checkoutLines(db, u.userId, { items: itemsOf(f), cartIds: f.cartIds, comboId: f.comboId }, c.req.header('areaCode') || undefined);
      // A package takes no coupons: nothing usable, nothing listed as unusable.
      if (co.comboId) return okJson(c, paged([], 0, f.page, f.limit));
      lines = co.lines;
    }
    const { usable, unusable } = await couponOptions(db, u.userId, lines, now(), own);
    const list = f.findType === 6 ? unusable : usable;
    return okJson(c, paged(list.slice((f.page - 1) * f.limit, f.page * f.limit), list.length, f.page, f.limit));
  });
  r.openapi(routes.autonomySubmitOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：下单前，请先同意《薯片平台用户交易下单协议》');
    if (f.plannerId) await assertPlanner(db, f.plannerId);
    return okJson(
      c,
      await autonomySubmitOrder(
        db,
        u.userId,
        {
          items: itemsOf(f),
          cartIds: f.cartIds,
          comboId: f.comboId,
          couponUseCodes: f.couponUseCodes ?? [],
          idempotencyKey: f.idempotencyKey,
          shownPayableFen: f.shownPayableFen,
          orderAgreementIds: f.orderAgreementIds,
          remark: f.remark,
          contract: f.contract,
          plannerId: f.plannerId,
          cityCode: c.req.header('areaCode') || undefined,
        },
        now(),
      ),
    );
  });
  r.openapi(routes.pushCommitOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：协议获取失败!');
    return okJson(c, await pushCommitOrder(db, u.userId, { ...f, couponUseCodes: f.couponUseCodes ?? [] }, now()));
  });
  r.openapi(routes.findOrderPage, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await findOrderPage(db, u.userId, f.status ? Number(f.status) : null, f.page, f.limit, now()));
  });
  r.openapi(routes.cusOrderDetail, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await cusOrderDetail(db, u.userId, c.req.valid('query').cusOrderId, now()));
  });
  r.openapi(routes.findOrderDetails, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await findOrderDetails(db, u.userId, c.req.valid('query').orderId, now()));
  });
  r.openapi(routes.cancelOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const { order } = await orderRowForUser(db, u.userId, f.orderId, now());
    return okJson(c, await cancelCusOrder(db, u.userId, order.cusOrderId, f.cancelCode, f.cancelReason, now()));
  });
  r.openapi(routes.cancelCusOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await cancelCusOrder(db, u.userId, f.cusOrderId, f.cancelCode, f.cancelReason, now()));
  });
  r.openapi(routes.confirmOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await confirmOrder(db, u.userId, c.req.valid('form').orderSkuIds, now()));
  });
  r.openapi(routes.agreeOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await agreeOrder(db, u.userId, f.cusOrderId, f.orderAgreementIds, now()));
  });
  r.openapi(routes.billPaymentDetails, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await billPaymentDetails(db, u.userId, c.req.valid('form').cusOrderId, now()));
  });
  r.openapi(routes.getOrderTrackList, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const n = await nodesOf(db, u.userId, c.req.valid('query').orderDetailsId, now());
    return okJson(c, n.nodes.map(n.present));
  });
  r.openapi(routes.getOrderNtsTrackInfo, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await getOrderNtsTrackInfo(db, u.userId, c.req.valid('query').orderDetailsId, now()));
  });
  r.openapi(routes.findServiceByDetailsId, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const n = await nodesOf(db, u.userId, c.req.valid('query').orderDetailsId, now());
    return okJson(
      c,
      n.nodes.map((x) => {
        const b = n.batches.find((bb) => bb.nodeId === x.id);
        return { ...n.present(x), batch: b ? n.presentBatch(b) : null };
      }),
    );
  });
  r.openapi(routes.updateReceiptInfo, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await updateReceiptInfo(db, u.userId, f.cusOrderId, { remark: f.remark, contract: f.contract }, now()));
  });
  r.openapi(routes.goodsPayPlan, async (c) => {
    const { db } = c.get('deps');
    const goodsId = c.req.valid('query').goodsId;
    const [g] = await db.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
    const [s] = g ? await db.select().from(goodsSkus).where(and(eq(goodsSkus.goodsId, g.id), eq(goodsSkus.enabled, true))).orderBy(asc(goodsSkus.sort)).limit(1) : [];
    const plan = (await plansOf(db, [goodsId])).get(goodsId) ?? DEFAULT_PLAN;
    const why = unavailableReason(g, s, 1);
    return okJson(c, {
      goodsId,
      purchasable: !!g && (!why.reason || why.reason === '库存不足'),
      payType: plan.payType,
      payTypeLabel: ({ 1: '先付款后服务', 2: '按业务办理节点付费', 3: '先定金后尾款', 4: '服务完结收费' } as const)[plan.payType],
      depositBp: plan.payType === 3 ? plan.depositBp : 0,
      nodes: plan.nodes.map((n) => ({ name: n.name, days: n.days, payBp: plan.payType === 2 ? n.payBp : 0 })),
    });
  });
  r.openapi(routes.advanceNode, async (c) => {
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    // Only the order's planner (or the operator credential); the handler shown to the customer is who acted.
    const actor = await requireOrderActor(c, db, f.orderId);
    return okJson(c, await advanceNode(db, f.orderId, actor.kind === 'planner' ? actor.name : f.handlerName || actor.name, now()));
  });
  r.openapi(routes.createPendingOrder, async (c) => {
    const p = planner(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const [cust] = await db.select({ id: users.id }).from(users).where(eq(users.phone, f.customerPhone)).limit(1);
    if (!cust) throw forbidden('客户不存在');
    return okJson(c, await createPendingOrder(db, { userId: cust.id, plannerId: p.userId, items: itemsOf(f) ?? [], remark: f.remark }, now()));
  });
  return r;
}
