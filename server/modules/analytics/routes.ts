import { z } from 'zod';
import { createRouter } from '../../http/router';
import { rateLimit } from '../auth/guard';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { recordPageView } from './service';

// The analytics call is the site's own (no contract domain): its body is defined here.
const PageViewBody = z.object({
  path: z.string().regex(/^\/[^\s]{0,511}$/, '页面路径有误').meta({ example: '/login' }),
  title: z.string().max(200, '标题过长').optional(),
  referrer: z.string().max(1024, '来源地址过长').optional(),
  deviceId: z.string().max(128, '设备标识过长').optional(),
});

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
