import path from 'node:path';
import { openDb, type DbHandle } from './db/client';
import { openCache, type Cache } from './cache';
import { loadConfig } from './config';
import { createAdapters } from './adapters';
import { standInsLogLine, standInsReport } from './adapters/standIns';
import { publishStandIns } from '@/lib/standIns';
import { loadServerSecrets } from './modules/secrets';
import { createApp, type App } from './app';
import { seedIfEmpty } from './seed';
import { ensureFirstOperator } from './modules/ops/accounts';
import { startSweeper } from './modules/order/sweeper';
import { startHotRanking } from './modules/known/hot';
import { startSearchReindex } from './modules/known/searchIndex';
import { syncVideoDurations } from './modules/known/videoDuration';
import { startPayoutSweeper } from './modules/wallet/payoutSettle';
import { serveBackupsOf } from './backup/socket';
import type { Deps } from './http/types';
import { log } from './log';
import { closeChatHub, endChatStreams } from './modules/chat/realtime';
import { outboxSettled } from './modules/notice/outbox';
import { stopBackground } from './background';
import { setPhase } from './lifecycle';

/**
 * `endStreams` and `close` are what a drain calls (scripts/start.mjs reaches this object through the registered
 * symbol below; docs/adr/0046): end the open event streams with a reconnect hint, then, once the requests in flight
 * are done, stop the background loops after their current item and close the database pool and Redis.
 */
export type Runtime = { app: App; deps: Deps; dbHandle: DbHandle; cache: Cache; endStreams: () => number; close: () => Promise<void> };

const KEY = Symbol.for('crisps.runtime');
type G = typeof globalThis & { [KEY]?: Promise<Runtime>; __crispsApp?: App };

async function boot(): Promise<Runtime> {
  const config = loadConfig();
  const started = Date.now();
  const dbHandle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const cache = await openCache(config.redisUrl);
  // Server-only secrets (gateway notifications, e-sign callbacks, the app key of tickets and data at rest): from the
  // environment, or generated once and kept in the database. Never logged.
  const secrets = await loadServerSecrets(dbHandle.db, config.signSecret);
  // Providers by <SERVICE>_PROVIDER (an unknown one stops here); production refuses the stand-ins of money and
  // identity unless ALLOW_STAND_INS=1 (ADR 0033). The pages label what each stand-in does from the published list.
  let adapters: ReturnType<typeof createAdapters>;
  let standIns: ReturnType<typeof standInsReport>;
  try {
    adapters = createAdapters({ db: dbHandle.db, config, secrets });
    standIns = standInsReport(adapters, { appEnv: config.appEnv, env: process.env });
  } catch (err) {
    await Promise.allSettled([dbHandle.close(), cache.close()]);
    throw err;
  }
  if (standIns.length) log.info({ where: 'runtime' }, standInsLogLine(standIns));
  publishStandIns(standIns.map((s) => s.service));
  const deps: Deps = { db: dbHandle.db, cache, config, adapters, secrets, now: () => new Date() };
  // One process at a time (several instances may start together; docs/ARCHITECTURE.md, "Running several instances").
  await dbHandle.startupExclusive(async () => {
    await seedIfEmpty(deps);
    // 必懂 videos carry their media file's duration (a database seeded before keeps what it had been told otherwise).
    const durations = await syncVideoDurations(deps.db);
    if (durations) log.info({ where: 'known' }, `${durations} video durations set from their files`);
    // The desk's first operator, from OPS_ADMIN_PHONE / OPS_ADMIN_PASSWORD, while there is none (issue 27 §5).
    if ((await ensureFirstOperator(deps.db, process.env, deps.now())) === 'created') log.info({ where: 'ops' }, 'first operator created from OPS_ADMIN_PHONE');
  });
  const app = createApp(deps);
  // Expired unpaid orders are cancelled and due gateway notifications delivered from start-up on.
  startSweeper(deps);
  // Withdrawals settle with the payout provider: what fell due while the process was down, then every few seconds.
  startPayoutSweeper(deps);
  // 必懂 热度 is recomputed every 10 minutes.
  startHotRanking(deps);
  // 必懂 search rows indexed by an older version of the segmentation are rebuilt once, in the background.
  startSearchReindex(deps);
  // `npm run backup` asks this process for a consistent copy of its PGlite (PGlite on disk only; ADR 0047).
  await serveBackupsOf(config.dataDir, dbHandle);
  // SSR reaches the backend in-process through this (see lib/http); bundles do not share module state.
  (globalThis as G).__crispsApp = app;
  log.info({ where: 'runtime' }, `${dbHandle.kind} ready in ${Date.now() - started} ms (data: ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  // Ready for traffic (GET /api/health/ready), unless a drain began while it started.
  setPhase('serving');
  const close = async () => {
    await stopBackground();
    // The notices' pushes that answered requests asked for, before the pool closes.
    await outboxSettled(deps);
    await closeChatHub(deps);
    await Promise.allSettled([dbHandle.close(), cache.close()]);
  };
  return { app, deps, dbHandle, cache, endStreams: () => endChatStreams(deps), close };
}

/** The one backend of this process, opened (and migrated, and seeded) once. */
export function getRuntime(): Promise<Runtime> {
  const g = globalThis as G;
  if (!g[KEY]) {
    g[KEY] = boot().catch((err) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY]!;
}
