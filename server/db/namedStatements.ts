import type { PoolClient } from 'pg';

// A statement run again and again on one connection is prepared there under a name (issue 30, ADR 0070). PostgreSQL
// parses and plans an unnamed statement on every run: about half of its CPU per order went to that (perf, seventeenth
// pass). A named one is parsed once per connection, and after five runs PostgreSQL keeps a generic plan when it costs
// no more than the custom ones, so most runs skip the planner too. node-postgres then sends only Bind and Execute.
//
// Keyed by the full text, per connection (a named statement lives in its backend), and only for statements with
// parameters: what repeats is the app's queries; DDL, BEGIN and COMMIT have none. A text is named from its second run
// (the third until issue 30's cold runs showed the extra parse, ADR 0070), so a one-off shape (a list of varying
// length) is not named; a connection names at most `max` texts.
//
// A migration run by another process (a rolling restart) may change the type of a column a named statement returns:
// PostgreSQL then refuses it ("cached plan must not change result type") until it is prepared again. The text is
// then forgotten here, so its next run is prepared under a new name; a statement outside a transaction is run again
// at once, unnamed (it changed nothing), and one inside a transaction fails with it, as any error does there.

type AnyFn = (...args: unknown[]) => unknown;
type QueryConfig = { text: string; name?: string; values?: unknown; queryMode?: string; submit?: unknown };

export type NamingOptions = {
  /** The run on a connection from which a text is named (default 2). */
  after?: number;
  /** The most texts one connection names (default 200). */
  max?: number;
};

/** Texts counted per connection before the count starts over. */
const MAX_COUNTED = 1000;

/** PostgreSQL's refusal of a named statement whose result columns changed type since it was prepared. */
function isResultTypeChange(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan must not change result type');
}

/** The query as a config without a name (a text, or a config that is not a Submittable nor forced to the simple protocol). */
function unnamed(c: unknown): QueryConfig | undefined {
  if (typeof c === 'string') return { text: c };
  const q = c as QueryConfig | null;
  if (typeof q !== 'object' || q === null || typeof q.text !== 'string' || q.name || 'submit' in q || q.queryMode === 'simple') return undefined;
  return q;
}

/** Wraps `client.query` so the connection's repeated statements run prepared under names. Call once per client. */
export function nameRepeatedStatements(client: PoolClient, opts: NamingOptions = {}): void {
  const after = opts.after ?? 2;
  const max = opts.max ?? 200;
  const target = client as unknown as { query: AnyFn; getTransactionStatus?: () => string | null };
  const query = target.query;
  const runs = new Map<string, number>();
  const names = new Map<string, string>();
  let made = 0;

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || made >= max) return known;
    const n = (runs.get(text) ?? 0) + 1;
    if (n < after) {
      if (runs.size >= MAX_COUNTED) runs.clear();
      runs.set(text, n);
      return undefined;
    }
    runs.delete(text);
    const name = `crisps_${++made}`;
    names.set(text, name);
    return name;
  };

  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, values, cb] = args;
    // Only (text or config, values[, callback]) with a parameter: what drizzle and pg's pool send.
    const config = unnamed(first);
    if (!config || !Array.isArray(values) || !values.length || (cb !== undefined && typeof cb !== 'function')) return query.apply(this, args);
    const name = nameOf(config.text);
    if (!name) return query.apply(this, args);
    const autocommit = target.getTransactionStatus?.() === 'I';
    const named = { ...config, name };
    const again = (err: unknown) => {
      if (!isResultTypeChange(err)) return false;
      if (names.get(config.text) === name) names.delete(config.text);
      return autocommit;
    };
    if (typeof cb === 'function') {
      return query.call(this, named, values, (err: unknown, res: unknown) => {
        if (err && again(err)) return query.call(this, first, values, cb);
        return (cb as AnyFn)(err, res);
      });
    }
    return (query.call(this, named, values) as Promise<unknown>).catch((err: unknown) => {
      if (again(err)) return query.call(this, first, values);
      throw err;
    });
  };
}
