import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
// Static, not import(): under Node's own loader (tsx: the benches, scripts) a dynamic import() of drizzle gets its
// ES module build while the schema's static imports get its CommonJS build, so two copies of drizzle ran side by side
// (the bundled server has one); the benches now measure one copy, as production runs. PGlite stays loaded on demand.
import { Pool, Client, type PoolClient } from 'pg';
import { markTransactions, pipelineConnections, pipelineStatements } from './pipelined';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { instrumentPgClient, instrumentPglite, instrumentPgPool } from '../metrics/db';
import { nameRepeatedStatements } from './namedStatements';
import { buildTextsInOnePass } from './sqlText';
import { mapRowsWithPlans } from './rowMapper';
import { installPgHotPaths } from './pgHotPaths';
import { keepConnectionsOnStatementErrors } from './poolQuery';
import { log, sqlLogger } from '../log';

/**
 * Either PGlite (embedded, default) or node-postgres (DATABASE_URL); both speak the PostgreSQL dialect. Without the
 * relational schema: drizzle builds a query builder per table of the schema for every database object, and so for
 * every transaction (about 2.5 % of an order's CPU, ADR 0048); nothing uses `db.query`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs start-up work (the seed) while no other process of this database runs its own: a PostgreSQL advisory lock
   * (held by one connection of its own) across processes and machines; PGlite is one process's, so it just runs.
   */
  startupExclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * PGlite on disk only: a consistent copy of its data directory (PGlite's own dumpDataDir, gzip tar) taken between
   * two statements, what `npm run backup` asks the running process for (server/backup/socket.ts, ADR 0047).
   */
  dumpDataDir?: () => Promise<Blob>;
};

/** The advisory lock key of start-up work (migrations, seed): any constant, the same in every process. */
const STARTUP_LOCK = 0x63726973; // 'cris'

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server/db/migrations');

export type OpenDbOptions = {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in-memory. */
  dataDir?: string;
  /**
   * Name of a fresh database to create next to `url` and use instead (tests: one per file). It is dropped on
   * close. A database rather than a schema, because drizzle-kit writes foreign keys as "public"."table".
   */
  isolatedDatabase?: string;
};

/**
 * Connections per process's pool: DB_POOL_MAX, else 10. More is not faster on a small machine: on the order bench's
 * 2 cores a pool of 20 ran 8–17 % fewer orders per second than 10, each extra backend warming its own statements and
 * caches (docs/PERFORMANCE.md, twenty-sixth pass).
 */
export const poolMax = (env: Record<string, string | undefined> = process.env) => Number(env.DB_POOL_MAX ?? 10);

export async function openDb(opts: OpenDbOptions = {}): Promise<DbHandle> {
  if (opts.url) {
    let url = opts.url;
    const isolated = opts.isolatedDatabase;
    if (isolated) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(isolated)) throw new Error(`bad database name ${isolated}`);
      const admin = new Pool({ connectionString: opts.url, max: 1 });
      await admin.query(`CREATE DATABASE "${isolated}"`);
      await admin.end();
      const u = new URL(opts.url);
      u.pathname = '/' + isolated;
      url = u.toString();
    }
    const pool = new Pool({ connectionString: url, max: poolMax() });
    // pool.end() resolves before the sockets close; dropping an isolated database WITH (FORCE) then kills those
    // backends and the released clients (no pool listener left) would raise an unhandled 'error'. Query errors still
    // reach their callers; this only silences errors of idle, already released clients.
    pool.on('connect', (client) => client.on('error', () => {}));
    // A statement's own error (a unique violation, a failed check) keeps its connection (server/db/poolQuery.ts, ADR 0081).
    keepConnectionsOnStatementErrors(pool);
    // A connection's repeated statements are prepared there under names (ADR 0070); DB_NAMED_STATEMENTS=0 turns it
    // off, for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
    if (process.env.DB_NAMED_STATEMENTS !== '0') pool.on('connect', (client) => nameRepeatedStatements(client));
    // Statements outside a transaction go over a few pipelined connections (ADR 0086); DB_PIPELINE=0: all through the pool.
    const pipes = pipelineConnections();
    const pipelined = pipes
      ? pipelineStatements(pool, {
          connectionString: url,
          connections: pipes,
          onClient: (client) => {
            if (process.env.DB_NAMED_STATEMENTS !== '0') nameRepeatedStatements(client as unknown as PoolClient);
            instrumentPgClient(client);
          },
        })
      : null;
    // Statement latency and the pool's in use / waiting counts (docs/METRICS.md).
    instrumentPgPool(pool, pipelined ?? undefined);
    // An idle client whose connection the server ends (restart, DROP DATABASE ... FORCE) must not crash the process.
    pool.on('error', (err) => log.warn({ where: 'db', code: (err as { code?: string }).code }, `idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { logger: sqlLogger() }) as unknown as Db;
    // A transaction's code is marked, so what it runs outside the transaction goes to the pool (pipelined.ts).
    if (pipelined) markTransactions(db);
    // Query texts built in one pass, not by drizzle's chunk-by-chunk builder (ADR 0072).
    buildTextsInOnePass(db);
    // Result rows mapped by a plan made once per query (ADR 0079).
    mapRowsWithPlans(db);
    // Two of pg's per-statement steps without work nothing here uses (server/db/pgHotPaths.ts, ADR 0080).
    installPgHotPaths();
    // Several instances starting together (WEB_CONCURRENCY, or several machines) migrate one after the other: the
    // second finds the migrations applied. Without it both ran CREATE TABLE and one failed.
    const startupExclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      const lock = new Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lock.end(); // ending the session releases the lock
      }
    };
    await startupExclusive(() => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    const close = async () => {
      await pipelined?.end();
      await pool.end();
      if (!isolated) return;
      const admin = new Pool({ connectionString: opts.url, max: 1 });
      await admin.query(`DROP DATABASE IF EXISTS "${isolated}" WITH (FORCE)`);
      await admin.end();
    };
    return { db, kind: 'postgres', close, startupExclusive };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  instrumentPglite(client);
  const db = drizzle(client, { logger: sqlLogger() }) as unknown as Db;
  buildTextsInOnePass(db);
  mapRowsWithPlans(db);
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  // A checkpoint first: the copy then carries little WAL to replay when it is opened.
  const dumpDataDir = async () => {
    await client.exec('CHECKPOINT');
    return (await client.dumpDataDir('gzip')) as Blob;
  };
  return { db, kind: 'pglite', close: () => client.close(), startupExclusive: (fn) => fn(), ...(opts.dataDir ? { dumpDataDir } : {}) };
}
