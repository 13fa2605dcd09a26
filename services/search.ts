/** Search calls (inventory §3, §4): hot words in buckets and suggestions. History is client-side (see lib/). */
import { http, type Http } from '@/lib/http';

/** isJumpLink: 0 search, 1 route, 2 URL, 3 image — the search page searches the word whatever it is. */
export type Keyword = {
  id: string;
  name: string;
  isJumpLink: 0 | 1 | 2 | 3;
  wapRoute: string;
  url: string;
  imageUrl: string;
  allSearchTimes: number;
};
export type KeywordListInput = {
  /** 3 all three lists (default), 1 the non-highlighted top words only, 0 top + highlight, 2 hot. */
  findType?: 0 | 1 | 2 | 3;
  topLimit?: number;
  topPage?: number;
  heightLimit?: number;
  heightPage?: number;
  hotLimit?: number;
  hotPage?: number;
};
/** topUnHeightTotalPage lets 换一换 wrap around without guessing. */
export type KeywordListData = {
  topHeightList: Keyword[];
  topUnHeightList: Keyword[];
  hotList: Keyword[];
  topUnHeightTotalPage: number;
};

/** GET /search/v1/find_keyword_list. */
export const findKeywordList = (input: KeywordListInput = {}, client: Http = http) =>
  client.get<KeywordListData>('/search/v1/find_keyword_list', input);

/** `match`: [start, end) of the typed text inside `name`, for highlighting. */
export type Suggestion = {
  name: string;
  type: 'keyword' | 'category' | 'goods' | 'trade';
  /** Where tapping leads: a search (''), or a category / detail link. */
  href: string;
  match: { start: number; end: number } | null;
};

/** GET /search/v1/suggest: up to `limit` (default 10) suggestions for what is typed. */
export const searchSuggest = (input: { keyword: string; limit?: number }, client: Http = http) =>
  client.get<{ rows: Suggestion[] }>('/search/v1/suggest', input, { silent: true });
