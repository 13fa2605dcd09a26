import { eq } from 'drizzle-orm';
import type { SitemapEntries } from '@/lib/contract/seo/api';
import { CASE_SHELF } from '@/lib/contract/case/enums';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import type { Db } from '../../db/client';
import { cases, planners } from '../../db/schema';
import { goodsOnSale } from '../goods/query';
import { tradesOnSale } from '../trade/cards';

const LIMIT = 5000;

/**
 * What search engines should index: goods and listings on sale, active planners, cases on the shelf. The planner
 * and case rows are read from those modules' tables (listed in the issue 12 report).
 */
export async function getSitemapEntries(db: Db): Promise<SitemapEntries> {
  const [goods, trade, p, c] = await Promise.all([
    goodsOnSale(db, LIMIT),
    tradesOnSale(db, LIMIT),
    db.select({ mchUserId: planners.userId }).from(planners).where(eq(planners.status, PLANNER_STATUS.ACTIVE)).limit(LIMIT),
    db.select({ id: cases.id }).from(cases).where(eq(cases.upOrDown, CASE_SHELF.UP)).limit(LIMIT),
  ]);
  return { goods, trade, planners: p, cases: c };
}
