import { and, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import { goodsOfOpenStoresOwnedSql } from '../store/sellers';
import { cusOrders, orders } from './schema';

// The order module's half of "customer ↔ planner" contacts (我的规划师, a planner's customers for 面谈).

/**
 * An SQL subquery of (customer_id, planner_id, at, via): one row per customer order that names its planner, `at` when
 * it was placed, via 'order'. A 待提交 order a planner pushed and the customer never took up does not count.
 *
 * For one planner (`plannerId`) it also holds the buyers of their own store's goods (order lines without a planner,
 * which the planner acts for, plannerScope.ts), once paid: a customer who bought but never chatted may be invited to
 * 面谈 (issue 27 §4). Without `plannerId` (a customer's 我的规划师) only orders naming a planner count.
 */
export function orderPairsSql(f: { customerId?: string; plannerId?: string }): SQL {
  const where = and(
    isNotNull(cusOrders.plannerId),
    ne(cusOrders.status, CUS_ORDER_STATUS.UNSUBMITTED),
    f.customerId ? eq(cusOrders.userId, f.customerId) : undefined,
    f.plannerId ? eq(cusOrders.plannerId, f.plannerId) : undefined,
  );
  const named = sql`select ${cusOrders.userId} as customer_id, ${cusOrders.plannerId} as planner_id, ${cusOrders.createdAt} as at, 'order' as via from ${cusOrders} where ${where}`;
  if (!f.plannerId) return named;
  const bought = and(
    isNull(cusOrders.plannerId),
    gt(cusOrders.paidFen, 0),
    sql`${orders.goodsId} in ${goodsOfOpenStoresOwnedSql(f.plannerId)}`,
    f.customerId ? eq(cusOrders.userId, f.customerId) : undefined,
  );
  const buyers = sql`select ${cusOrders.userId} as customer_id, ${f.plannerId}::text as planner_id, ${cusOrders.createdAt} as at, 'order' as via from ${orders} inner join ${cusOrders} on ${cusOrders.id} = ${orders.cusOrderId} where ${bought}`;
  return sql`${named} union all ${buyers}`;
}
