/** First screens of the 必懂 tab and its lists: /known, /known/newspaper, /known/mustSee, /known/search/result. */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { chinaParts } from '@/lib/chinaTime';
import { SUBJECT, type SearchTab, type SubjectId } from '@/lib/contract/known/enums';
import { knownBoards, knownFeed, knownHot, knownKeywords, knownSearch, knownSubject, type Board, type KnownCard, type KnownPage, type SearchResult } from '@/services/known';
import { boardKind, feedBoardOf, initialBoardId } from '@/lib/known/boardRules';
import { dayAndWeek } from '@/lib/known/knownText';
import { searchTabOf } from '@/lib/known/searchHistory';

export const FEED_PAGE_SIZE = 10;
export const HOT_LIMIT = 50;
export const SUBJECT_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 15;

/** Today in China time, as the hero cards show it; read on the server so both sides render the same. */
export const today = (now = new Date()) => dayAndWeek(chinaParts(now));

export type KnownIndexData = {
  boards: Board[];
  /** The tab that opens first (?params, else the second board). */
  activeId: string;
  /** That tab's first page, when it is a feed. */
  feed: KnownPage | null;
  /** 热榜, when that tab opens first. */
  hot: KnownCard[] | null;
  day: string;
};

/** /known[?params=]: the boards and the first screen of the tab that opens. */
export async function loadKnownIndex({ client, query }: PageLoadContext): Promise<KnownIndexData> {
  const boards = (await optional(knownBoards(client))) ?? [];
  const activeId = initialBoardId(boards, query.params);
  const active = boards.find((b) => b.id === activeId);
  const kind = active ? boardKind(active) : null;
  const [feed, hot] = await Promise.all([
    active && (kind === 'recommend' || kind === 'topic') ? optional(knownFeed({ board: feedBoardOf(active), page: 1, limit: FEED_PAGE_SIZE }, client)) : null,
    kind === 'hot' ? optional(knownHot(HOT_LIMIT, client)) : null,
  ]);
  return { boards, activeId, feed, hot, day: today().day };
}

export type SubjectData = { id: SubjectId; first: KnownPage | null; day: string; week: string };

/** /known/newspaper and /known/mustSee: the first page of the curated list. */
export async function loadSubject({ client }: PageLoadContext, id: SubjectId): Promise<SubjectData> {
  const first = await optional(knownSubject({ id, page: 1, limit: SUBJECT_PAGE_SIZE }, client));
  return { id, first, ...today() };
}
export const loadNewspaper = (ctx: PageLoadContext) => loadSubject(ctx, SUBJECT.DAILY);
export const loadMustSee = (ctx: PageLoadContext) => loadSubject(ctx, SUBJECT.MUST_SEE);

export type SearchResultData = { keyword: string; tab: SearchTab; first: SearchResult | null; hot: string[] };

/**
 * /known/search/result?keyword=&type=: the first page of the tab asked for; without a keyword there is nothing to
 * search, so the hot keywords to start from.
 */
export async function loadSearchResult({ client, query }: PageLoadContext): Promise<SearchResultData> {
  const keyword = (query.keyword ?? '').slice(0, 50);
  const tab = searchTabOf(query.type);
  if (!keyword) return { keyword, tab, first: null, hot: (await optional(knownKeywords(client)))?.hot ?? [] };
  const first = await optional(knownSearch({ keyword, tab, page: 1, limit: SEARCH_PAGE_SIZE }, client));
  return { keyword, tab, first, hot: [] };
}
