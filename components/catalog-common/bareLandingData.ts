/**
 * A catalog page opened without the query that names its subject (a truncated shared link, a bookmark of the bare
 * path): instead of a 404 it answers 200 with a short explanation, a way back and real recommendations taken from
 * the same services the catalog uses. A subject that is named but unknown still gets the page's own not-found state.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { serverHttp, type Http } from '@/lib/http';
import { getRecommendGoods, getRecommendTrades, type GoodsCard, type TradeCard } from '@/services/goods';
import { recommendPlanners, type RecommendPlanner } from '@/services/planner';
import { CASE_SORTS, listCases, type CaseItem } from '@/services/case';

/** What was missing: a service goods, a trade listing, a planner, a store, a case, or the image of /img. */
export type BareKind = 'goods' | 'trade' | 'planner' | 'store' | 'case' | 'image';

export type BarePlanner = Pick<RecommendPlanner, 'mchUserId' | 'img' | 'postName' | 'point' | 'payNum' | 'goodReputation'> & { name: string };

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

/** True when none of `names` carries a non-empty value in the query. */
export function lacksQuery(query: ParsedUrlQuery, names: readonly string[]): boolean {
  return names.every((n) => {
    const v = query[n];
    const s = Array.isArray(v) ? v[0] : v;
    return !s || !s.trim();
  });
}

const records = <T>(p: Promise<{ records: T[] }>): Promise<T[]> => p.then((r) => r.records, () => []);

const toPlanner = (p: RecommendPlanner): BarePlanner => ({
  mchUserId: p.mchUserId,
  name: p.userName || p.name,
  img: p.img || p.portrait,
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
    want.planners ? records(recommendPlanners({ page: 1, limit: want.planners }, client)) : [],
    want.cases ? records(listCases({ page: 1, limit: want.cases, orderItems: CASE_SORTS.default }, client)) : [],
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

const pathOf = (ctx: GetServerSidePropsContext) => (ctx.resolvedUrl || '/').split('?')[0] || '/';

/**
 * Wraps a page's getServerSideProps: when none of `params` is in the query the page answers 200 with the bare
 * landing of `kind`; otherwise the page's own loader runs unchanged.
 */
export function withBareLanding<P extends object>(
  kind: BareKind,
  params: readonly string[],
  load: GetServerSideProps<P>,
): GetServerSideProps<P | BareProps> {
  return async (ctx) => {
    if (!lacksQuery(ctx.query, params)) return load(ctx);
    return { props: { bare: await loadBareLanding(serverHttp(ctx.req), kind, pathOf(ctx)) } };
  };
}

export const isBare = (props: object): props is BareProps => 'bare' in props && !!(props as BareProps).bare;
