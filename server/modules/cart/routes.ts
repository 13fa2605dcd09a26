import { z } from '@hono/zod-openapi';
import { AddShoppingCartBody, AddShoppingCartResult, CartList, CartTotal, UpdateShoppingCartBody } from '@/lib/contract/cart/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { customer } from '../order/common';
import { addShoppingCart, findShoppingCartList, getShoppingCartTotal, updateShoppingCart } from './service';

const tag = '购物车';

const routes = {
  getShoppingCartTotal: getRoute({
    path: '/api/shopping_cart/v4/get_shopping_cart_total',
    tag,
    summary: '购物车合计：已选有效商品件数与金额（分），以及购物车行数',
    query: z.object({}),
    data: CartTotal,
  }),
  findShoppingCartList: getRoute({
    path: '/api/shopping_cart/v4/find_shopping_cart_list',
    tag,
    summary: '购物车列表（今日价格；下架/作废/库存不足的标记 invalid，且不计入选中）',
    query: z.object({}),
    data: CartList,
  }),
  addShoppingCart: postRoute({
    path: '/api/shopping_cart/v4/add_shopping_cart',
    tag,
    summary: '加入购物车（同一规格累加数量，最多99且不超过库存）',
    form: AddShoppingCartBody,
    data: AddShoppingCartResult,
  }),
  updateShoppingCart: postRoute({
    path: '/api/shopping_cart/v4/update_shopping_cart',
    tag,
    summary: '修改购物车：updateNum 改数量 / select 选中 / selectAll 全选 / updateSku 换规格 / remove 批量删除',
    form: UpdateShoppingCartBody,
    data: CartTotal,
  }),
};

export function cartRoutes() {
  const r = createRouter();
  r.openapi(routes.getShoppingCartTotal, async (c) => okJson(c, await getShoppingCartTotal(c.get('deps').db, customer(c).userId)));
  r.openapi(routes.findShoppingCartList, async (c) => okJson(c, await findShoppingCartList(c.get('deps').db, customer(c).userId)));
  r.openapi(routes.addShoppingCart, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addShoppingCart(db, u.userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.updateShoppingCart, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await updateShoppingCart(db, u.userId, { type: f.type, cartIds: f.cartIds ?? [], goodsNumber: f.goodsNumber, selectFlag: f.selectFlag, skuId: f.skuId }, now()));
  });
  return r;
}
