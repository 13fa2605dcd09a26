import { z } from 'zod';
import { PageViewBody } from '@/lib/contract/analytics/api';
import { createRouter } from '../../http/router';
import { rateLimit } from '../auth/guard';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { recordPageView } from './service';

const pageViewRoute = postRoute({
  path: '/api/analytics/page_view',
  tag: '统计',
  summary: '记录一次页面浏览',
  form: PageViewBody,
  data: z.null(),
});

export function analyticsRoutes() {
  const r = createRouter();
  r.openapi(pageViewRoute, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    const ip = c.get('ip');
    await rateLimit(deps.cache, `pv:${ip}`, 240);
    await recordPageView(deps.db, {
      ...b,
      userId: c.get('user')?.userId ?? null,
      ip,
      userAgent: c.req.header('user-agent'),
      at: deps.now(),
    });
    return okJson(c, null);
  });
  return r;
}
