import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** Either PGlite (embedded, default) or node-postgres (DATABASE_URL); both speak the PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server/db/migrations');

export type OpenDbOptions = {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in-memory. */
  dataDir?: string;
  /** Postgres schema to isolate a test run in (created, used as search_path). */
  schemaName?: string;
};

export async function openDb(opts: OpenDbOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    if (opts.schemaName) {
      const admin = new Pool({ connectionString: opts.url, max: 1 });
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schemaName}"`);
      await admin.end();
    }
    const pool = new Pool({
      connectionString: opts.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      ...(opts.schemaName ? { options: `-c search_path="${opts.schemaName}"` } : {}),
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(db as never, {
      migrationsFolder: MIGRATIONS_DIR,
      ...(opts.schemaName ? { migrationsSchema: opts.schemaName } : {}),
    });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}
