/**
 * Shopping cart v4 (spec §7 "Cart"; inventory §11). Login required. Amounts are integer fen; pages show yuan.
 * Prices are always today's SKU price; an item that can no longer be bought is flagged (`invalid`, `invalidReason`)
 * and never selected or counted.
 */
import { http, type Http } from '@/lib/http';

/** PRO_STATUS_PUT_AWAY on shelf, PRO_STATUS_SOLD_OUT 已下架, PRO_STATUS_INVALID 作废 (goods or SKU gone / not sold online). */
export type CartGoodsStatus = 'PRO_STATUS_PUT_AWAY' | 'PRO_STATUS_SOLD_OUT' | 'PRO_STATUS_INVALID';

export type CartItem = {
  cartId: string;
  goodsId: string;
  /** = goodsId (the product detail link uses it). */
  productId: string;
  skuId: string;
  name: string;
  img: string;
  /** SKU attribute text ("成都市,小规模纳税人"). */
  skuAttrName: string;
  priceFen: number;
  goodsNumber: number;
  /** Stepper max: min(stock, 99). */
  maxNum: number;
  stock: number;
  status: CartGoodsStatus;
  /** 1 selected. */
  shopIsSelected: 0 | 1;
  /** true: off shelf, invalid or out of stock — disabled, never selected. */
  invalid: boolean;
  /** '' | 已下架 | 作废 | 库存不足. */
  invalidReason: string;
  classCode1: string;
  classCodeLevel: string;
  /** Pay type of the goods (1..4, see services/order.ts). */
  payType: 1 | 2 | 3 | 4;
  createTime: string;
};

/** The bottom bar: selected valid items. */
export type CartTotal = {
  /** Σ goodsNumber of selected valid items (去结算(N)). */
  totalCount: number;
  /** Σ price × number of selected valid items. */
  totalAmountFen: number;
  /** Number of cart rows (valid or not) — the cart badge. */
  itemCount: number;
};

export const getShoppingCartTotal = (client: Http = http) => client.get<CartTotal>('/shopping_cart/v4/get_shopping_cart_total');

export const findShoppingCartList = (client: Http = http) =>
  client.get<CartTotal & { records: CartItem[] }>('/shopping_cart/v4/find_shopping_cart_list');

/**
 * Add a goods SKU (default: its first enabled SKU). Adding the same SKU again adds to its number (max 99 and stock).
 * 20102 when it cannot be bought (下架 / 库存不足 / 该商品需咨询规划师报价，暂不支持在线下单).
 */
export const addShoppingCart = (input: { goodsId: string; skuId?: string; goodsNumber?: number }, client: Http = http) =>
  client.post<CartTotal & { cartId: string }>('/shopping_cart/v4/add_shopping_cart', input);

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
