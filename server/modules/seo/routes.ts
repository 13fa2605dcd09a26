import { SitemapEntries } from '@/lib/contract/seo/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { getSitemapEntries } from './service';

const getSitemapEntriesRoute = getRoute({
  path: '/api/seo/v1/sitemap',
  tag: 'SEO',
  summary: '站点地图条目：在售商品与交易标的、在职规划师、已上架案例',
  data: SitemapEntries,
});

export function seoRoutes() {
  const r = createRouter();
  r.openapi(getSitemapEntriesRoute, async (c) => okJson(c, await getSitemapEntries(c.get('deps').db, c.get('deps').now())));
  return r;
}
