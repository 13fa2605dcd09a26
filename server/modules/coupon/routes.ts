import { CouponOptionPage, FindCouponPageBody, FindMyCouponPageBody, ReceivableCouponPage, ReceiveCouponBody, ReceiveCouponResult, UserCouponPage } from '@/lib/contract/coupon/api';
import type { MyCouponTab } from '@/lib/contract/coupon/enums';
import { FindOrderCouponV2PageBody } from '@/lib/contract/order/api';
import { createRouter } from '../../http/router';
import { accountIdOf, areaHeaderOf } from '../../http/caller';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { customer } from '../order/common';
import { findOrderCouponV2Page } from '../order/quoting';
import { findMyCouponPage } from './service';
import { findCouponPage, receiveCoupon } from './receiving';

const tag = '优惠券';

const routes = {
  findMyCouponPage: postRoute({ path: '/api/coupon/v2/find_my_coupon_page', tag, summary: '我的优惠券：1 未使用 2 已使用(含锁定) 3 已过期 4 失效券(已使用或已过期)', form: FindMyCouponPageBody, data: UserCouponPage }),
  receiveCoupon: postRoute({ path: '/api/coupon/v2/receive_coupon', tag, summary: '领取优惠券（每人限领、领完为止、领取截止前）；510 已领取，20103 已领完/未开始/已结束', form: ReceiveCouponBody, data: ReceiveCouponResult }),
  findOrderCouponPage: postRoute({
    path: '/api/coupon/v2/find_order_coupon_page',
    tag,
    summary: '下单可用(5)/不可用(6)优惠券（同 order/v2/find_order_coupon_v2_page）',
    form: FindOrderCouponV2PageBody,
    data: CouponOptionPage,
  }),
  findCouponPage: postRoute({ path: '/api/coupon/v2/find_page', tag, summary: 'findType 1 领券中心（全部可领的券）；否则商品详情可领优惠券（全场、所属品类、本商品）；无需登录', form: FindCouponPageBody, data: ReceivableCouponPage }),
};

export function couponRoutes() {
  const r = createRouter();
  r.openapi(routes.findMyCouponPage, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await findMyCouponPage(db, u.userId, f.status as MyCouponTab, f.page, f.limit, now()));
  });
  r.openapi(routes.receiveCoupon, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await receiveCoupon(db, u.userId, c.req.valid('form').couponId, now()));
  });
  r.openapi(routes.findOrderCouponPage, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await findOrderCouponV2Page(db, u.userId, c.req.valid('form'), now(), areaHeaderOf(c)));
  });
  r.openapi(routes.findCouponPage, async (c) => {
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await findCouponPage(db, accountIdOf(c), f, now()));
  });
  return r;
}
