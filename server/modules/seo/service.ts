import type { SitemapEntries } from '@/lib/contract/seo/api';
import type { Db } from '../../db/client';
import { shelvedCaseIds } from '../case/service';
import { activePlannerIds } from '../planner/service';
import { goodsOnSale } from '../goods/query';
import { tradesOnSale } from '../trade/cards';

const LIMIT = 5000;

/** What search engines should index: goods and listings on sale, active planners, cases on the shelf. */
export async function getSitemapEntries(db: Db): Promise<SitemapEntries> {
  const [goods, trade, plannerIds, caseIds] = await Promise.all([
    goodsOnSale(db, LIMIT),
    tradesOnSale(db, LIMIT),
    activePlannerIds(db, LIMIT),
    shelvedCaseIds(db, LIMIT),
  ]);
  return { goods, trade, planners: plannerIds.map((mchUserId) => ({ mchUserId })), cases: caseIds.map((id) => ({ id })) };
}
