import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@/lib/contract/notice/enums';
import type { NoticeItem, NoticeListQuery, NoticePage, NoticeReadBody, NoticeReadResult, NoticeSummary } from '@/lib/contract/notice/api';
import type { DbLike } from '../../db/types';
import { offsetOf, pageOf } from '../../db/paging';
import { noticeMutes, notices } from './schema';

type Row = typeof notices.$inferSelect;

const present = (r: Row): NoticeItem => ({
  id: r.id,
  category: r.category as NoticeCategory,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** GET /notice/v1/list: the caller's notices, newest first, of one group or all. */
export async function listNotices(db: DbLike, userId: string, q: NoticeListQuery): Promise<NoticePage> {
  const where = q.category ? and(eq(notices.userId, userId), eq(notices.category, q.category)) : eq(notices.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return pageOf(rows.map(present), Number(total?.n ?? 0), q.page, q.limit);
}

/** The caller's unread notices in all. */
export async function unreadNoticeTotal(db: DbLike, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notices).where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
}

/** GET /notice/v1/summary: per group the unread count, the newest title and whether it is on; the unread total. */
export async function noticeSummary(db: DbLike, userId: string): Promise<NoticeSummary> {
  const [unread, latest, muted] = await Promise.all([
    db
      .select({ category: notices.category, n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      .groupBy(notices.category),
    db
      .selectDistinctOn([notices.category], { category: notices.category, title: notices.title, createdAt: notices.createdAt })
      .from(notices)
      .where(eq(notices.userId, userId))
      .orderBy(notices.category, desc(notices.createdAt), desc(notices.id)),
    db.select({ category: noticeMutes.category }).from(noticeMutes).where(eq(noticeMutes.userId, userId)),
  ]);
  const off = new Set(muted.map((m) => m.category));
  const groups = NOTICE_CATEGORIES.map((category) => {
    const l = latest.find((r) => r.category === category);
    return {
      category,
      unread: Number(unread.find((r) => r.category === category)?.n ?? 0),
      latest: l ? { title: l.title, createdAt: l.createdAt.toISOString() } : null,
      on: !off.has(category),
    };
  });
  return { total: groups.reduce((n, g) => n + g.unread, 0), groups };
}

/** POST /notice/v1/read: one notice of the caller's, or all of them (of a group), marked read. */
export async function markNoticesRead(db: DbLike, userId: string, b: NoticeReadBody, now: Date): Promise<NoticeReadResult> {
  const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
  const where = b.id ? and(mine, eq(notices.id, b.id)) : b.category ? and(mine, eq(notices.category, b.category)) : mine;
  const done = await db.update(notices).set({ readAt: now }).where(where).returning({ id: notices.id });
  return { updated: done.length, total: await unreadNoticeTotal(db, userId) };
}

/** POST /notice/v1/settings: turns a group on or off for the caller (off: no notice of it is written for them). */
export async function setNoticeCategory(db: DbLike, userId: string, category: NoticeCategory, on: boolean, now: Date) {
  if (on) await db.delete(noticeMutes).where(and(eq(noticeMutes.userId, userId), eq(noticeMutes.category, category)));
  else await db.insert(noticeMutes).values({ userId, category, createdAt: now }).onConflictDoNothing();
}

