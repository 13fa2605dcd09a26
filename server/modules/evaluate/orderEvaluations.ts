import { eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** The order items (one SKU line each) the user has evaluated, as a subquery of their ids (their claim rows carry the buyer). */
export function evaluatedItemIdsSql(db: DbLike, userId: string): SQL {
  // Embedded as a query (not its bare SQL) so that it renders in parentheses, usable with inArray / notInArray.
  return sql`${db.select({ id: evaluationOrderItems.orderItemId }).from(evaluationOrderItems).where(eq(evaluationOrderItems.userId, userId))}`;
}
