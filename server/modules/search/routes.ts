import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { dataOf, intIn, limit, page } from '../catalog/dto';
import { areaOf } from '../catalog/http';
import { keywordList, suggest } from './service';

const TAG = '搜索';
const FILE = 'services/search.ts';

const keywordRoute = createRoute({
  method: 'get',
  path: '/api/search/v1/find_keyword_list',
  tags: [TAG],
  summary: '搜索词：高亮推荐词、普通推荐词（分页，可换一换）、热搜词（按搜索次数）；findType 3 全部 / 1 仅普通推荐 / 0 推荐+高亮 / 2 热搜',
  request: {
    query: z.object({
      findType: intIn('查询类型', 0, 3).default(3),
      topLimit: limit(10, 50),
      topPage: page(),
      heightLimit: limit(4, 20),
      heightPage: page(),
      hotLimit: limit(5, 50),
      hotPage: page(),
    }),
  },
  responses: jsonOk(dataOf('KeywordListData', FILE)),
});

const suggestRoute = createRoute({
  method: 'get',
  path: '/api/search/v1/suggest',
  tags: [TAG],
  summary: '搜索联想：搜索词、分类（含交易类型）、当前城市在售商品名称；match 为应高亮的区间',
  request: {
    query: z.object({
      keyword: z.string({ error: '不能为空' }).trim().min(1, '请输入搜索内容').max(50, '搜索内容最多50个字'),
      limit: limit(10, 20),
    }),
  },
  responses: jsonOk(dataOf('{ rows: Suggestion[] }', FILE)),
});

export function searchRoutes() {
  const r = createRouter();
  r.openapi(keywordRoute, async (c) => okJson(c, await keywordList(c.get('deps').db, c.req.valid('query'))));
  r.openapi(suggestRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, { rows: await suggest(c.get('deps').db, areaOf(c), q.keyword, q.limit) });
  });
  return r;
}
