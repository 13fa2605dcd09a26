import { AdsBySlot, FindAdvertisingBody, FindNavigationQuery, HomeTabs, NavItems, PolymerizationBody, PolymerizationData } from '@/lib/contract/home/api';
import { createRouter } from '../../http/router';
import { okJson, okJsonText } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { cachedJsonText } from '../../cache';
import { adScopeOf } from '../../http/caller';
import { findAdvertising, findNavigation } from './ads';
import { categoryTab, polymerization } from './service';

const TAG = '首页';

/** How long the aggregated home content may be served from the shared cache. */
export const HOME_CACHE_TTL_S = 30;

const polymerizationRoute = postRoute({
  path: '/api/home/v1/polymerization',
  tag: TAG,
  summary: '首页聚合：广告位、金刚区导航、工具导航、推荐页签及第一个页签的商品、推荐规划师（按当前城市）',
  form: PolymerizationBody,
  data: PolymerizationData,
});

const categoryTabRoute = getRoute({
  path: '/api/home/v1/category_tab',
  tag: TAG,
  summary: '首页推荐页签（classCode 为一级分类）',
  data: HomeTabs,
});

const findAdvertisingRoute = postRoute({
  path: '/api/public/v1/find_advertising',
  tag: TAG,
  summary: '按广告位取广告素材（按终端、城市、投放时间过滤；href 为跳转目标）',
  form: FindAdvertisingBody,
  data: AdsBySlot,
});

const findNavigationRoute = getRoute({
  path: '/api/public/v1/find_navigation',
  tag: TAG,
  summary: '导航分类下的导航项（nav100007 固定、nav100012 滚动、nav100026 工具）',
  query: FindNavigationQuery,
  data: NavItems,
});

export function homeRoutes() {
  const r = createRouter();
  r.openapi(polymerizationRoute, async (c) => {
    const { db, cache } = c.get('deps');
    const scope = adScopeOf(c);
    const input = c.req.valid('form');
    // The home page is the same for everyone in a city: serve it from a 30 s shared copy (docs/PERFORMANCE.md).
    const key = `home:poly:${scope.areaCode}:${scope.terminalCode}:${JSON.stringify(input)}`;
    return okJsonText<typeof c, Awaited<ReturnType<typeof polymerization>>>(c, await cachedJsonText(cache, key, HOME_CACHE_TTL_S, () => polymerization(db, scope, input)));
  });
  r.openapi(categoryTabRoute, async (c) => okJson(c, await categoryTab(c.get('deps').db)));
  r.openapi(findAdvertisingRoute, async (c) => okJson(c, await findAdvertising(c.get('deps').db, c.req.valid('form').locationCodeList, adScopeOf(c))));
  r.openapi(findNavigationRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await findNavigation(c.get('deps').db, q.categoryCode, q.limit));
  });
  return r;
}
