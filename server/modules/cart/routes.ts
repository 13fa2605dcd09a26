import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { dataOf, flag, idOf, intIn } from '../catalog/dto';
import { customer } from '../order/common';
import { ids } from '../order/dto';
import { addToCart, cartList, cartTotal, updateCart } from './service';

const TAG = '购物车';
const FILE = 'services/cart.ts';

const totalRoute = createRoute({
  method: 'get',
  path: '/api/shopping_cart/v4/get_shopping_cart_total',
  tags: [TAG],
  summary: '购物车合计：已选有效商品件数与金额（分），以及购物车行数',
  responses: jsonOk(dataOf('CartTotal', FILE)),
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/shopping_cart/v4/find_shopping_cart_list',
  tags: [TAG],
  summary: '购物车列表（今日价格；下架/作废/库存不足的标记 invalid，且不计入选中）',
  responses: jsonOk(dataOf('CartTotal & { records: CartItem[] }', FILE)),
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/shopping_cart/v4/add_shopping_cart',
  tags: [TAG],
  summary: '加入购物车（同一规格累加数量，最多99且不超过库存）',
  request: formBody(z.object({ goodsId: idOf('商品'), skuId: idOf('规格').optional(), goodsNumber: intIn('购买数量', 1, 99).default(1) })),
  responses: jsonOk(dataOf('CartTotal & { cartId }', FILE)),
});
const updateRoute = createRoute({
  method: 'post',
  path: '/api/shopping_cart/v4/update_shopping_cart',
  tags: [TAG],
  summary: '修改购物车：updateNum 改数量 / select 选中 / selectAll 全选 / updateSku 换规格 / remove 批量删除',
  request: formBody(
    z.object({
      type: z.enum(['updateNum', 'select', 'selectAll', 'updateSku', 'remove'], { error: '操作类型有误' }),
      cartIds: ids('购物车商品').optional(),
      goodsNumber: intIn('购买数量', -1000, 1000).optional(),
      selectFlag: flag.optional(),
      skuId: idOf('规格').optional(),
    }),
  ),
  responses: jsonOk(dataOf('CartTotal', FILE)),
});

export function cartRoutes() {
  const r = createRouter();
  r.openapi(totalRoute, async (c) => okJson(c, await cartTotal(c.get('deps').db, customer(c).userId)));
  r.openapi(listRoute, async (c) => okJson(c, await cartList(c.get('deps').db, customer(c).userId)));
  r.openapi(addRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addToCart(db, u.userId, c.req.valid('form'), now()));
  });
  r.openapi(updateRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await updateCart(db, u.userId, { type: f.type, cartIds: f.cartIds ?? [], goodsNumber: f.goodsNumber, selectFlag: f.selectFlag, skuId: f.skuId }, now()));
  });
  return r;
}
