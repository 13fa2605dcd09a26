import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { cachedJson } from '../../cache';
import { jsonOk, okJson } from '../../http/openapi';
import { dataOf, idOf, limit, page } from '../catalog/dto';
import { ARTICLE_CATEGORY_NAMES } from './seed-texts';
import { articleDetail, informationHome, listArticles } from './service';

const TAG = '资讯';
const FILE = 'services/article.ts';

/** The home cards are the same for everyone: a short shared copy (docs/PERFORMANCE.md). */
export const INFORMATION_HOME_TTL_S = 60;

const category = z
  .string()
  .trim()
  .refine((v) => v === '' || v in ARTICLE_CATEGORY_NAMES, '资讯分类有误')
  .optional();

const homeRoute = createRoute({
  method: 'get',
  path: '/api/information/v1/home',
  tags: [TAG],
  summary: '资讯首页：最新发布的资讯（首页“资讯精选”卡片）及资讯分类',
  request: { query: z.object({ limit: limit(4, 10) }) },
  responses: jsonOk(dataOf('InformationHome', FILE)),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/information/v1/list',
  tags: [TAG],
  summary: '资讯列表：按发布时间倒序分页，可按分类筛选',
  request: { query: z.object({ page: page(), limit: limit(10, 30), category }) },
  responses: jsonOk(dataOf('Paged<ArticleCard>', FILE)),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/information/v1/detail',
  tags: [TAG],
  summary: '资讯详情（正文段落、同类推荐；每次查看计一次阅读）；不存在时 404',
  request: { query: z.object({ id: idOf('资讯ID') }) },
  responses: jsonOk(dataOf('ArticleDetail', FILE)),
});

export function articleRoutes() {
  const r = createRouter();
  r.openapi(homeRoute, async (c) => {
    const { db, cache, now } = c.get('deps');
    const { limit: n } = c.req.valid('query');
    return okJson(c, await cachedJson(cache, `information:home:${n}`, INFORMATION_HOME_TTL_S, () => informationHome(db, now(), n)));
  });
  r.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(c, await listArticles(db, now(), { page: q.page, limit: q.limit, category: q.category || undefined }));
  });
  r.openapi(detailRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await articleDetail(db, now(), c.req.valid('query').id));
  });
  return r;
}
