import type { ParsedUrlQuery } from 'node:querystring';

/** A page's query as its loader reads it: one trimmed value per key. */
export type Query = Record<string, string>;

/** First value of a query parameter, trimmed ('' when absent). A repeated key counts by its first value. */
export const q1 = (v: string | string[] | undefined): string => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

/** The first value of every query key, trimmed; keys without a value are left out. */
export function flatQuery(q: ParsedUrlQuery): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    if ((Array.isArray(v) ? v[0] : v) !== undefined) out[k] = q1(v);
  }
  return out;
}
