import { and, eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { combos } from './schema';

// A package's stock as orders take it and give it back; both run inside the order's transaction.

/**
 * Reserves one package for an order: stock −1 in one statement guarded by `stock >= 1` (concurrent buyers cannot
 * oversell); false when none is left. It is not a sale yet: 已售 moves when the order is paid (countComboSale).
 */
export async function takeComboStock(tx: DbLike, comboId: string): Promise<boolean> {
  const ok = await tx
    .update(combos)
    .set({ stock: sql`${combos.stock} - 1` })
    .where(and(eq(combos.id, comboId), sql`${combos.stock} >= 1`))
    .returning({ id: combos.id });
  return ok.length > 0;
}

/** Gives one package back to its stock (an increment), when its unpaid order is cancelled. */
export async function giveBackComboStock(tx: DbLike, comboId: string): Promise<void> {
  await tx.update(combos).set({ stock: sql`${combos.stock} + 1` }).where(eq(combos.id, comboId));
}

/** 已售 of a package: +1 when an order of it takes its first payment, in that transaction (ADR 0027). */
export async function countComboSale(tx: DbLike, comboId: string): Promise<void> {
  await tx.update(combos).set({ salesVolume: sql`${combos.salesVolume} + 1` }).where(eq(combos.id, comboId));
}
