import type { IncomingMessage } from 'node:http';
import { parseCookieHeader, parseJson } from '@/lib/cookies';
import { isApiError, isSessionInvalidCode, loginRedirect } from '@/lib/http';
import { APP_CONTEXT_HEADER, decodeAppContext } from '@/components/common/appContext';

/** A stale session cookie answers 5223 everywhere: the page sends the visitor to log in (platform rule). */
export function sessionRedirect(err: unknown, resolvedUrl: string) {
  return isApiError(err) && isSessionInvalidCode(err.code) ? loginRedirect(resolvedUrl) : null;
}

/** The city of the request's cookie (what the browser's city store will hold), for the first frame. */
export function cookieCityName(req: IncomingMessage): string {
  const city = parseJson<{ name?: string }>(parseCookieHeader(req.headers.cookie).currentCity);
  return typeof city?.name === 'string' ? city.name : '';
}

/** Opened inside the mini-program (the middleware's app context). */
export const isAppletsRequest = (req: IncomingMessage) => !!decodeAppContext(req.headers[APP_CONTEXT_HEADER])?.isApplets;

/** First value of a query parameter, trimmed ('' when absent). */
export const q1 = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] ?? '' : v ?? '').trim();

/** Runs a loader; a failure leaves the section to load in the browser, except 5223 which is rethrown. */
export async function optional<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (isApiError(err) && isSessionInvalidCode(err.code)) throw err;
    return null;
  }
}
