import { sql } from 'drizzle-orm';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type NoticeCategory } from '@/lib/contract/notice/enums';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { ph, prebuiltBy } from '../../db/prebuilt';
import type { PrebuiltChunk } from '../../db/prebuiltChunk';
import { currentRequest } from '../../log';
import type { SmsTemplate } from '../../adapters/sms';
import { noticeMutes, notices } from './schema';

/**
 * What happened, for whom. `key` is the event's own identity (unique per person): writing the same event twice — a
 * retry, a second of 20 concurrent requests, a sweeper pass after a crash — leaves one notice. `link` is a path of
 * this site the notice opens. `sms` names a template for the few events a person must not miss.
 */
export type NoticeInput = {
  userId: string;
  category: NoticeCategory;
  kind: string;
  key: string;
  title: string;
  body?: string;
  link?: string;
  sms?: SmsTemplate;
};

/**
 * Runs `fn`, a request's work, and tells whether anything inside it wrote a notice: the app's middleware then flushes
 * the outbox once that work has committed. The count rides on the request's context, the one the logs keep
 * (server/log, set by requestLog before this runs): every AsyncLocalStorage costs each promise of the process a hook
 * call and a property, so the request has one, not one per concern. Without a context it answers true (a flush too
 * many rather than a notice left for the sweeper).
 */
export async function withNoticeScope<T>(fn: () => Promise<T>): Promise<{ result: T; wrote: boolean }> {
  const ctx = currentRequest();
  const before = ctx?.noticesWritten ?? 0;
  const result = await fn();
  return { result, wrote: !ctx || (ctx.noticesWritten ?? 0) !== before };
}

/**
 * A person's words (or a name) fitted into a notice: whitespace collapsed, at most `max` characters (by character,
 * never splitting an emoji), an ellipsis when cut. Every module's notice texts use this one.
 */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}
const clip = excerpt;

/**
 * Writes the notices in the caller's transaction (pass the transaction handle): one statement, which skips people
 * who turned the category off and events already noticed. Resolves how many were written.
 */
export async function notify(db: DbLike, items: NoticeInput | NoticeInput[], now: Date): Promise<number> {
  const insert = noticesInsert(db, items, now);
  if (!insert) return 0;
  const res = await db.execute(sql`${insert}`);
  return Number((res as { affectedRows?: number; rowCount?: number }).affectedRows ?? (res as { rowCount?: number }).rowCount ?? 0);
}

/**
 * notify()'s insert as SQL, for a caller that sends it inside one statement with other writes (writeAsOne; the
 * order's first payment); null when there is nobody to tell. The request's outbox flush is armed as by notify().
 */
export function noticesInsert(db: DbLike, items: NoticeInput | NoticeInput[], now: Date): PrebuiltChunk | null {
  const list = (Array.isArray(items) ? items : [items]).filter((n) => n.userId);
  if (!list.length) return null;
  const values: Record<string, unknown> = { now: now.toISOString() };
  list.forEach((n, i) => {
    values[`id${i}`] = newId('nt_');
    values[`user${i}`] = n.userId;
    values[`category${i}`] = n.category;
    values[`kind${i}`] = clip(n.kind, 60);
    values[`key${i}`] = clip(n.key, 200);
    values[`title${i}`] = clip(n.title, NOTICE_TITLE_MAX);
    values[`body${i}`] = clip(n.body ?? '', NOTICE_BODY_MAX);
    values[`link${i}`] = n.link ?? '';
    values[`sms${i}`] = n.sms ?? null;
  });
  const ctx = currentRequest();
  if (ctx) ctx.noticesWritten = (ctx.noticesWritten ?? 0) + 1;
  return insertOf(db, list.length, values);
}

/** The insert of `n` notices, built once per count (server/db/prebuilt.ts). */
const insertOf = prebuiltBy(
  (n: number) => String(n),
  (db, n) => {
    const rows = Array.from(
      { length: n },
      (_, i) => sql`(${ph(`id${i}`)}, ${ph(`user${i}`)}, ${ph(`category${i}`)}, ${ph(`kind${i}`)}, ${ph(`key${i}`)}, ${ph(`title${i}`)}, ${ph(`body${i}`)}, ${ph(`link${i}`)}, ${ph(`sms${i}`)}, ${ph('now')}::timestamptz)`,
    );
    return sql`
    insert into ${notices} (id, user_id, category, kind, dedupe_key, title, body, link, sms, created_at)
    select v.* from (values ${sql.join(rows, sql`, `)}) as v(id, user_id, category, kind, dedupe_key, title, body, link, sms, created_at)
    where not exists (select 1 from ${noticeMutes} m where m.user_id = v.user_id and m.category = v.category)
    on conflict (user_id, dedupe_key) do nothing
  `;
  },
);
