import { z } from 'zod';

/** Site analytics: the page views lib/analytics.ts reports 1000 ms after each navigation (spec §9). */

// ───────────────────────────── requests ─────────────────────────────

export const PageViewBody = z.object({
  path: z.string().regex(/^\/[^\s]{0,511}$/, '页面路径有误').meta({ example: '/login' }),
  title: z.string().max(200, '标题过长').optional(),
  referrer: z.string().max(1024, '来源地址过长').optional(),
  deviceId: z.string().max(128, '设备标识过长').optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;
export type PageViewInput = z.input<typeof PageViewBody>;

// The answer: data null.
