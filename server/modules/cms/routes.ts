import {
  AboutEntries,
  FindHelpDataQuery,
  FindProtocolQuery,
  HelpArticleDetail,
  HelpArticlePage,
  HelpDetailQuery,
  HelpHome,
  HelpListQuery,
  HelpSearchPage,
  HelpSearchQuery,
  ProtocolRows,
} from '@/lib/contract/cms/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { aboutList } from './about';
import { findHelpData, helpDetail, helpList, helpSearch } from './help';
import { findProtocol } from './service';

const TAG = '内容';

const findProtocolRoute = getRoute({
  path: '/api/find_protocol',
  tag: TAG,
  summary: '按分类编码获取协议文档（HTML）；未知编码返回空 rows',
  query: FindProtocolQuery,
  data: ProtocolRows,
});

const findHelpDataRoute = getRoute({
  path: '/api/help/v1/find_help_data',
  tag: TAG,
  summary: '帮助中心首页：问题分类、常见问题，及一个分类（默认第一个）的第一页问题；未知分类 404',
  query: FindHelpDataQuery,
  data: HelpHome,
});

const helpListRoute = getRoute({
  path: '/api/help/v1/list',
  tag: TAG,
  summary: '帮助中心：一个分类的问题，分页；未知分类 404',
  query: HelpListQuery,
  data: HelpArticlePage,
});

const helpSearchRoute = getRoute({
  path: '/api/help/v1/search',
  tag: TAG,
  summary: '帮助中心搜索：标题或解答包含全部搜索词（空格分隔）的问题，标题命中的在前，附解答摘要',
  query: HelpSearchQuery,
  data: HelpSearchPage,
});

const helpDetailRoute = getRoute({
  path: '/api/help/v1/detail',
  tag: TAG,
  summary: '问题解答（HTML）及同分类的其他问题；不存在或已下线时 404',
  query: HelpDetailQuery,
  data: HelpArticleDetail,
});

const aboutListRoute = getRoute({
  path: '/api/about/v1/list',
  tag: TAG,
  summary: '关于我们：平台介绍与协议规则等文档的目录（正文用 find_protocol 读取）',
  data: AboutEntries,
});

export function cmsRoutes() {
  const r = createRouter();
  r.openapi(findProtocolRoute, async (c) => {
    const { categoryCode, includeField } = c.req.valid('query');
    return okJson(c, await findProtocol(c.get('deps').db, categoryCode, includeField));
  });
  r.openapi(findHelpDataRoute, async (c) => okJson(c, await findHelpData(c.get('deps').db, c.req.valid('query'))));
  r.openapi(helpListRoute, async (c) => okJson(c, await helpList(c.get('deps').db, c.req.valid('query'))));
  r.openapi(helpSearchRoute, async (c) => okJson(c, await helpSearch(c.get('deps').db, c.req.valid('query'))));
  r.openapi(helpDetailRoute, async (c) => okJson(c, await helpDetail(c.get('deps').db, c.req.valid('query').id)));
  r.openapi(aboutListRoute, async (c) => okJson(c, await aboutList(c.get('deps').db)));
  return r;
}
