import {
  ActCard,
  ActCardDetailQuery,
  ActCardListQuery,
  ActCardOrder,
  ActCardOrderListQuery,
  ActCardOrderPage,
  ActCardOrderQuery,
  ActCardPage,
  AddActCardOrderBody,
  AddActCardOrderResult,
  UserActCardDetail,
  UserActCardListQuery,
  UserActCardPage,
  UserCardDetailQuery,
} from '@/lib/contract/coupon/actCard';
import type { ActCardCondition } from '@/lib/contract/coupon/actCardEnums';
import { createRouter } from '../../http/router';
import { accountIdOf } from '../../http/caller';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { customer } from '../order/common';
import { actCardOrder, actCardOrderList, addActCardOrder } from './actCardBuying';
import { actCardDetail, actCardList, userActCardList, userCardDetail } from './actCards';

const tag = '活动卡';

const routes = {
  actCardList: getRoute({
    path: '/api/marking/v1/act_card_list',
    tag,
    summary: '活动卡专区：在售的活动卡（已抢光的在后；无需登录，登录后带本人已购数量）',
    query: ActCardListQuery,
    data: ActCardPage,
  }),
  actCardDetail: getRoute({ path: '/api/marking/v1/act_card_detail_one', tag, summary: '一张活动卡（含不再出售的，canBuy/whyNot 说明能否购买）', query: ActCardDetailQuery, data: ActCard }),
  addOrder: postRoute({
    path: '/api/marking/v1/add_order',
    tag,
    summary: '购买活动卡：生成待付款订单（价格以服务端为准；每人限购、库存原子预占；serialNo 幂等），由收银台支付，支付成功后发卡',
    form: AddActCardOrderBody,
    data: AddActCardOrderResult,
  }),
  userActCardList: getRoute({ path: '/api/marking/v1/user_act_card_list', tag, summary: '我的活动卡：1 可使用 2 失效（已用完、已过期、已作废）', query: UserActCardListQuery, data: UserActCardPage }),
  userCardDetail: getRoute({ path: '/api/marking/v1/user_card_detail_one', tag, summary: '我的一张活动卡及其使用记录（他人的为 404）', query: UserCardDetailQuery, data: UserActCardDetail }),
  actCardOrder: getRoute({ path: '/api/marking/v1/act_card_order', tag, summary: '我的一笔活动卡订单（非本人或非活动卡订单为 404）', query: ActCardOrderQuery, data: ActCardOrder }),
  actCardOrderList: getRoute({ path: '/api/marking/v1/act_card_order_list', tag, summary: '我待支付的活动卡订单（新的在前）', query: ActCardOrderListQuery, data: ActCardOrderPage }),
};

export function actCardRoutes() {
  const r = createRouter();
  r.openapi(routes.actCardList, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await actCardList(db, accountIdOf(c), c.req.valid('query'), now()));
  });
  r.openapi(routes.actCardDetail, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await actCardDetail(db, accountIdOf(c), c.req.valid('query').id, now()));
  });
  r.openapi(routes.addOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addActCardOrder(db, u.userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.userActCardList, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(c, await userActCardList(db, u.userId, { ...q, condition: q.condition as ActCardCondition }, now()));
  });
  r.openapi(routes.userCardDetail, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await userCardDetail(db, u.userId, c.req.valid('query').userCardId, now()));
  });
  r.openapi(routes.actCardOrder, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await actCardOrder(db, u.userId, c.req.valid('query').cusOrderId, now()));
  });
  r.openapi(routes.actCardOrderList, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await actCardOrderList(db, u.userId, c.req.valid('query'), now()));
  });
  return r;
}
