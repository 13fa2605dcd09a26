/**
 * `--stats` of the order bench: per API path, how many calls, SQL statements (every statement drizzle executes,
 * BEGIN/COMMIT included), milliseconds, and this process's CPU per call over the calls that ran alone (with one
 * customer: the CPU is the process's, so it is a call's own only while no other runs). Statements are counted where drizzle runs them, in the
 * caller's async context (AsyncLocalStorage), so concurrent calls do not mix (the pg pool's own callbacks would).
 * In-process mode only.
 * The integration test of the journey's statement budget counts with the same code (countStatements), on
 * node-postgres and on PGlite (whose BEGIN and COMMIT are PGlite's own, not drizzle statements: counted here as two).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

type Row = { calls: number; statements: number; ms: number; cpuMs?: number; aloneCalls?: number; sql?: string[] };
/** The calls running now, each marked once another ran beside it (its CPU is then not its own). */
const running = new Set<{ alone: boolean }>();
const als = new AsyncLocalStorage<Row>();
const rows = new Map<string, Row>();
let installed = false;

export async function installStatementCounter() {
  if (installed) return;
  installed = true;
  // The ESM and the CommonJS build of drizzle's node-postgres session: whichever the server code loaded (its
  // dynamic import() gets the ESM one under tsx).
  type Mod = typeof import('drizzle-orm/node-postgres/session');
  const esm: Mod = await import('drizzle-orm/node-postgres/session');
  const cjs = createRequire(import.meta.url)('drizzle-orm/node-postgres/session') as Mod;
  type Lite = typeof import('drizzle-orm/pglite/session');
  const liteEsm: Lite = await import('drizzle-orm/pglite/session');
  const liteCjs = createRequire(import.meta.url)('drizzle-orm/pglite/session') as Lite;
  for (const session of new Set([liteEsm.PgliteSession, liteCjs.PgliteSession])) {
    const proto = session.prototype as unknown as Record<'transaction', (...a: unknown[]) => unknown>;
    const orig = proto.transaction;
    proto.transaction = function (this: unknown, ...args: unknown[]) {
      const r = als.getStore();
      if (r) {
        r.statements += 2;
        r.sql?.push('begin (PGlite)', 'commit (PGlite)');
      }
      return orig.apply(this, args);
    };
  }
  for (const mod of new Set([esm.NodePgPreparedQuery, cjs.NodePgPreparedQuery, liteEsm.PglitePreparedQuery, liteCjs.PglitePreparedQuery])) {
    const proto = mod.prototype as unknown as Record<'execute' | 'all', (...a: unknown[]) => unknown>;
    for (const name of ['execute', 'all'] as const) {
      const orig = proto[name];
      proto[name] = function (this: unknown, ...args: unknown[]) {
        const r = als.getStore();
        if (r) {
          r.statements++;
          r.sql?.push(String((this as { queryString?: string }).queryString ?? ''));
        }
        return orig.apply(this, args);
      };
    }
  }
}

/** Runs `fn`, and lists the statements it ran (installStatementCounter first). */
export async function countStatements<T>(fn: () => T | Promise<T>): Promise<{ result: T; sql: string[] }> {
  const mine: Row = { calls: 1, statements: 0, ms: 0, sql: [] };
  const result = await als.run(mine, fn);
  return { result, sql: mine.sql! };
}

/** Runs one call under `label`, counting its statements and time. */
export async function tracked<T>(label: string, fn: () => T | Promise<T>): Promise<T> {
  const r = rows.get(label) ?? { calls: 0, statements: 0, ms: 0 };
  rows.set(label, r);
  // The first call of each path keeps its statements' text (`--stats-sql` prints them).
  const mine: Row = { calls: 1, statements: 0, ms: 0, sql: r.sql ? undefined : [] };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const me = { alone: running.size === 0 };
  for (const other of running) other.alone = false;
  running.add(me);
  try {
    return await als.run(mine, fn);
  } finally {
    running.delete(me);
    const cpu = process.cpuUsage(cpu0);
    if (me.alone) {
      r.cpuMs = (r.cpuMs ?? 0) + (cpu.user + cpu.system) / 1000;
      r.aloneCalls = (r.aloneCalls ?? 0) + 1;
    }
    r.calls++;
    r.statements += mine.statements;
    r.ms += performance.now() - t0;
    if (mine.sql && !r.sql) r.sql = mine.sql;
  }
}

export function statsTable() {
  return [...rows].map(([path, r]) => ({
    path,
    calls: r.calls,
    statementsPerCall: +(r.statements / r.calls).toFixed(1),
    msPerCall: +(r.ms / r.calls).toFixed(1),
    // Over the calls that ran alone; none (blank) under a load of several customers.
    cpuMsPerCall: r.aloneCalls ? +(r.cpuMs! / r.aloneCalls).toFixed(2) : null,
  }));
}

/** The statements of the first call of each path, numbered. */
export function statsSql() {
  return [...rows].map(([path, r]) => `${path}\n` + (r.sql ?? []).map((q, i) => `  ${i + 1}. ${q.slice(0, 160)}`).join('\n')).join('\n');
}
