import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddShoppingCartResult, CartItem, CartList, CartTotal } from '@/lib/contract/cart/api';
import { CART_MAX_ROWS, CART_UPDATE, type CartUpdateType } from '@/lib/contract/cart/enums';
import { MAX_BUY_QTY } from '@/lib/contract/order/enums';
import { badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { goodsByIds } from '../goods/query';
import { enabledSkusOf, skusByIds } from '../goods/skus';
import { CAN_ADD_BUY } from '../catalog/enums';
import { unavailable } from '../order/common';
import { DEFAULT_PLAN, plansOf, unavailableReason } from '../order/pricing';
import { cartItems } from './schema';

const STATUS_TEXT: Record<string, CartItem['invalidReason']> = { 已下架: '已下架', 作废: '作废', 需咨询报价: '作废', 库存不足: '库存不足' };

/** find_shopping_cart_list: the user's cart with today's prices; rows that cannot be bought are flagged and count as unselected. */
export async function findShoppingCartList(db: DbLike, userId: string): Promise<CartList> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const goodsIds = [...new Set(rows.map((r) => r.goodsId))].concat(['-']);
  const [gRows, sRows, plans] = await Promise.all([
    goodsByIds(db, goodsIds),
    skusByIds(db, rows.map((r) => r.skuId)),
    plansOf(db, goodsIds),
  ]);
  const records = rows
    .map((r): CartItem => {
      const g = gRows.find((x) => x.id === r.goodsId);
      const s = sRows.find((x) => x.id === r.skuId);
      const why = unavailableReason(g, s, 1);
      const invalid = !!why.reason;
      return {
        cartId: r.id,
        goodsId: r.goodsId,
        productId: r.goodsId,
        skuId: r.skuId,
        name: g?.name ?? '商品已失效',
        img: g?.cover ?? '',
        skuAttrName: s?.valueNames ?? '',
        priceFen: s?.priceFen ?? 0,
        goodsNumber: r.quantity,
        maxNum: Math.max(1, Math.min(MAX_BUY_QTY, s?.stock ?? 0)),
        stock: s?.stock ?? 0,
        status: why.status,
        shopIsSelected: r.selected && !invalid ? 1 : 0,
        invalid,
        invalidReason: STATUS_TEXT[why.reason] ?? '',
        classCode1: g?.classCode1 ?? '',
        classCodeLevel: g?.classCodeLevel ?? '',
        payType: (plans.get(r.goodsId) ?? DEFAULT_PLAN).payType,
        createTime: r.createdAt.toISOString(),
      };
    })
    .reverse();
  const chosen = records.filter((r) => r.shopIsSelected === 1);
  return {
    records,
    totalCount: chosen.reduce((s, r) => s + r.goodsNumber, 0),
    totalAmountFen: chosen.reduce((s, r) => s + r.goodsNumber * r.priceFen, 0),
    itemCount: records.length,
  };
}

/** get_shopping_cart_total */
export async function getShoppingCartTotal(db: DbLike, userId: string): Promise<CartTotal> {
  const { totalCount, totalAmountFen, itemCount } = await findShoppingCartList(db, userId);
  return { totalCount, totalAmountFen, itemCount };
}

/** The user's cart rows of these ids (a checkout of cart rows). */
export async function cartRowsOf(db: DbLike, userId: string, cartIds: string[]) {
  return db.select().from(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
}

/** Removes bought rows, inside the order's transaction. */
export async function removeCartRows(tx: DbLike, userId: string, cartIds: string[]) {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
}

async function buyableSku(db: DbLike, goodsId: string, skuId: string | undefined, qty: number) {
  const [g] = await goodsByIds(db, [goodsId]);
  const skus = g ? await enabledSkusOf(db, g.id) : [];
  const s = skuId ? skus.find((x) => x.id === skuId) : skus[0];
  const why = unavailableReason(g, s, qty);
  if (why.reason || !g || !s) {
    const name = g?.name ?? '商品';
    throw unavailable(why.reason === '需咨询报价' ? `${name}需咨询规划师报价，暂不支持在线下单` : why.reason === '库存不足' ? `${name}库存不足` : `${name}${why.reason === '已下架' ? '已下架' : '已失效'}`);
  }
  return { g, s };
}

/** add_shopping_cart: the same SKU again adds to its row (up to 99 and the stock). */
export async function addShoppingCart(db: Db, userId: string, input: { goodsId: string; skuId?: string; goodsNumber: number }, now: Date): Promise<AddShoppingCartResult> {
  const { g, s } = await buyableSku(db, input.goodsId, input.skuId, 1);
  if (g.canAddBuy !== CAN_ADD_BUY.ALLOWED) throw unavailable('该商品不支持加入购物车，请直接购买');
  const [had] = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, s.id))).limit(1);
  const qty = Math.min(MAX_BUY_QTY, s.stock, (had?.quantity ?? 0) + input.goodsNumber);
  let cartId: string;
  if (had) {
    await db.update(cartItems).set({ quantity: qty, selected: true, updatedAt: now }).where(eq(cartItems.id, had.id));
    cartId = had.id;
  } else {
    const rows = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId));
    if (rows.length >= CART_MAX_ROWS) throw badInput('购物车已满，请先清理');
    cartId = newId('ct_');
    await db
      .insert(cartItems)
      .values({ id: cartId, userId, goodsId: g.id, skuId: s.id, quantity: qty, selected: true, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { quantity: qty, updatedAt: now } });
  }
  return { ...(await getShoppingCartTotal(db, userId)), cartId };
}

export type CartUpdate = { type: CartUpdateType; cartIds: string[]; goodsNumber?: number; selectFlag?: boolean; skuId?: string };

/** update_shopping_cart: change a number or a SKU, select, select all, remove. */
export async function updateShoppingCart(db: Db, userId: string, u: CartUpdate, now: Date): Promise<CartTotal> {
  const mine = u.cartIds.length ? await cartRowsOf(db, userId, u.cartIds) : [];
  if (u.type !== CART_UPDATE.SELECT_ALL) {
    if (!u.cartIds.length) throw badInput(u.type === CART_UPDATE.REMOVE ? 'cartIds：请选择需要删除的商品' : 'cartIds：请选择商品');
    if (mine.length !== new Set(u.cartIds).size) throw unavailable('购物车商品不存在，请刷新后重试');
  }
  switch (u.type) {
    case CART_UPDATE.REMOVE:
      await removeCartRows(db, userId, u.cartIds);
      break;
    case CART_UPDATE.SELECT:
    case CART_UPDATE.SELECT_ALL: {
      const list = await findShoppingCartList(db, userId);
      const target = list.records.filter((r) => !r.invalid && (u.type === CART_UPDATE.SELECT_ALL || u.cartIds.includes(r.cartId))).map((r) => r.cartId);
      if (u.type === CART_UPDATE.SELECT && u.selectFlag && !target.length) throw unavailable('该商品已失效，不能选中');
      if (target.length) await db.update(cartItems).set({ selected: !!u.selectFlag, updatedAt: now }).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, target)));
      break;
    }
    case CART_UPDATE.UPDATE_NUM: {
      if (mine.length !== 1) throw badInput('请选择一个商品');
      const n = u.goodsNumber ?? 0;
      if (n < 1) throw badInput('已经是最小购买数了');
      if (n > MAX_BUY_QTY) throw badInput('已经是最大购买数了');
      const { s } = await buyableSku(db, mine[0].goodsId, mine[0].skuId, 1);
      if (n > s.stock) throw badInput('已经是最大购买数了');
      await db.update(cartItems).set({ quantity: n, selected: true, updatedAt: now }).where(eq(cartItems.id, mine[0].id));
      break;
    }
    case CART_UPDATE.UPDATE_SKU: {
      if (mine.length !== 1 || !u.skuId) throw badInput('请选择规格');
      const row = mine[0];
      const { s } = await buyableSku(db, row.goodsId, u.skuId, 1);
      const n = Math.min(MAX_BUY_QTY, s.stock, u.goodsNumber ?? row.quantity);
      await db.transaction(async (tx) => {
        const [other] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, s.id))).limit(1);
        if (other && other.id !== row.id) {
          await tx.update(cartItems).set({ quantity: Math.min(MAX_BUY_QTY, s.stock, other.quantity + n), selected: true, updatedAt: now }).where(eq(cartItems.id, other.id));
          await tx.delete(cartItems).where(eq(cartItems.id, row.id));
        } else {
          await tx.update(cartItems).set({ skuId: s.id, quantity: n, selected: true, updatedAt: now }).where(eq(cartItems.id, row.id));
        }
      });
      break;
    }
  }
  return getShoppingCartTotal(db, userId);
}
