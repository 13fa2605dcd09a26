import { and, eq, gte } from 'drizzle-orm';
import { LEAD_KIND } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { countInt } from '../../db/paging';
import { leads } from './schema';

/** The workbench home's lead figures: demand cards assigned to the planner, in all and since `since`. */
export async function plannerLeadCounts(db: DbLike, plannerId: string, since: Date): Promise<{ total: number; recent: number }> {
  const mine = and(eq(leads.kind, LEAD_KIND.DEMAND_CARD), eq(leads.targetId, plannerId));
  const [[all], [recent]] = await Promise.all([
    db.select({ n: countInt }).from(leads).where(mine),
    db.select({ n: countInt }).from(leads).where(and(mine, gte(leads.createdAt, since))),
  ]);
  return { total: all.n, recent: recent.n };
}
