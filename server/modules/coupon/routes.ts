import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { USER_TYPE } from '@/lib/constants';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { dataOf, idOf, intIn, limit, page } from '../catalog/dto';
import { customer } from '../order/common';
import { PriceBody, cusOrderId } from '../order/dto';
import { resolveLines } from '../order/pricing';
import { wantedOf } from '../order/checkout';
import { settlePending } from '../order/drafts';
import { couponOptions, myCoupons, paged, receivableCoupons, receiveCoupon } from './service';

const TAG = '优惠券';
const FILE = 'services/coupon.ts';

const mineRoute = createRoute({
  method: 'post',
  path: '/api/coupon/v2/find_my_coupon_page',
  tags: [TAG],
  summary: '我的优惠券：1 未使用 2 已使用(含锁定) 3 已过期',
  request: formBody(z.object({ status: intIn('状态', 1, 3).default(1), page: page(), limit: limit(10, 50) })),
  responses: jsonOk(dataOf('Paged<UserCoupon>', FILE)),
});
const receiveRoute = createRoute({
  method: 'post',
  path: '/api/coupon/v2/receive_coupon',
  tags: [TAG],
  summary: '领取优惠券（每人限领、领完为止）',
  request: formBody(z.object({ couponId: idOf('优惠券') })),
  responses: jsonOk(dataOf('{ couponUseCode, couponStatus }', FILE)),
});
const orderRoute = createRoute({
  method: 'post',
  path: '/api/coupon/v2/find_order_coupon_page',
  tags: [TAG],
  summary: '下单可用(5)/不可用(6)优惠券（同 order/v2/find_order_coupon_v2_page）',
  request: formBody(PriceBody.extend({ cusOrderId: cusOrderId.optional(), findType: intIn('查询类型', 5, 6).default(5), page: page(), limit: limit(50, 100) })),
  responses: jsonOk(dataOf('Paged<CouponOption>', FILE)),
});
const pageRoute = createRoute({
  method: 'post',
  path: '/api/coupon/v2/find_page',
  tags: [TAG],
  summary: '商品详情可领优惠券（全场、所属品类、本商品；无需登录）',
  request: formBody(z.object({ goodsId: idOf('商品').optional(), page: page(), limit: limit(20, 50) })),
  responses: jsonOk(dataOf('Paged<ReceivableCoupon>', FILE)),
});

export function couponRoutes() {
  const r = createRouter();
  r.openapi(mineRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await myCoupons(db, u.userId, f.status as 1 | 2 | 3, f.page, f.limit, now()));
  });
  r.openapi(receiveRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await receiveCoupon(db, u.userId, c.req.valid('form').couponId, now()));
  });
  r.openapi(orderRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const lines = f.cusOrderId
      ? (await settlePending(db, u.userId, f.cusOrderId, [], now())).lines
      : await resolveLines(db, await wantedOf(db, u.userId, { items: f.items?.map((i) => ({ goodsId: i.goodsId, skuId: i.skuId, quantity: i.goodsNumber })), cartIds: f.cartIds }));
    const { usable, unusable } = await couponOptions(db, u.userId, lines, now(), f.cusOrderId ?? null);
    const list = f.findType === 6 ? unusable : usable;
    return okJson(c, paged(list.slice((f.page - 1) * f.limit, f.page * f.limit), list.length, f.page, f.limit));
  });
  r.openapi(pageRoute, async (c) => {
    const user = c.get('user');
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    const uid = user && user.userType !== USER_TYPE.VISITOR ? user.userId : null;
    return okJson(c, await receivableCoupons(db, uid, f.goodsId, f.page, f.limit, now()));
  });
  return r;
}
