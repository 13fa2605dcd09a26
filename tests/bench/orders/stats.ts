/**
 * `--stats` of the order bench: per API path, how many calls, SQL statements (every statement drizzle executes,
 * BEGIN/COMMIT included) and milliseconds. Statements are counted where drizzle runs them, in the caller's async
 * context (AsyncLocalStorage), so concurrent calls do not mix (the pg pool's own callbacks would). In-process mode only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

type Row = { calls: number; statements: number; ms: number; sql?: string[] };
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
  for (const mod of new Set([esm.NodePgPreparedQuery, cjs.NodePgPreparedQuery])) {
    const proto = mod.prototype as unknown as Record<'execute' | 'all', (...a: unknown[]) => unknown>;
    for (const name of ['execute', 'all'] as const) {
      const orig = proto[name];
      proto[name] = function (this: unknown, ...args: unknown[]) {
        const r = als.getStore();
        if (r) {
          r.statements++;
          r.sql?.push(String((this as { queryString?: string }).queryString ?? '').slice(0, 160));
        }
        return orig.apply(this, args);
      };
    }
  }
}

/** Runs one call under `label`, counting its statements and time. */
export async function tracked<T>(label: string, fn: () => T | Promise<T>): Promise<T> {
  const r = rows.get(label) ?? { calls: 0, statements: 0, ms: 0 };
  rows.set(label, r);
  // The first call of each path keeps its statements' text (`--stats-sql` prints them).
  const mine: Row = { calls: 1, statements: 0, ms: 0, sql: r.sql ? undefined : [] };
  const t0 = performance.now();
  try {
    return await als.run(mine, fn);
  } finally {
    r.calls++;
    r.statements += mine.statements;
    r.ms += performance.now() - t0;
    if (mine.sql && !r.sql) r.sql = mine.sql;
  }
}

export function statsTable() {
  return [...rows].map(([path, r]) => ({ path, calls: r.calls, statementsPerCall: +(r.statements / r.calls).toFixed(1), msPerCall: +(r.ms / r.calls).toFixed(1) }));
}

/** The statements of the first call of each path, numbered. */
export function statsSql() {
  return [...rows].map(([path, r]) => `${path}\n` + (r.sql ?? []).map((q, i) => `  ${i + 1}. ${q}`).join('\n')).join('\n');
}
