/**
 * The API's half of the logs (ADR 0044): the first middleware of the Hono app. It settles the request's id and
 * tells the request's context what only the API knows: the route template (Hono's route path,
 * `/api/nk/v1/answer/:id`), the user (hashed) and the envelope code of an error answer.
 *
 * Three ways in:
 * - through the production HTTP server (scripts/start.mjs → Next's API route): that server made the context and
 *   writes the access line; the API fills it in.
 * - in-process from a server render (lib/httpInProcess.ts passes IN_PROCESS_ENV): a call the page makes, not a
 *   client's request. It keeps the page's id, lends the page its user, and writes one `api call` line at debug.
 * - without either (tests calling app.request, `next dev`): the API makes the context and writes the access line.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import { requestIdOf, REQUEST_ID_HEADER } from '@/lib/requestId';
import { isInProcessEnv } from '@/lib/inProcessCall';
import { AppError, ERR } from '../http/errors';
import { describeError } from '../http/dbErrors';
import type { HonoEnv } from '../http/types';
import { contextOf, currentRequest, hashUserId, log, runWithRequest, slowRequestMs, type RequestContext } from './index';

/** The route template that answered: the last route matched, unless only middleware (`/api/*`) matched. */
export function apiRouteOf(c: Context): string {
  const last = matchedRoutes(c).at(-1);
  return last && !last.path.includes('*') ? last.path : '(unmatched)';
}

/** The envelope code app.ts's onError answers for `err` (the access line's `code`). */
export function envelopeCodeOf(err: Error): number {
  if (err instanceof AppError) return err.code;
  if (err instanceof SyntaxError || (err instanceof HTTPException && err.status < 500)) return ERR.BAD_INPUT;
  const kind = describeError(err).kind;
  return kind === 'busy' ? ERR.BUSY : kind === 'bad_input' ? ERR.BAD_INPUT : ERR.INTERNAL;
}

const msSince = (t: number) => Math.round((performance.now() - t) * 100) / 100;

/** What the API learnt, written into the request's context once its handler returned. */
function learn(c: Context<HonoEnv>, ctx: RequestContext): void {
  ctx.route = apiRouteOf(c);
  ctx.ip = c.get('ip') ?? ctx.ip;
  const user = c.get('user');
  if (user) ctx.user = hashUserId(user.userId, c.get('deps').secrets.appKey);
  if (c.error) ctx.code = envelopeCodeOf(c.error);
}

export const requestLog: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const env = c.env as { incoming?: unknown } | undefined;
  // The HTTP server's context: the one running, or the one it tied to the request object.
  const outer = currentRequest() ?? contextOf(env?.incoming);
  // A request of the HTTP server whose API part this is (a second API pass in the same request is a call it makes).
  if (outer && env?.incoming && outer.route === undefined) {
    c.set('requestId', outer.id);
    await runWithRequest(outer, next);
    learn(c, outer);
    return;
  }
  if (outer || isInProcessEnv(env)) {
    const started = performance.now();
    const ctx: RequestContext = outer ?? { id: requestIdOf(c.req.header(REQUEST_ID_HEADER)), owner: 'api' };
    c.set('requestId', ctx.id);
    await runWithRequest(ctx, next);
    const inner: RequestContext = { id: ctx.id, owner: 'api' };
    learn(c, inner);
    // The page is shown to this user: its access line names them.
    if (inner.user && !ctx.user) ctx.user = inner.user;
    log.debug({ reqId: ctx.id, route: inner.route, status: c.res.status, ms: msSince(started), ...(inner.code ? { code: inner.code } : {}) }, 'api call');
    return;
  }
  const started = performance.now();
  const ctx: RequestContext = { id: requestIdOf(c.req.header(REQUEST_ID_HEADER)), method: c.req.method, owner: 'api' };
  c.set('requestId', ctx.id);
  await runWithRequest(ctx, next);
  learn(c, ctx);
  const line = {
    reqId: ctx.id,
    method: ctx.method,
    route: ctx.route,
    status: c.res.status,
    ms: msSince(started),
    ...(ctx.user ? { user: ctx.user } : {}),
    ip: ctx.ip,
    ...(ctx.code !== undefined ? { code: ctx.code } : {}),
  };
  // As the production server's line (server/log/http.mjs): a slow answer is a warning; an event stream never is.
  const stream = (c.res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (line.ms >= slowRequestMs() && !stream) log.warn({ ...line, slow: true }, 'request');
  else log.info(line, 'request');
};
