import { and, eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { combos } from './schema';

// A package's stock as orders take it and give it back; both run inside the order's transaction.

/**
 * Sells one package: stock −1 and sales +1 in one statement guarded by `stock >= 1` (concurrent buyers cannot
 * oversell); false when none is left.
 */
export async function takeComboStock(tx: DbLike, comboId: string): Promise<boolean> {
  const ok = await tx
    .update(combos)
    .set({ stock: sql`${combos.stock} - 1`, salesVolume: sql`${combos.salesVolume} + 1` })
    .where(and(eq(combos.id, comboId), sql`${combos.stock} >= 1`))
    .returning({ id: combos.id });
  return ok.length > 0;
}

/** Gives one package back to its stock (an increment; the sales count stays), when its order is cancelled. */
export async function giveBackComboStock(tx: DbLike, comboId: string): Promise<void> {
  await tx.update(combos).set({ stock: sql`${combos.stock} + 1` }).where(eq(combos.id, comboId));
}
