import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, goods, planners, tradeListings } from '../../db/schema';
import { GOODS_STATUS, PLANNER_STATUS, TRADE_KINDS } from '../catalog/enums';

export type SitemapEntries = {
  goods: { id: string; productType: string; classCodeLevel: string }[];
  trade: { id: string; classCode: string }[];
  planners: { mchUserId: string }[];
  cases: { id: string }[];
};

const LIMIT = 5000;
const tradeDictCodes = TRADE_KINDS.map((k) => k.dictCode);
const classCodeOf = new Map<string, string>(TRADE_KINDS.map((k) => [k.dictCode, k.classCode]));

/** What search engines should index: goods and listings on sale, active planners, cases on the shelf. */
export async function sitemapEntries(db: Db): Promise<SitemapEntries> {
  const [g, t, p, c] = await Promise.all([
    db
      .select({ id: goods.id, productType: goods.productType, classCodeLevel: goods.classCodeLevel })
      .from(goods)
      .where(eq(goods.status, GOODS_STATUS.PUT_AWAY))
      .orderBy(desc(goods.id))
      .limit(LIMIT),
    db
      .select({ id: tradeListings.id, dictCode: tradeListings.dictCode })
      .from(tradeListings)
      .where(and(eq(tradeListings.status, GOODS_STATUS.PUT_AWAY), inArray(tradeListings.dictCode, tradeDictCodes)))
      .orderBy(desc(tradeListings.id))
      .limit(LIMIT),
    db.select({ mchUserId: planners.userId }).from(planners).where(eq(planners.status, PLANNER_STATUS.ACTIVE)).limit(LIMIT),
    db.select({ id: cases.id }).from(cases).where(eq(cases.upOrDown, 1)).limit(LIMIT),
  ]);
  return {
    goods: g,
    trade: t.map((r) => ({ id: r.id, classCode: classCodeOf.get(r.dictCode) ?? '' })),
    planners: p,
    cases: c,
  };
}
