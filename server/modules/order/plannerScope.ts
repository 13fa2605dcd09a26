import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { goodsOfOpenStoresOwnedSql } from '../store/sellers';
import { cusOrders, orders } from './schema';

// The order lines a planner acts for, as SQL, so the workbench lists page in the database under the very rule the
// actions check one order at a time (facts.ts merchantActsFor, ownership.ts requireOrderActor): an order with a
// planner is that planner's alone; an order without one belongs to the owners of open stores that sell its goods.

/** The condition over `orders` joined with `cus_orders` (on cus_orders.id = orders.cus_order_id). */
export function plannerLineWhere(plannerId: string): SQL {
  return or(eq(cusOrders.plannerId, plannerId), and(isNull(cusOrders.plannerId), sql`${orders.goodsId} in ${goodsOfOpenStoresOwnedSql(plannerId)}`)) as SQL;
}

/** The planner's order line ids as a subquery, for the lists of other modules (invoices, after-sale sheets). */
export function plannerLineIdsSql(plannerId: string): SQL {
  return sql`(select ${orders.id} from ${orders} inner join ${cusOrders} on ${cusOrders.id} = ${orders.cusOrderId} where ${plannerLineWhere(plannerId)})`;
}
