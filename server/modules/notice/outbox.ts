import { and, isNull, lt, sql } from 'drizzle-orm';
import type { NoticeCategory } from '@/lib/contract/notice/enums';
import type { NoticeItem } from '@/lib/contract/notice/api';
import { chinaDate } from '@/lib/chinaTime';
import type { Deps } from '../../http/types';
import { reportError } from '../../http/report';
import { coalesce } from '../../http/coalesce';
import { rowsOf } from '../../db/rows';
import type { SmsTemplate } from '../../adapters/sms';
import { hubOf } from '../chat/realtime';
import { findUserById } from '../auth/users';
import { SMS_DAILY_PER_PHONE } from '../auth/sms';
import { siteLink } from '../../http/siteLink';
import { notices } from './schema';
import { log } from '../../log';

type Claimed = {
  id: string;
  user_id: string;
  category: NoticeCategory;
  kind: string;
  title: string;
  body: string;
  link: string;
  sms: string | null;
  created_at: Date | string;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const itemOf = (r: Claimed): NoticeItem => ({
  id: r.id,
  category: r.category,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read: false,
  createdAt: iso(r.created_at),
});

/** How many notices one flush claims; the rest wait for the next (a request's own, or the sweeper's). */
const FLUSH_BATCH = 200;

/**
 * Delivers what the outbox holds: claims the unpushed notices in one conditional UPDATE (SKIP LOCKED, so two instances
 * never deliver the same one), publishes each on the event stream of its person (through Redis to every instance when
 * configured) and sends the SMS of those that carry one. Runs after every request that wrote a notice and on each
 * sweeper pass (what a crash left behind). A notice whose live push fails is still in its person's list.
 */
export async function flushNotices(deps: Deps): Promise<number> {
  const now = deps.now();
  const res = await deps.db.execute(sql`
    update ${notices} set pushed_at = ${now.toISOString()}::timestamptz
    where id in (select id from ${notices} where pushed_at is null order by created_at limit ${FLUSH_BATCH} for update skip locked)
    returning id, user_id, category, kind, title, body, link, sms, created_at
  `);
  const claimed = rowsOf<Claimed>(res);
  if (!claimed.length) return 0;
  try {
    await hubOf(deps).publishMany(claimed.map((r) => ({ targets: [r.user_id], event: 'notice' as const, data: itemOf(r) })));
  } catch (err) {
    log.warn({ where: 'notice', err }, 'live push failed');
  }
  for (const r of claimed) if (r.sms) await smsOf(deps, r, r.sms as SmsTemplate);
  return claimed.length;
}

/** Per backend: its requests' shared flush, and the last one asked for (what a shutdown waits for). */
const afterRequests = new WeakMap<Deps, { flush: () => Promise<number>; last: Promise<unknown> }>();

/**
 * A request that wrote notices has them delivered once its work has committed, without holding its answer for it
 * (the notices are in their people's lists already; the push is what this adds). Requests finishing together share
 * one flush, and each asks for one that begins after its commit (coalesce: at most one running and one waiting).
 */
export function flushAfterRequest(deps: Deps): void {
  let f = afterRequests.get(deps);
  if (!f) {
    f = { flush: coalesce(() => flushNotices(deps)), last: Promise.resolve() };
    afterRequests.set(deps, f);
  }
  f.last = f.flush().catch((err) => reportError(err, { where: 'notice-flush' }));
}

/** Resolves once the flushes requests asked for so far are done (before the pool closes: a drain, a test's end). */
export async function outboxSettled(deps: Deps): Promise<void> {
  await afterRequests.get(deps)?.last;
}

/**
 * One SMS for a notice: to the account's phone, within the daily cap every SMS to a phone has (SMS_DAILY_PER_PHONE
 * notices a China day, counted apart from codes so a notice never uses up someone's login codes). Best effort.
 */
async function smsOf(deps: Deps, r: Claimed, template: SmsTemplate) {
  try {
    const user = await findUserById(deps.db, r.user_id);
    if (!user?.phone) return;
    const now = deps.now();
    const ok = await deps.cache.incrUpTo(`sms:notice:day:${user.phone}:${chinaDate(now)}`, SMS_DAILY_PER_PHONE, 86_400 + 3_600);
    if (ok === null) return;
    await deps.adapters.sms.send({ phone: user.phone, template, params: { title: r.title, link: siteLink(r.link || '/msg') } }, now);
  } catch (err) {
    log.warn({ where: 'notice', kind: r.kind, err }, 'sms failed');
    await reportError(err, { where: 'notice-sms' });
  }
}

const PRUNE_EVERY_MS = 3_600_000;
const lastPrune = new WeakMap<Deps, number>();

/**
 * The sweeper's pruning: at most once an hour per backend (a retention of days needs no more, and the delete scans the
 * table), whatever the sweeper's 30-second pace.
 */
export async function pruneNoticesDue(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const last = lastPrune.get(deps);
  if (last !== undefined && now - last < PRUNE_EVERY_MS) return 0;
  lastPrune.set(deps, now);
  return pruneNotices(deps);
}

/** Deletes the notices older than the retention period. */
export async function pruneNotices(deps: Deps, days = deps.config.noticeRetentionDays): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - days * 86_400_000);
  const gone = await deps.db.delete(notices).where(and(lt(notices.createdAt, cutoff))).returning({ id: notices.id });
  return gone.length;
}

/** Leftovers a crash kept from being pushed: how many are waiting (diagnostics, tests). */
export async function unpushedCount(deps: Deps): Promise<number> {
  const rows = await deps.db.select({ n: sql<number>`count(*)::int` }).from(notices).where(isNull(notices.pushedAt));
  return Number(rows[0]?.n ?? 0);
}
