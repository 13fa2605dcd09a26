import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { TERMINAL_WAP } from '@/lib/constants';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { codeList, codeOf, dataOf, limit } from '../catalog/dto';
import { areaOf } from '../catalog/http';
import { findAds, findNavs } from './ads';
import { homeTabs, polymerization } from './service';
import { cachedJson } from '../../cache';

const TAG = '首页';
const FILE = 'services/home.ts';

/** How long the aggregated home content may be served from the shared cache. */
export const HOME_CACHE_TTL_S = 30;

const scopeOf = (c: Context<HonoEnv>) => ({
  areaCode: areaOf(c),
  terminalCode: c.req.header('terminalcode') || TERMINAL_WAP,
  now: c.get('deps').now(),
});

const polymerizationRoute = createRoute({
  method: 'post',
  path: '/api/home/v1/polymerization',
  tags: [TAG],
  summary: '首页聚合：广告位、金刚区导航、工具导航、推荐页签及第一个页签的商品、推荐规划师（按当前城市）',
  request: formBody(
    z.object({
      locationCodeList: codeList('广告位', 20).optional(),
      fixedLimit: limit(5, 10),
      rollLimit: limit(20, 50),
    }),
  ),
  responses: jsonOk(dataOf('PolymerizationData', FILE)),
});

const tabRoute = createRoute({
  method: 'get',
  path: '/api/home/v1/category_tab',
  tags: [TAG],
  summary: '首页推荐页签（classCode 为一级分类）',
  responses: jsonOk(dataOf('HomeTab[]', FILE)),
});

const adsRoute = createRoute({
  method: 'post',
  path: '/api/public/v1/find_advertising',
  tags: [TAG],
  summary: '按广告位取广告素材（按终端、城市、投放时间过滤；href 为跳转目标）',
  request: formBody(z.object({ locationCodeList: codeList('广告位', 20).refine((v) => v.length > 0, '请指定广告位') })),
  responses: jsonOk(dataOf('Record<string, AdItem[]>', FILE)),
});

const navRoute = createRoute({
  method: 'get',
  path: '/api/public/v1/find_navigation',
  tags: [TAG],
  summary: '导航分类下的导航项（nav100007 固定、nav100012 滚动、nav100026 工具）',
  request: { query: z.object({ categoryCode: codeOf('导航分类'), limit: limit(20, 100) }) },
  responses: jsonOk(dataOf('NavItem[]', FILE)),
});

export function homeRoutes() {
  const r = createRouter();
  r.openapi(polymerizationRoute, async (c) => {
    const { db, cache } = c.get('deps');
    const scope = scopeOf(c);
    const input = c.req.valid('form');
    // The home page is the same for everyone in a city: serve it from a 30 s shared copy (docs/PERFORMANCE.md).
    const key = `home:poly:${scope.areaCode}:${scope.terminalCode}:${JSON.stringify(input)}`;
    return okJson(c, await cachedJson(cache, key, HOME_CACHE_TTL_S, () => polymerization(db, scope, input)));
  });
  r.openapi(tabRoute, async (c) => okJson(c, await homeTabs(c.get('deps').db)));
  r.openapi(adsRoute, async (c) => okJson(c, await findAds(c.get('deps').db, c.req.valid('form').locationCodeList, scopeOf(c))));
  r.openapi(navRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await findNavs(c.get('deps').db, q.categoryCode, q.limit));
  });
  return r;
}
