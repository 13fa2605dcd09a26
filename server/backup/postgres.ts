import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError, migrationLevel, type MigrationLevel } from './manifest';

const run = promisify(execFile);

/** pg_dump and pg_restore from PATH, or where PG_DUMP / PG_RESTORE say (e.g. /usr/lib/postgresql/16/bin/pg_dump). */
const bin = (tool: 'pg_dump' | 'pg_restore') => (tool === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE) || tool;

/** The URL without its password (which would show in the process list), and the environment that carries it. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

const safeUrl = (url: string) => connection(url).url;

async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<{ major: number; text: string }> {
  try {
    const { stdout } = await run(bin(tool), ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout);
    return { major: m ? Number(m[1]) : 0, text: stdout.trim() };
  } catch {
    throw new BackupError(`${bin(tool)} was not found: install PostgreSQL's client tools of the server's version (or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'})`);
  }
}

async function withClient<T>(url: string, fn: (q: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`cannot reach the database ${safeUrl(url)}: ${err instanceof Error ? err.message : err}`);
  }
  try {
    return await fn(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

export async function serverVersion(url: string): Promise<{ major: number; text: string }> {
  return withClient(url, async (q) => {
    const [{ v, t }] = (await q(`select current_setting('server_version_num')::int as v, current_setting('server_version') as t`)) as { v: number; t: string }[];
    return { major: Math.floor(v / 10000), text: t };
  });
}

/**
 * The tables, views and sequences outside PostgreSQL's own schemas: none in a database just made by createdb. The
 * app's first start migrates into it, so a database it ever ran on is not empty.
 */
export async function userRelations(url: string): Promise<number> {
  return withClient(url, async (q) => {
    const [{ n }] = await q(`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%' and s.nspname not like 'pg_temp%'`);
    return Number(n);
  });
}

/**
 * pg_dump in its custom format: one consistent snapshot of the whole database (a repeatable-read transaction), while
 * the app keeps writing. pg_dump must be at least the server's major version (it refuses an older one).
 */
export async function dumpPostgres(url: string, file: string): Promise<{ migrations: MigrationLevel; serverVersion: string; pgDump: string }> {
  const [server, tool] = await Promise.all([serverVersion(url), toolMajor('pg_dump')]);
  if (tool.major < server.major)
    throw new BackupError(`${tool.text} is older than the server (${server.text}): install pg_dump ${server.major} or newer (or set PG_DUMP)`);
  const migrations = await withClient(url, (q) => migrationLevel(q));
  if (!migrations.applied) throw new BackupError(`${safeUrl(url)} holds no migrations of this app: is DATABASE_URL the app's database?`);
  const c = connection(url);
  try {
    await run(bin('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${c.url}`], { env: c.env, maxBuffer: 16 << 20 });
  } catch (err) {
    throw new BackupError(`pg_dump failed: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
  return { migrations, serverVersion: server.text, pgDump: tool.text };
}

/** Refuses unless pg_restore can read the dump into this server and the database is empty. Changes nothing. */
export async function checkPostgresTarget(url: string): Promise<void> {
  const [server, tool] = await Promise.all([serverVersion(url), toolMajor('pg_restore')]);
  if (tool.major < server.major) throw new BackupError(`${tool.text} is older than the server (${server.text}): install pg_restore ${server.major} or newer (or set PG_RESTORE)`);
  const n = await userRelations(url);
  if (n) throw new BackupError(`the database ${safeUrl(url)} is not empty (${n} tables, views or sequences): restore into a new, empty database (createdb) and point DATABASE_URL at it`);
}

/** pg_restore in one transaction: it loads the whole dump or, on any error, nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const c = connection(url);
  try {
    await run(bin('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${c.url}`, file], { env: c.env, maxBuffer: 16 << 20 });
  } catch (err) {
    throw new BackupError(`pg_restore failed, nothing was restored: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
}
