import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { ApiError, type Http } from '@/lib/http';

/** A getServerSideProps context without a server: a request with `cookie`, a response that only keeps its status. */
export function fakeContext(query: ParsedUrlQuery = {}, opts: { cookie?: string; resolvedUrl?: string; params?: ParsedUrlQuery } = {}) {
  const req = { headers: opts.cookie ? { cookie: opts.cookie } : {}, socket: { remoteAddress: '10.0.0.8' } } as unknown as IncomingMessage;
  const res = { statusCode: 200 } as ServerResponse;
  const ctx = { req, res, query, params: opts.params, resolvedUrl: opts.resolvedUrl ?? '/page' } as unknown as GetServerSidePropsContext;
  return { ctx, res };
}

type Route = (payload: Record<string, unknown> | undefined) => unknown;

/**
 * A client that answers from `routes` by URL (GET and POST alike): a route returns the envelope's data or throws
 * (an ApiError, as the real client does); a URL without a route answers 404. `calls` records what was asked.
 */
export function fakeClient(routes: Record<string, Route> = {}) {
  const calls: { url: string; payload?: Record<string, unknown> }[] = [];
  const call = async (url: string, payload?: object) => {
    calls.push({ url, payload: payload as Record<string, unknown> | undefined });
    const route = routes[url];
    if (!route) throw new ApiError(404, `no route ${url}`);
    return route(payload as Record<string, unknown> | undefined);
  };
  const client = {
    get: call,
    post: call,
    envelope: async () => {
      throw new Error('not used');
    },
  } as unknown as Http;
  return { client, calls };
}

export const failWith = (code: number, msg = '失败') => () => {
  throw new ApiError(code, msg);
};

/** The props of a result, failing the test when it is a redirect or a 404. */
export function propsOf<P>(result: GetServerSidePropsResult<P>): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P;
}
