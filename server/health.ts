import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Cache } from './cache';
import type { Db } from './db/client';
import { MIGRATIONS_DIR } from './db/client';
import { phase as currentPhase, type Phase } from './lifecycle';

/**
 * Readiness (GET /api/health/ready): this process may be sent traffic when it is serving (not starting, not
 * draining), the database answers, Redis answers when configured, and every migration of the journal is applied.
 * Each check has a short deadline, so a hung database gives "not ready" rather than a hung probe; probes arriving
 * while one is running share it (a load balancer's probes never pile up queries on a struggling database).
 */

/** Each check's deadline. */
export const CHECK_TIMEOUT_MS = 1500;

export type Readiness = { ready: boolean; phase: Phase; checks: Record<string, string>; reason?: string };
type Deps = { db: Db; cache: Cache };

/** The `when` of the journal's last migration (drizzle stores it as `created_at` of the applied row). */
let journalLast: number | undefined;
export function lastJournalMigration(dir = MIGRATIONS_DIR): number {
  if (journalLast !== undefined && dir === MIGRATIONS_DIR) return journalLast;
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const last = Math.max(0, ...journal.entries.map((e) => e.when));
  if (dir === MIGRATIONS_DIR) journalLast = last;
  return last;
}

function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const why = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200);

async function checkDatabase(db: Db, ms: number, journalWhen: number): Promise<Record<string, string>> {
  // One statement answers both: the database is reachable, and the migrations table holds the journal's last entry.
  try {
    const res = await within('the database', ms, db.execute(sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`));
    const rows = (Array.isArray(res) ? res : (res as { rows: { last: string }[] }).rows) as { last: string }[];
    const applied = Number(rows[0]?.last ?? 0);
    return { database: 'ok', migrations: applied >= journalWhen ? 'ok' : 'not applied: the journal has newer migrations than the database' };
  } catch (err) {
    const msg = why(err);
    // A database without the migrations table answers, but has never been migrated.
    if (/__drizzle_migrations|does not exist/.test(msg)) return { database: 'ok', migrations: 'not applied: no migrations table' };
    return { database: msg, migrations: 'unknown' };
  }
}

async function checkRedis(cache: Cache, ms: number): Promise<Record<string, string>> {
  if (!cache.ping) return {};
  try {
    await within('Redis', ms, cache.ping());
    return { redis: 'ok' };
  } catch (err) {
    return { redis: why(err) };
  }
}

async function check(deps: Deps, opts: { timeoutMs: number; migrationsDir?: string }): Promise<Readiness> {
  const p = currentPhase();
  if (p !== 'serving') return { ready: false, phase: p, checks: {}, reason: p };
  const [db, redis] = await Promise.all([checkDatabase(deps.db, opts.timeoutMs, lastJournalMigration(opts.migrationsDir)), checkRedis(deps.cache, opts.timeoutMs)]);
  const checks = { ...db, ...redis };
  const failed = Object.entries(checks).filter(([, v]) => v !== 'ok');
  // The phase again: a drain may have begun while the checks ran.
  const after = currentPhase();
  if (after !== 'serving') return { ready: false, phase: after, checks, reason: after };
  return failed.length ? { ready: false, phase: after, checks, reason: failed.map(([k, v]) => `${k}: ${v}`).join('; ') } : { ready: true, phase: after, checks };
}

const inFlight = new WeakMap<Deps, Promise<Readiness>>();

/** The readiness of this process (one check at a time per backend; concurrent callers share its answer). */
export function readiness(deps: Deps, opts: { timeoutMs?: number; migrationsDir?: string } = {}): Promise<Readiness> {
  const running = inFlight.get(deps);
  if (running) return running;
  const p = check(deps, { timeoutMs: opts.timeoutMs ?? CHECK_TIMEOUT_MS, migrationsDir: opts.migrationsDir }).finally(() => inFlight.delete(deps));
  inFlight.set(deps, p);
  return p;
}
