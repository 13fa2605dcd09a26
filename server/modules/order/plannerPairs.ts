import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import { cusOrders } from './schema';

// The order module's half of "customer ↔ planner" contacts (我的规划师, a planner's customers for 面谈).

/**
 * An SQL subquery of (customer_id, planner_id, at, via): one row per customer order that names its planner, `at` when
 * it was placed, via 'order'. A 待提交 order a planner pushed and the customer never took up does not count.
 */
export function orderPairsSql(f: { customerId?: string; plannerId?: string }): SQL {
  const where = and(
    isNotNull(cusOrders.plannerId),
    ne(cusOrders.status, CUS_ORDER_STATUS.UNSUBMITTED),
    f.customerId ? eq(cusOrders.userId, f.customerId) : undefined,
    f.plannerId ? eq(cusOrders.plannerId, f.plannerId) : undefined,
  );
  return sql`select ${cusOrders.userId} as customer_id, ${cusOrders.plannerId} as planner_id, ${cusOrders.createdAt} as at, 'order' as via from ${cusOrders} where ${where}`;
}
