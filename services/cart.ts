/**
 * Shopping cart v4 (spec §7 "Cart"; inventory §11): the client side of lib/contract/cart/api.ts. Login required.
 * Amounts are integer fen; pages show yuan. Prices are always today's SKU price; a row that can no longer be bought
 * is flagged (`invalid`, `invalidReason`) and never selected or counted.
 */
import { http, type Http } from '@/lib/http';
import type { AddShoppingCartResult, CartList, CartTotal } from '@/lib/contract/cart/api';

/** The shapes other parts of the app read from these calls. */
export type { CartItem, CartTotal } from '@/lib/contract/cart/api';

export const getShoppingCartTotal = (client: Http = http) => client.get<CartTotal>('/shopping_cart/v4/get_shopping_cart_total');

export const findShoppingCartList = (client: Http = http) => client.get<CartList>('/shopping_cart/v4/find_shopping_cart_list');

/**
 * Add a goods SKU (default: its first enabled SKU). Adding the same SKU again adds to its number (max 99 and stock).
 * 20102 when it cannot be bought (下架 / 库存不足 / 该商品需咨询规划师报价，暂不支持在线下单).
 */
export const addShoppingCart = (input: { goodsId: string; skuId?: string; goodsNumber?: number }, client: Http = http) => client.post<AddShoppingCartResult>('/shopping_cart/v4/add_shopping_cart', input);

/**
 * type:
 * - `updateNum` {cartIds:[one], goodsNumber 1..99 (≤ stock)} — also selects it. Messages 已经是最小购买数了 / 已经是最大购买数了.
 * - `select` {cartIds, selectFlag 0|1} — invalid items stay unselected.
 * - `selectAll` {selectFlag 0|1} — all valid items.
 * - `updateSku` {cartIds:[one], skuId, goodsNumber?} — another SKU of the same goods (merges with an existing row of that SKU).
 * - `remove` {cartIds} — batch delete. Empty → 400 请选择需要删除的商品.
 */
export type CartUpdate =
  | { type: 'updateNum'; cartIds: string[]; goodsNumber: number }
  | { type: 'select'; cartIds: string[]; selectFlag: 0 | 1 }
  | { type: 'selectAll'; selectFlag: 0 | 1 }
  | { type: 'updateSku'; cartIds: string[]; skuId: string; goodsNumber?: number }
  | { type: 'remove'; cartIds: string[] };

export const updateShoppingCart = (input: CartUpdate, client: Http = http) =>
  client.post<CartTotal>('/shopping_cart/v4/update_shopping_cart', {
    ...input,
    cartIds: 'cartIds' in input ? input.cartIds.join(',') : undefined,
  });
