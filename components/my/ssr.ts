import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp, type Http } from '@/lib/http';
import { errorText } from './useLoad';

export type Query = Record<string, string>;
export type SsrProps<T> = { initial: T | null; error: string; query: Query };

/** The first value of every query key, trimmed. */
export function flatQuery(q: GetServerSidePropsContext['query']): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    const one = Array.isArray(v) ? v[0] : v;
    if (one !== undefined) out[k] = String(one).trim();
  }
  return out;
}

/**
 * getServerSideProps for a page whose first screen is one read: the read runs in-process with the visitor's
 * cookies; an invalid session goes to login and comes back; any other failure is shown by the page with a retry.
 * `load` returning undefined means "nothing to load for this query" (the page explains what is missing).
 */
export function ssrLoad<T>(load: (client: Http, query: Query) => Promise<T> | undefined): GetServerSideProps<SsrProps<T>> {
  return async ({ req, query, resolvedUrl }) => {
    const q = flatQuery(query);
    try {
      const pending = load(serverHttp(req), q);
      const initial = pending === undefined ? null : await pending;
      return { props: { initial: initial ?? null, error: '', query: q } };
    } catch (e) {
      if (isApiError(e) && isSessionInvalidCode(e.code)) return loginRedirect(resolvedUrl);
      return { props: { initial: null, error: errorText(e), query: q } };
    }
  };
}
