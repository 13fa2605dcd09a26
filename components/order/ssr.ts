import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp, type Http } from '@/lib/http';

export type Loaded<T> = { data: T | null; error: string };

export const q1 = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/**
 * getServerSideProps body of the order sub-pages: the required query keys, then one load through the in-process
 * client. An invalid session goes to login (and back); other failures become the page's error text.
 */
export async function loadForPage<T>(
  ctx: GetServerSidePropsContext,
  required: string[],
  load: (q: Record<string, string>, client: Http) => Promise<T>,
): Promise<GetServerSidePropsResult<Loaded<T> & { query: Record<string, string> }>> {
  const query = Object.fromEntries(Object.keys(ctx.query).map((k) => [k, q1(ctx.query[k])]));
  if (required.some((k) => !query[k])) return { props: { data: null, error: '缺少参数', query } };
  try {
    return { props: { data: await load(query, serverHttp(ctx.req)), error: '', query } };
  } catch (e) {
    if (isApiError(e) && isSessionInvalidCode(e.code)) return loginRedirect(ctx.resolvedUrl);
    return { props: { data: null, error: e instanceof Error && e.message ? e.message : '请求失败，请稍后再试', query } };
  }
}

/** A permanent move of a dead page to its live one, keeping the query. */
export function movedTo(destination: string, resolvedUrl: string) {
  const at = resolvedUrl.indexOf('?');
  return { redirect: { destination: `${destination}${at === -1 ? '' : resolvedUrl.slice(at)}`, permanent: false } };
}
