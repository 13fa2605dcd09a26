import { and, asc, eq, inArray } from 'drizzle-orm';
import { badInput } from '../../http/errors';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import { goods, goodsSkus } from '../catalog/schema';
import { CAN_ADD_BUY } from '../catalog/enums';
import { MAX_QTY, newId, unavailable } from '../order/common';
import { DEFAULT_PLAN, plansOf, unavailableReason } from '../order/pricing';
import { cartItems } from './schema';

const STATUS_TEXT: Record<string, string> = { 已下架: '已下架', 作废: '作废', 需咨询报价: '作废', 库存不足: '库存不足' };

/** The user's cart with today's prices; items that cannot be bought are flagged and count as unselected. */
export async function cartList(db: DbLike, userId: string) {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const goodsIds = [...new Set(rows.map((r) => r.goodsId))].concat(['-']);
  const [gRows, sRows, plans] = await Promise.all([
    db.select().from(goods).where(inArray(goods.id, goodsIds)),
    db.select().from(goodsSkus).where(inArray(goodsSkus.id, rows.map((r) => r.skuId).concat(['-']))),
    plansOf(db, goodsIds),
  ]);
  const records = rows
    .map((r) => {
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
        maxNum: Math.max(1, Math.min(MAX_QTY, s?.stock ?? 0)),
        stock: s?.stock ?? 0,
        status: why.status as 'PRO_STATUS_PUT_AWAY',
        shopIsSelected: (r.selected && !invalid ? 1 : 0) as 0 | 1,
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

export async function cartTotal(db: DbLike, userId: string) {
  const { totalCount, totalAmountFen, itemCount } = await cartList(db, userId);
  return { totalCount, totalAmountFen, itemCount };
}

async function buyableSku(db: DbLike, goodsId: string, skuId: string | undefined, qty: number) {
  const [g] = await db.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
  const skus = g ? await db.select().from(goodsSkus).where(and(eq(goodsSkus.goodsId, g.id), eq(goodsSkus.enabled, true))).orderBy(asc(goodsSkus.sort)) : [];
  const s = skuId ? skus.find((x) => x.id === skuId) : skus[0];
  const why = unavailableReason(g, s, qty);
  if (why.reason || !g || !s) {
    const name = g?.name ?? '商品';
    throw unavailable(why.reason === '需咨询报价' ? `${name}需咨询规划师报价，暂不支持在线下单` : why.reason === '库存不足' ? `${name}库存不足` : `${name}${why.reason === '已下架' ? '已下架' : '已失效'}`);
  }
  return { g, s };
}

const MAX_ROWS = 100;

export async function addToCart(db: Db, userId: string, input: { goodsId: string; skuId?: string; goodsNumber: number }, now: Date) {
  const { g, s } = await buyableSku(db, input.goodsId, input.skuId, 1);
  if (g.canAddBuy !== CAN_ADD_BUY.ALLOWED) throw unavailable('该商品不支持加入购物车，请直接购买');
  const [had] = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, s.id))).limit(1);
  const qty = Math.min(MAX_QTY, s.stock, (had?.quantity ?? 0) + input.goodsNumber);
  let cartId: string;
  if (had) {
    await db.update(cartItems).set({ quantity: qty, selected: true, updatedAt: now }).where(eq(cartItems.id, had.id));
    cartId = had.id;
  } else {
    const rows = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId));
    if (rows.length >= MAX_ROWS) throw badInput('购物车已满，请先清理');
    cartId = newId('ct');
    await db
      .insert(cartItems)
      .values({ id: cartId, userId, goodsId: g.id, skuId: s.id, quantity: qty, selected: true, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { quantity: qty, updatedAt: now } });
  }
  return { ...(await cartTotal(db, userId)), cartId };
}

export type CartUpdate = { type: 'updateNum' | 'select' | 'selectAll' | 'updateSku' | 'remove'; cartIds: string[]; goodsNumber?: number; selectFlag?: boolean; skuId?: string };

export async function updateCart(db: Db, userId: string, u: CartUpdate, now: Date) {
  const mine = u.cartIds.length ? await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, u.cartIds))) : [];
  if (u.type !== 'selectAll') {
    if (!u.cartIds.length) throw badInput(u.type === 'remove' ? 'cartIds：请选择需要删除的商品' : 'cartIds：请选择商品');
    if (mine.length !== new Set(u.cartIds).size) throw unavailable('购物车商品不存在，请刷新后重试');
  }
  switch (u.type) {
    case 'remove':
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, u.cartIds)));
      break;
    case 'select':
    case 'selectAll': {
      const list = await cartList(db, userId);
      const target = list.records.filter((r) => !r.invalid && (u.type === 'selectAll' || u.cartIds.includes(r.cartId))).map((r) => r.cartId);
      if (u.type === 'select' && u.selectFlag && !target.length) throw unavailable('该商品已失效，不能选中');
      if (target.length) await db.update(cartItems).set({ selected: !!u.selectFlag, updatedAt: now }).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, target)));
      break;
    }
    case 'updateNum': {
      if (mine.length !== 1) throw badInput('请选择一个商品');
      const n = u.goodsNumber ?? 0;
      if (n < 1) throw badInput('已经是最小购买数了');
      if (n > MAX_QTY) throw badInput('已经是最大购买数了');
      const { s } = await buyableSku(db, mine[0].goodsId, mine[0].skuId, 1);
      if (n > s.stock) throw badInput('已经是最大购买数了');
      await db.update(cartItems).set({ quantity: n, selected: true, updatedAt: now }).where(eq(cartItems.id, mine[0].id));
      break;
    }
    case 'updateSku': {
      if (mine.length !== 1 || !u.skuId) throw badInput('请选择规格');
      const row = mine[0];
      const { s } = await buyableSku(db, row.goodsId, u.skuId, 1);
      const n = Math.min(MAX_QTY, s.stock, u.goodsNumber ?? row.quantity);
      await db.transaction(async (tx) => {
        const [other] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, s.id))).limit(1);
        if (other && other.id !== row.id) {
          await tx.update(cartItems).set({ quantity: Math.min(MAX_QTY, s.stock, other.quantity + n), selected: true, updatedAt: now }).where(eq(cartItems.id, other.id));
          await tx.delete(cartItems).where(eq(cartItems.id, row.id));
        } else {
          await tx.update(cartItems).set({ skuId: s.id, quantity: n, selected: true, updatedAt: now }).where(eq(cartItems.id, row.id));
        }
      });
      break;
    }
  }
  return cartTotal(db, userId);
}
