import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { cusOrders } from './schema';

// What a planner's business card counts of their orders (ADR 0027): 服务人数 = the customers with a paid order of
// theirs. (成交 is the planner's own counter, raised when such an order takes its first payment.)

/** How many customers have at least one paid customer order with this planner. */
export async function plannerPayingCustomers(db: DbLike, plannerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${cusOrders.userId})::int` })
    .from(cusOrders)
    .where(and(eq(cusOrders.plannerId, plannerId), isNotNull(cusOrders.paidAt)));
  return row?.n ?? 0;
}
