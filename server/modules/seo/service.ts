import type { SitemapEntries } from '@/lib/contract/seo/api';
import type { Db } from '../../db/client';
import { shelvedCaseIds } from '../case/service';
import { activePlannerIds } from '../planner/service';
import { goodsOnSale } from '../goods/query';
import { tradesOnSale } from '../trade/cards';
import { sitemapContents } from '../known/reading';
import { publishedArticleIds } from '../article/service';

const LIMIT = 5000;

/** What search engines should index: goods and listings on sale, active planners, cases on the shelf, 必懂 and news. */
export async function getSitemapEntries(db: Db, now: Date): Promise<SitemapEntries> {
  const [goods, trade, plannerIds, caseIds, known, newsIds] = await Promise.all([
    goodsOnSale(db, LIMIT),
    tradesOnSale(db, LIMIT),
    activePlannerIds(db, LIMIT),
    shelvedCaseIds(db, LIMIT),
    sitemapContents(db, LIMIT),
    publishedArticleIds(db, now, LIMIT),
  ]);
  return { goods, trade, planners: plannerIds.map((mchUserId) => ({ mchUserId })), cases: caseIds.map((id) => ({ id })), known, news: newsIds.map((id) => ({ id })) };
}
