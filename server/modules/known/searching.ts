import { and, desc, eq, sql } from 'drizzle-orm';
import type { Keywords, SearchResult } from '@/lib/contract/known/api';
import { KNOWN_TYPE, type SearchTab } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { customersNamed } from '../auth/users';
import { activePlannersNamed } from '../planner/service';
import { usersOf } from './people';
import { cardColumns, cardsOf, type CardRow } from './present';
import { published } from './reading';
import { highlight } from './search/highlight';
import { matchCondition, rankExpression } from './search/query';
import { normalizeKeyword, typedKeyword } from './search/text';
import { knownContents, knownSearchHistory, knownSearchTerms } from './schema';

// 必懂 search: contents through the app-segmented tsvector (search/), people by name; history and hot keywords.

const c = knownContents;
const TYPE_OF: Record<Exclude<SearchTab, 'user'>, number> = { question: KNOWN_TYPE.QUESTION, article: KNOWN_TYPE.ARTICLE, answer: KNOWN_TYPE.ANSWER };
const HISTORY_KEPT = 10;
const emptyPage = (page: number, limit: number) => pageOf([], 0, page, limit);

export async function search(
  db: DbLike,
  input: { keyword: string; tab: SearchTab; page: number; limit: number },
  viewerId: string | null,
  now: Date,
): Promise<SearchResult> {
  // The contents are searched in the search form (發票 finds 发票); names, and the user's history, as written.
  const kw = normalizeKeyword(input.keyword);
  const typed = typedKeyword(input.keyword);
  const { page, limit } = input;
  if (kw && page === 1) await remember(db, viewerId, { kw, typed }, now);
  if (input.tab === 'user') {
    const users = await searchUsers(db, typed, page, limit, viewerId);
    return { tab: input.tab, hits: emptyPage(page, limit), users };
  }
  if (!kw) return { tab: input.tab, hits: emptyPage(page, limit), users: emptyPage(page, limit) };
  const where = and(published, eq(c.type, TYPE_OF[input.tab]), matchCondition(c.searchVector, c.searchPlain, kw, { fallback: 'nonHan' }))!;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(c)
      .where(where)
      .orderBy(desc(rankExpression(c.searchVector, kw)), desc(c.hotScore), desc(c.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(c).where(where),
  ]);
  const cards = await cardsOf(db, rows as CardRow[], viewerId);
  const hits = cards.map((card) => ({ ...card, titleHtml: highlight(card.title, kw, 60), contentTextHtml: highlight(card.contentText, kw, 80) }));
  return { tab: input.tab, hits: pageOf(hits, n, page, limit), users: emptyPage(page, limit) };
}

/** Planners first (by name), then customers by nickname. */
async function searchUsers(db: DbLike, kw: string, page: number, limit: number, viewerId: string | null) {
  if (!kw) return emptyPage(page, limit);
  const offset = offsetOf(page, limit);
  const planners = await activePlannersNamed(db, kw, limit, offset);
  // Customers continue where the planners end: page through the planners, then through the customers.
  const customers = await customersNamed(db, kw, Math.max(0, limit - planners.ids.length), Math.max(0, offset - planners.total));
  const customerTotal = customers.total;
  const ids = [...planners.ids, ...customers.ids];
  const users = await usersOf(db, ids, viewerId);
  return pageOf(users.map((u) => ({ ...u, nameHtml: highlight(u.name, kw, 30) })), planners.total + customerTotal, page, limit);
}

/**
 * Counts the keyword for 热门搜索 (in the search form, so 發票 and 发票 are one term) and keeps it in the user's
 * history as they wrote it (both single upserts).
 */
async function remember(db: DbLike, viewerId: string | null, { kw, typed }: { kw: string; typed: string }, now: Date) {
  await db
    .insert(knownSearchTerms)
    .values({ keyword: kw, count: 1, lastAt: now })
    .onConflictDoUpdate({ target: knownSearchTerms.keyword, set: { count: sql`${knownSearchTerms.count} + 1`, lastAt: now } });
  if (viewerId) {
    await db
      .insert(knownSearchHistory)
      .values({ userId: viewerId, keyword: typed, searchedAt: now })
      .onConflictDoUpdate({ target: [knownSearchHistory.userId, knownSearchHistory.keyword], set: { searchedAt: now } });
  }
}

const HOT_KEPT = 10;

export async function keywords(db: DbLike, viewerId: string | null): Promise<Keywords> {
  const [hot, history] = await Promise.all([
    db.select({ k: knownSearchTerms.keyword }).from(knownSearchTerms).orderBy(desc(knownSearchTerms.count), desc(knownSearchTerms.lastAt)).limit(HOT_KEPT),
    viewerId
      ? db
          .select({ k: knownSearchHistory.keyword })
          .from(knownSearchHistory)
          .where(eq(knownSearchHistory.userId, viewerId))
          .orderBy(desc(knownSearchHistory.searchedAt))
          .limit(HISTORY_KEPT)
      : Promise.resolve([] as { k: string }[]),
  ]);
  return { hot: hot.map((h) => h.k), history: history.map((h) => h.k) };
}

export async function clearHistory(db: DbLike, userId: string): Promise<void> {
  await db.delete(knownSearchHistory).where(eq(knownSearchHistory.userId, userId));
}
