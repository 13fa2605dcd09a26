import { inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { evaluationOrderItems } from './schema';

/** The evaluations written of these order lines (`orders.id`): line and evaluation id, in no particular order. */
export async function evaluationsOfOrderLines(db: DbLike, orderItemIds: string[]) {
  if (!orderItemIds.length) return [];
  return db
    .select({ orderItemId: evaluationOrderItems.orderItemId, evaluationId: evaluationOrderItems.evaluationId })
    .from(evaluationOrderItems)
    .where(inArray(evaluationOrderItems.orderItemId, orderItemIds));
}
