import type { PageViewBody } from '@/lib/contract/analytics/api';
import type { Db } from '../../db/client';
import { pageViews } from './schema';

/** What the page sent, and what the server knows of the caller. */
export type PageView = PageViewBody & {
  userId?: string | null;
  ip?: string;
  userAgent?: string;
  at: Date;
};

export async function recordPageView(db: Db, v: PageView) {
  await db.insert(pageViews).values({
    path: v.path,
    title: v.title ?? null,
    referrer: v.referrer ?? null,
    deviceId: v.deviceId ?? null,
    userId: v.userId ?? null,
    ip: v.ip ?? null,
    userAgent: v.userAgent?.slice(0, 512) ?? null,
    createdAt: v.at,
  });
}
