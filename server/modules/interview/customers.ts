import { sql } from 'drizzle-orm';
import type { PlannerCustomerPage } from '@/lib/contract/interview/api';
import type { DbLike } from '../../db/types';
import { offsetOf, pageOf } from '../../db/paging';
import { conversationPairsSql } from '../chat/contacts';
import { orderPairsSql } from '../order/plannerPairs';
import { customerOf, requireInterviewPlanner } from './reading';
import { rowsOf } from '../../db/rows';

// A planner's customers, the only people they may propose an appointment to: those who consulted them in chat and
// those whose orders they serve (the chat and order modules answer their halves; this file unions them).

type Via = 'chat' | 'order';
const viaOf = (s: string | null): Via[] => (s ?? '').split(',').filter((v): v is Via => v === 'chat' || v === 'order').sort();

const pairsOf = (f: { plannerId: string; customerId?: string }) =>
  sql`((${conversationPairsSql(f)}) union all (${orderPairsSql(f)})) as pairs`;

/** GET /interview/v4/planner_customers: the calling planner's customers, the most recent contact first. */
export async function plannerCustomers(db: DbLike, plannerId: string, page: number, limit: number): Promise<PlannerCustomerPage> {
  await requireInterviewPlanner(db, plannerId);
  const pairs = pairsOf({ plannerId });
  const [count, rows] = await Promise.all([
    db.execute(sql`select count(distinct customer_id)::int as n from ${pairs} where customer_id <> ${plannerId}`),
    db.execute(sql`
      select customer_id as id, max(at) as at, string_agg(distinct via, ',') as via
      from ${pairs}
      where customer_id <> ${plannerId}
      group by customer_id
      order by max(at) desc, customer_id
      limit ${limit} offset ${offsetOf(page, limit)}
    `),
  ]);
  const n = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  const list = rowsOf<{ id: string; at: Date | string; via: string | null }>(rows);
  const records = await Promise.all(
    list.map(async (r) => ({ ...(await customerOf(db, r.id)), via: viaOf(r.via), lastAt: new Date(r.at).toISOString() })),
  );
  return pageOf(records, n, page, limit);
}

/** Has this account consulted the planner, or an order the planner serves? */
export async function isCustomerOf(db: DbLike, plannerId: string, customerId: string): Promise<boolean> {
  if (plannerId === customerId) return false;
  const rows = rowsOf(await db.execute(sql`select 1 as hit from ${pairsOf({ plannerId, customerId })} limit 1`));
  return rows.length > 0;
}
