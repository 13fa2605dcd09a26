import {
  ArticleDetail,
  ArticlePage,
  GetInformationDetailQuery,
  GetInformationHomeQuery,
  InformationHome,
  ListInformationQuery,
} from '@/lib/contract/article/api';
import { createRouter } from '../../http/router';
import { cachedJson } from '../../cache';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { getInformationDetail, getInformationHome, listInformation } from './service';

const TAG = '资讯';

/** The home cards are the same for everyone: a short shared copy (docs/PERFORMANCE.md). */
export const INFORMATION_HOME_TTL_S = 60;

const getInformationHomeRoute = getRoute({
  path: '/api/information/v1/home',
  tag: TAG,
  summary: '资讯首页：最新发布的资讯（首页“资讯精选”卡片）及资讯分类',
  query: GetInformationHomeQuery,
  data: InformationHome,
});

const listInformationRoute = getRoute({
  path: '/api/information/v1/list',
  tag: TAG,
  summary: '资讯列表：按发布时间倒序分页，可按分类筛选、按关键词搜索标题和摘要',
  query: ListInformationQuery,
  data: ArticlePage,
});

const getInformationDetailRoute = getRoute({
  path: '/api/information/v1/detail',
  tag: TAG,
  summary: '资讯详情（正文段落、同类推荐；每次查看计一次阅读）；不存在时 404',
  query: GetInformationDetailQuery,
  data: ArticleDetail,
});

export function articleRoutes() {
  const r = createRouter();
  r.openapi(getInformationHomeRoute, async (c) => {
    const { db, cache, now } = c.get('deps');
    const { limit: n } = c.req.valid('query');
    return okJson(c, await cachedJson(cache, `information:home:${n}`, INFORMATION_HOME_TTL_S, () => getInformationHome(db, now(), n)));
  });
  r.openapi(listInformationRoute, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(
      c,
      await listInformation(db, now(), { page: q.page, limit: q.limit, category: q.category || undefined, keyword: q.keyword || undefined }),
    );
  });
  r.openapi(getInformationDetailRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await getInformationDetail(db, now(), c.req.valid('query').id));
  });
  return r;
}
