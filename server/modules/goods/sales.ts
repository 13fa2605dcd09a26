import { eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { goods } from './schema';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

// 已售: goods.sales_volume is the quantity of paid order lines, nothing else (no seeded baseline, ADR 0027). The order
// module raises it here, inside the transaction that takes an order's first payment.

/**
 * Adds the quantities of a just-paid order's lines to their goods' 已售, one increment per goods (`x = x + n`, so
 * concurrent payments cannot lose one), in goods-id order so two payments touching the same goods never deadlock.
 */
export async function addSoldQuantities(tx: DbLike, lines: readonly { goodsId: string; quantity: number }[]): Promise<void> {
  for (const write of soldQuantityWrites(tx, lines)) await writeAsOne(tx, [write]);
}

/**
 * The increments of addSoldQuantities as writes, in goods-id order. A caller may send a single one inside one
 * statement with other writes (writeAsOne); several must run one after the other, so the row locks keep that order.
 */
export function soldQuantityWrites(tx: DbLike, lines: readonly { goodsId: string; quantity: number }[]) {
  const perGoods = new Map<string, number>();
  for (const l of lines) if (l.quantity > 0) perGoods.set(l.goodsId, (perGoods.get(l.goodsId) ?? 0) + l.quantity);
  return [...perGoods.keys()].sort().map((id) => goodsSold(tx, { id, quantity: perGoods.get(id)! }));
}

const goodsSold = prebuilt<{ id: string; quantity: number }>((db) =>
  db
    .update(goods)
    .set({ salesVolume: sql`${goods.salesVolume} + ${ph('quantity')}::int` })
    .where(eq(goods.id, ph('id'))),
);
