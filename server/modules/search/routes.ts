import { FindKeywordListQuery, KeywordListData, SearchSuggestData, SearchSuggestQuery } from '@/lib/contract/search/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { areaOf } from '../../http/caller';
import { findKeywordList, searchSuggest } from './service';

const TAG = '搜索';

const findKeywordListRoute = getRoute({
  path: '/api/search/v1/find_keyword_list',
  tag: TAG,
  summary: '搜索词：高亮推荐词、普通推荐词（分页，可换一换）、热搜词（按搜索次数）；findType 3 全部 / 1 仅普通推荐 / 0 推荐+高亮 / 2 热搜',
  query: FindKeywordListQuery,
  data: KeywordListData,
});

const searchSuggestRoute = getRoute({
  path: '/api/search/v1/suggest',
  tag: TAG,
  summary: '搜索联想：搜索词、分类（含交易类型）、当前城市在售商品名称；match 为应高亮的区间',
  query: SearchSuggestQuery,
  data: SearchSuggestData,
});

export function searchRoutes() {
  const r = createRouter();
  r.openapi(findKeywordListRoute, async (c) => okJson(c, await findKeywordList(c.get('deps').db, c.req.valid('query'))));
  r.openapi(searchSuggestRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, { rows: await searchSuggest(c.get('deps').db, areaOf(c), q.keyword, q.limit) });
  });
  return r;
}
