import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { createLocalSms } from '@/server/adapters/sms';
import type { Cache } from '@/server/cache';
import { MIGRATIONS_DIR, type Db, type DbHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { instrumentPglite } from '@/server/metrics/db';
import { buildTextsInOnePass } from '@/server/db/sqlText';
import { loadServerSecrets } from '@/server/modules/secrets';
import type { Deps } from '@/server/http/types';

/**
 * The seeded databases every integration file starts from (docs/TESTING.md). tests/integration/globalSetup.ts
 * migrates and seeds them once per run; createTestContext (helpers.ts) opens a copy instead of migrating and seeding.
 * `full`: seed(deps) with the catalog; `bare`: seed(deps, { catalog: false }).
 */
export type TemplateKind = 'full' | 'bare';
export type Templates =
  /** PGlite: paths of uncompressed data-directory tarballs (PGlite dumpDataDir), loaded with `loadDataDir`. */
  | { kind: 'pglite'; files: Record<TemplateKind, string> }
  /** PostgreSQL: names of template databases next to TEST_DATABASE_URL, copied with CREATE DATABASE … TEMPLATE. */
  | { kind: 'postgres'; databases: Record<TemplateKind, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    crispsTemplates: Templates | null;
  }
}

export const newDatabaseName = (prefix: 'crisps_t_' | 'crisps_tpl_') => prefix + randomBytes(6).toString('hex');

/** `url` with its database replaced. */
export const databaseUrl = (url: string, database: string) => Object.assign(new URL(url), { pathname: '/' + database }).toString();

/**
 * The Deps of one backend over `db`: its own data directory (a new one unless given), local adapters, the server secrets (generated into the
 * database on first use, never from SIGN_SECRET, as on a first start without APP_SECRET), and the clock `now`.
 */
export async function buildDeps(db: Db, cache: Cache, now: () => Date, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-int-'))): Promise<Deps> {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  return {
    db,
    cache,
    config,
    adapters: { ...createAdapters({ db, config }), sms: createLocalSms({ db, config, log: () => {} }) },
    secrets: await loadServerSecrets(db, config.signSecret, {}),
    now,
  };
}

/**
 * A template's tarball as PGlite's `loadDataDir` reads it: PGlite only calls `arrayBuffer()` (and reads `type` to
 * tell a gzip). A Node Blob streams its bytes out in small chunks and joins them, about 0.6 core-s per copy of the
 * 80 MB template; this hands out the bytes read once. PGlite copies them into its own file system, never writes them.
 */
export function tarballSource(bytes: Uint8Array): Blob {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

/**
 * Added to PGlite's own start-up settings for a test file's copy: 16 MB of shared buffers instead of 128 MB. Setting
 * up the buffer pool was half of each copy's start (1.26 → 0.63 core-s); a test file's data is a few MB.
 */
const TEST_START_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * An in-memory PGlite loaded from a data-directory tarball (or, without one, a fresh one), migrated like openDb does
 * (a no-op on a template: its migrations are recorded).
 */
export async function openPglite(loadDataDir?: Blob): Promise<DbHandle & { client: import('@electric-sql/pglite').PGlite }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // A fresh cluster gets 1 MB WAL segments instead of 16 MB: the template's tarball then carries 1 MB of WAL, not 32.
  const client = new PGlite({ ...(loadDataDir ? { loadDataDir } : { initDbStartParams: ['--wal-segsize=1'] }), startParams: [...PGlite.defaultStartParams, ...TEST_START_PARAMS] });
  await client.waitReady;
  instrumentPglite(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  buildTextsInOnePass(db);
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', client, close: () => client.close(), startupExclusive: (fn) => fn() };
}
