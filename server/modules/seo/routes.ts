import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { sitemapEntries } from './service';

const sitemapRoute = createRoute({
  method: 'get',
  path: '/api/seo/v1/sitemap',
  tags: ['SEO'],
  summary: '站点地图条目：在售商品与交易标的、在职规划师、已上架案例',
  responses: jsonOk(
    z
      .object({
        goods: z.array(z.object({ id: z.string(), productType: z.string(), classCodeLevel: z.string() })),
        trade: z.array(z.object({ id: z.string(), classCode: z.string() })),
        planners: z.array(z.object({ mchUserId: z.string() })),
        cases: z.array(z.object({ id: z.string() })),
      })
      .openapi('SitemapEntries'),
  ),
});

export function seoRoutes() {
  const r = createRouter();
  r.openapi(sitemapRoute, async (c) => okJson(c, await sitemapEntries(c.get('deps').db)));
  return r;
}
