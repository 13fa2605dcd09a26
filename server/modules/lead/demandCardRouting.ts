import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { LEAD_KIND } from '@/lib/contract/catalog/enums';
import { CHAT_ROLE, CHAT_SOURCE } from '@/lib/contract/chat/enums';
import { DEMAND_MATCH, type DemandMatch } from '@/lib/contract/demandCard/enums';
import type { DbLike } from '../../db/types';
import type { SessionUser } from '../../http/types';
import { findUserById } from '../auth/users';
import { allCategories } from '../catalog/categories';
import { listConversations } from '../chat/conversations';
import { callerOf } from '../chat/membership';
import type { PlannerRow } from '../planner/present';
import { recommendPlanner } from '../planner/recommend';
import { plannerList, plannersByIds } from '../planner/service';
import { leads } from './schema';

// Who follows a demand card up: a planner of its category in its city, or the nearest fit (see DEMAND_MATCH).

/** What the ranking needs of a planner. */
export type Candidate = {
  id: string;
  cityCode: string;
  areaCodes: string[];
  /** First-level categories (fields) of the planner's business scope. */
  domains: string[];
  /** Second-level categories of the scope (a trade type is its own first and second level). */
  categories: string[];
  point: number;
  /** Cards given to the planner lately (the fewest first, so cards spread over planners of one tier). */
  load: number;
  /** The customer already talks to this planner. */
  own: boolean;
};
export type Want = { cityCode: string; code: string; domain: string };

const servesCity = (c: Candidate, city: string) => c.cityCode === city || c.areaCodes.includes(city);

/** A candidate's tier (lower is better) and how it matched. */
export function tierOf(c: Candidate, w: Want): { tier: number; match: DemandMatch } {
  const inCity = servesCity(c, w.cityCode);
  const category = c.categories.includes(w.code);
  const domain = category || c.domains.includes(w.domain);
  if (inCity && c.own && domain) return { tier: 0, match: DEMAND_MATCH.OWN };
  if (inCity && category) return { tier: 1, match: DEMAND_MATCH.CATEGORY };
  if (inCity && domain) return { tier: 2, match: DEMAND_MATCH.DOMAIN };
  if (category) return { tier: 3, match: DEMAND_MATCH.ELSEWHERE };
  if (domain) return { tier: 4, match: DEMAND_MATCH.ELSEWHERE };
  if (inCity) return { tier: 5, match: DEMAND_MATCH.CITY };
  return { tier: 6, match: DEMAND_MATCH.ANY };
}

/** The candidates best first: by tier, then the fewest recent cards, then 薯片分, then id (stable). */
export function rankCandidates(cands: Candidate[], w: Want): { candidate: Candidate; match: DemandMatch }[] {
  return cands
    .map((c) => ({ candidate: c, ...tierOf(c, w) }))
    .sort((a, b) => a.tier - b.tier || a.candidate.load - b.candidate.load || b.candidate.point - a.candidate.point || a.candidate.id.localeCompare(b.candidate.id))
    .map(({ candidate, match }) => ({ candidate, match }));
}

const CITY_PAGES = 4;
const PAGE = 50;
const LOAD_DAYS = 7;

/** The first-level category of a category (a first level, e.g. a trade type, is its own). */
async function domainOf(db: DbLike, code: string): Promise<string> {
  const row = (await allCategories(db)).find((c) => c.code === code);
  return row?.parentCode ?? code;
}

/** Active planners serving the city (best 薯片分 first, up to CITY_PAGES pages). */
async function cityPlannerIds(db: DbLike, cityCode: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; start <= CITY_PAGES; start++) {
    const page = await plannerList(db, { cityCode, start, limit: PAGE, orderByPoint: 1 });
    ids.push(...page.records.map((p) => p.mchUserId));
    if (start >= page.totalPage) break;
  }
  return ids;
}

/** Planners the customer already talks to (conversations opened with a planner, not customer service). */
async function ownPlannerIds(db: DbLike, user: SessionUser): Promise<Set<string>> {
  const page = await listConversations(db, callerOf(user), { role: CHAT_ROLE.CUSTOMER, start: 1, limit: PAGE });
  return new Set(page.records.filter((c) => c.source === CHAT_SOURCE.SESSION).map((c) => c.peer.imUserId));
}

/** Demand cards given to each of these planners in the last LOAD_DAYS days. */
async function recentLoads(db: DbLike, ids: string[], now: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const since = new Date(now.getTime() - LOAD_DAYS * 86_400_000);
  const rows = await db
    .select({ id: leads.targetId, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.kind, LEAD_KIND.DEMAND_CARD), inArray(leads.targetId, ids), gte(leads.createdAt, since)))
    .groupBy(leads.targetId);
  return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
}

export type Routed = { planner: PlannerRow | null; match: DemandMatch };

/**
 * The planner for a card of `code` in `cityCode`: the planners of the city, and the planners of the category's field
 * nationwide (city first, then those of the category: recommendPlanner, which falls back to every active planner
 * when nobody covers the field), ranked by rankCandidates. Only planners with an account (who can open the chat
 * workbench) qualify, never the customer themselves.
 */
export async function routeDemandCard(db: DbLike, user: SessionUser, want: { cityCode: string; code: string }, now: Date): Promise<Routed> {
  const domain = await domainOf(db, want.code);
  const [cityIds, nationwide, own] = await Promise.all([
    cityPlannerIds(db, want.cityCode),
    recommendPlanner(db, { area: want.cityCode, firstTypeCode: domain, level_2_ID: want.code, page: 1, limit: PAGE }),
    ownPlannerIds(db, user),
  ]);
  const ids = [...new Set([...cityIds, ...nationwide.records.map((p) => p.mchUserId)])].filter((id) => id !== user.userId);
  const rows = await plannersByIds(db, ids);
  const loads = await recentLoads(db, ids, now);
  const byId = new Map(rows.map((p) => [p.userId, p]));
  const cands: Candidate[] = rows.map((p) => ({
    id: p.userId,
    cityCode: p.cityCode,
    areaCodes: p.areaCodes,
    domains: p.firstTypeCodes,
    categories: p.businessCategories.map((b) => b.secondTypeCode),
    point: p.point,
    load: loads.get(p.userId) ?? 0,
    own: own.has(p.userId),
  }));
  for (const { candidate, match } of rankCandidates(cands, { ...want, domain })) {
    if (await findUserById(db, candidate.id)) return { planner: byId.get(candidate.id)!, match };
  }
  return { planner: null, match: DEMAND_MATCH.NONE };
}
