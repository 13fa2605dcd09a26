import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import type { Cache } from '@/server/cache';
import type { Db } from '@/server/db/client';
import { MIGRATIONS_DIR } from '@/server/db/client';
import { lastJournalMigration, readiness } from '@/server/health';
import { phase, setPhase } from '@/server/lifecycle';
import { createTestContext, type TestContext } from './helpers';

// Liveness and readiness (issue 29 "Health"): /api/health answers while the process runs; /api/health/ready answers
// HTTP 200 only while serving with the database (and Redis, when configured) answering and every migration applied,
// and HTTP 503 otherwise, with the reason in the envelope. Neither needs a request signature.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  setPhase('starting', { force: true });
  await t.close();
});
beforeEach(() => setPhase('serving', { force: true }));

/** The context's backend with some of its parts replaced, as its own app. */
const appWith = (over: { db?: Db; cache?: Cache }) => createApp({ ...t.deps, ...over });
const ready = async (app = t.app) => {
  const res = await app.request('/api/health/ready');
  return { status: res.status, body: (await res.json()) as { code: number; data: { ready: boolean; phase: string; checks: Record<string, string>; reason?: string } } };
};
/** A database whose every statement fails, or never answers. */
const failingDb = (how: 'fail' | 'hang') =>
  ({ execute: () => (how === 'fail' ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')) : new Promise(() => {})) }) as unknown as Db;

describe('GET /api/health (liveness)', () => {
  it('answers 200 unsigned, whatever the phase and the database', async () => {
    for (const p of ['starting', 'serving', 'draining'] as const) {
      setPhase(p, { force: true });
      const res = await appWith({ db: failingDb('fail') }).request('/api/health');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { ok: boolean } }).data.ok).toBe(true);
    }
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('is 200 while serving with the database answering and the migrations applied (unsigned)', async () => {
    const r = await ready();
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ ready: true, phase: 'serving', checks: { database: 'ok', migrations: 'ok' } });
    if (process.env.TEST_REDIS_URL) expect(r.body.data.checks.redis).toBe('ok');
    else expect(r.body.data.checks.redis).toBeUndefined();
  });

  it('is 503 while starting and while draining, saying so', async () => {
    setPhase('starting', { force: true });
    expect(await ready()).toMatchObject({ status: 503, body: { code: 503, data: { ready: false, phase: 'starting', reason: 'starting' } } });
    setPhase('draining');
    expect(await ready()).toMatchObject({ status: 503, body: { data: { ready: false, phase: 'draining' } } });
    // a draining process never turns ready again
    setPhase('serving');
    expect(phase()).toBe('draining');
    expect((await ready()).status).toBe(503);
  });

  it('is 503 when the database refuses, with the reason', async () => {
    const r = await ready(appWith({ db: failingDb('fail') }));
    expect(r.status).toBe(503);
    expect(r.body.data.checks.database).toContain('ECONNREFUSED');
    expect(r.body.data.reason).toContain('database');
  });

  it('is 503 within the check deadline when the database hangs, not a hung probe', async () => {
    const started = Date.now();
    const r = await readiness({ db: failingDb('hang'), cache: t.deps.cache }, { timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r).toMatchObject({ ready: false, checks: { database: 'the database did not answer within 100 ms' } });
  });

  it('is 503 when Redis is configured and does not answer, or fails', async () => {
    const hanging = { ...t.deps.cache, ping: () => new Promise<void>(() => {}) } as Cache;
    const r = await readiness({ db: t.deps.db, cache: hanging }, { timeoutMs: 100 });
    expect(r).toMatchObject({ ready: false, checks: { database: 'ok', redis: 'Redis did not answer within 100 ms' } });
    const failing = { ...t.deps.cache, ping: () => Promise.reject(new Error('Connection is closed.')) } as Cache;
    const res = await ready(appWith({ cache: failing }));
    expect(res.status).toBe(503);
    expect(res.body.data.checks.redis).toBe('Connection is closed.');
  });

  it('is 503 when the journal has a migration the database has not applied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-journal-'));
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
      const last = journal.entries[journal.entries.length - 1];
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_not_applied' });
      fs.mkdirSync(path.join(dir, 'meta'));
      fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
      expect(lastJournalMigration(dir)).toBe(last.when + 1);
      const r = await readiness(t.deps, { migrationsDir: dir });
      expect(r).toMatchObject({ ready: false, checks: { database: 'ok' } });
      expect(r.checks.migrations).toMatch(/^not applied/);
      // the real journal is applied
      expect((await readiness(t.deps)).ready).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shares one check among probes that arrive together', async () => {
    let statements = 0;
    const counting = { execute: (...a: unknown[]) => (statements++, (t.deps.db.execute as (...x: unknown[]) => unknown)(...a)) } as unknown as Db;
    const deps = { db: counting, cache: t.deps.cache };
    const all = await Promise.all([readiness(deps), readiness(deps), readiness(deps)]);
    expect(all.every((r) => r.ready)).toBe(true);
    expect(statements).toBe(1);
  });
});
