/**
 * The one HTTP client of pages, stores and services (docs/ARCHITECTURE.md "Front" 4): url-encoded form posts, the
 * platform codes, the signature, the auth headers, the envelope; 5223/9984 clear the user and go to login.
 *
 * This module is the light face of it: the types, ApiError and the rules callers branch on are here; the client
 * itself (axios and the signature, lib/httpClient.ts) is loaded on the first call, so a page whose first screen came
 * from the server does not carry it in its first-load JavaScript (issue 16). Callers see no difference: every call
 * returns a promise either way.
 */
import type { IncomingMessage } from 'node:http';
import { loginUrl } from './navigate';
import type { Envelope, Http, Method, ReqOpts } from './httpErrors';

export { ApiError, isApiError, isSessionInvalidCode } from './httpErrors';
export type { Envelope, Http, Method, ReqOpts } from './httpErrors';
export { connectSession, type HttpSession } from './httpSession';

type Client = typeof import('./httpClient');
let loading: Promise<Client> | null = null;

/** The client module, loaded once (at the first call, or ahead of it by whoever expects one soon). */
export function loadHttpClient(): Promise<Client> {
  loading ??= import('./httpClient').catch((e) => {
    loading = null; // a failed chunk load (deploy, network) is tried again by the next call
    throw e;
  });
  return loading;
}

/** Whether something on this page has already asked for the client module (it is loaded, or loading). */
export const httpClientRequested = (): boolean => loading !== null;

/** An Http whose calls wait for the client module, then go to the Http `pick` chooses. */
function deferred(pick: (c: Client) => Http): Http {
  let target: Http | null = null;
  const ready = () => (target ? Promise.resolve(target) : loadHttpClient().then((c) => (target ??= pick(c))));
  return {
    envelope: <T>(method: Method, url: string, payload?: object, opts?: ReqOpts): Promise<Envelope<T>> =>
      ready().then((h) => h.envelope<T>(method, url, payload, opts)),
    get: <T>(url: string, params?: object, opts?: ReqOpts): Promise<T> => ready().then((h) => h.get<T>(url, params, opts)),
    post: <T>(url: string, data?: object, opts?: ReqOpts): Promise<T> => ready().then((h) => h.post<T>(url, data, opts)),
  };
}

/** The client of pages and stores. On the server (no window) it runs in-process as an anonymous caller. */
export const http: Http = deferred((c) => c.http);

/**
 * Client for getServerSideProps: the visitor's cookies (token, userId, userNo, currentCity) and user agent give
 * the same headers and signature the browser would send; the call runs in-process. 5223 comes back as an
 * ApiError for the page to turn into a redirect (see loginRedirect).
 */
export function serverHttp(req: IncomingMessage): Http {
  return deferred((c) => c.serverHttp(req));
}

/** getServerSideProps result for an invalid session: log in, then come back to `resolvedUrl`. */
export const loginRedirect = (resolvedUrl: string) => ({
  redirect: { destination: loginUrl(resolvedUrl), permanent: false },
});
