/** Search calls (inventory §3, §4): hot words in buckets and suggestions. History is client-side (see lib/). */
import { http, type Http } from '@/lib/http';
import type { KeywordListData, KeywordListInput, SearchSuggestData, SearchSuggestInput } from '@/lib/contract/search/api';

export type { Keyword, KeywordListData, KeywordListInput, Suggestion } from '@/lib/contract/search/api';

/** GET /search/v1/find_keyword_list. */
export const findKeywordList = (input: KeywordListInput = {}, client: Http = http) =>
  client.get<KeywordListData>('/search/v1/find_keyword_list', input);

/** GET /search/v1/suggest: up to `limit` (default 10) suggestions for what is typed. */
export const searchSuggest = (input: SearchSuggestInput, client: Http = http) =>
  client.get<SearchSuggestData>('/search/v1/suggest', input, { silent: true });
