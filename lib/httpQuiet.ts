/**
 * A signed POST nobody waits for, sent with fetch: the signature, the platform headers and the envelope of the HTTP
 * client (lib/httpCore.ts does both), without axios, the progress bar or toasts. For what every first visit sends on
 * its own a second after load: the page view (lib/analytics.ts) and a visitor's registration (stores/user.ts).
 * Loading the whole client for them was the longest task after hydration on /detail and /my (docs/PERFORMANCE.md,
 * seventh pass; ADR 0061). Like the client, it signs on the server's clock (once more after a 4003) and learns that
 * clock from the answer, and a session-invalid answer goes to the client's own rule (forget the user, go to login).
 */
import { browserIdentity } from './browserIdentity';
import { CODE, HTTP_TIMEOUT_MS } from './constants';
import { loadHttpClient } from './http';
import { ApiError, isSessionInvalidCode, type Envelope } from './httpErrors';
import { fetchEnvelope } from './fetchEnvelope';
import { prepareRequest } from './httpCore';
import { learnServerClock, learnServerTime, SERVER_TIME_HEADER, serverNow } from './serverClock';

type Answer<T> = { env: Envelope<T>; sentToken: string };

async function send<T>(url: string, data: object): Promise<Answer<T>> {
  const identity = browserIdentity();
  const p = prepareRequest({ method: 'POST', url: `/api${url}`, data, identity, now: serverNow() });
  const sentAt = Date.now();
  const { res, env } = await fetchEnvelope<T>(p.url, {
    method: 'POST',
    headers: p.headers,
    body: p.body,
    keepalive: true,
    // Older web-views have no AbortSignal.timeout; the call then waits as long as the browser lets it.
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(HTTP_TIMEOUT_MS) : undefined,
  });
  learnServerTime(Number(res.headers.get(SERVER_TIME_HEADER)), sentAt, Date.now());
  return { env, sentToken: identity.token ?? '' };
}

/** POSTs `data` (a form body) to `/api${url}` and resolves the envelope's data; any other code rejects as ApiError. */
export async function postQuietly<T>(url: string, data: object): Promise<T> {
  let answer = await send<T>(url, data);
  if (learnServerClock(answer.env)) answer = await send<T>(url, data);
  const { env, sentToken } = answer;
  if (isSessionInvalidCode(env.code)) {
    void loadHttpClient()
      .then((c) => c.sessionInvalid(sentToken))
      .catch(() => undefined);
  }
  if (env.code !== CODE.OK) throw new ApiError(env.code, env.msg || '请求失败', env.data);
  return env.data;
}
