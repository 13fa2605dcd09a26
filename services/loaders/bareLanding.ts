/**
 * A catalog page opened without the query that names its subject (a truncated shared link, a bookmark of the bare
 * path): instead of a 404 it answers 200 with a short explanation, a way back and real recommendations taken from
 * the same services the catalog uses. A subject that is named but unknown still gets the page's own not-found state.
 */
import type { Http } from '@/lib/http';
import type { Landing } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { getRecommendGoods, getRecommendTrades, type GoodsCard, type TradeCard } from '@/services/goods';
import { recommendPlanner, type RecommendPlanner } from '@/services/planner';
import { CASE_SORTS, caseList, type CaseItem } from '@/services/case';

/** What was missing: a service goods, a trade listing, a planner, a store, a case, or the image of /img. */
export type BareKind = 'goods' | 'trade' | 'planner' | 'store' | 'case' | 'image';

export type BarePlanner = Pick<RecommendPlanner, 'mchUserId' | 'name' | 'avatar' | 'postName' | 'point' | 'payNum' | 'goodReputation'>;

export type BareLandingData = {
  kind: BareKind;
  /** The path that was opened (no query), for the canonical link. */
  path: string;
  goods: GoodsCard[];
  trades: TradeCard[];
  planners: BarePlanner[];
  cases: CaseItem[];
};

export type BareProps = { bare: BareLandingData };

/** True when none of `names` carries a non-empty value in the (trimmed) query. */
export const lacksQuery = (query: Query, names: readonly string[]): boolean => names.every((n) => !query[n]);

const records = <T>(p: Promise<{ records: T[] }>): Promise<T[]> => p.then((r) => r.records, () => []);

const toPlanner = (p: RecommendPlanner): BarePlanner => ({
  mchUserId: p.mchUserId,
  name: p.name,
  avatar: p.avatar,
  postName: p.postName,
  point: p.point,
  payNum: p.payNum,
  goodReputation: p.goodReputation,
});

/** Trade kinds (dict codes of the listing types) whose listings a bare trade page shows, by its path. */
const TRADE_DICT: Record<string, string> = { company: 'CATE-JYZY-GS', brand: 'CATE-JYZY-SB', patent: 'CATE-JYZY-ZL', qualification: 'CATE-JYZY-ZZ' };

export function tradeDictCodesFor(path: string): string[] {
  const slug = path.split('/').pop() ?? '';
  return TRADE_DICT[slug] ? [TRADE_DICT[slug]] : [TRADE_DICT.company, TRADE_DICT.brand, TRADE_DICT.patent];
}

async function tradeMix(client: Http, path: string, limit: number): Promise<TradeCard[]> {
  const codes = tradeDictCodesFor(path);
  const per = Math.ceil(limit / codes.length);
  const lists = await Promise.all(codes.map((dictCode) => records(getRecommendTrades({ dictCode, page: 1, limit: per }, client))));
  return lists.flat().slice(0, limit);
}

/** The recommendations of a bare page, fetched in parallel; a failing source just leaves its section out. */
export async function loadBareLanding(client: Http, kind: BareKind, path: string): Promise<BareLandingData> {
  const want = {
    goods: kind === 'trade' ? 4 : 6,
    trades: kind === 'trade' ? 6 : 0,
    planners: kind === 'planner' || kind === 'store' ? 6 : kind === 'image' ? 0 : 4,
    cases: kind === 'case' ? 4 : 0,
  };
  const [goods, trades, planners, cases] = await Promise.all([
    records(getRecommendGoods({ page: 1, limit: want.goods }, client)),
    want.trades ? tradeMix(client, path, want.trades) : [],
    want.planners ? records(recommendPlanner({ page: 1, limit: want.planners }, client)) : [],
    want.cases ? records(caseList({ page: 1, limit: want.cases, orderItems: CASE_SORTS.default }, client)) : [],
  ]);
  return {
    kind,
    path,
    goods: goods.slice(0, want.goods),
    trades: trades.slice(0, want.trades),
    planners: planners.slice(0, want.planners).map(toPlanner),
    cases: cases.slice(0, want.cases),
  };
}

/** pageLoader's `bare` option of a page: the landing of `kind` when none of `params` is in the query. */
export const bareLanding = (kind: BareKind, params: readonly string[]): Landing<BareLandingData> => ({
  when: (query) => lacksQuery(query, params),
  load: ({ client, resolvedUrl }) => loadBareLanding(client, kind, (resolvedUrl || '/').split('?')[0] || '/'),
});

export const isBare = (props: object): props is BareProps => 'bare' in props && !!(props as BareProps).bare;
