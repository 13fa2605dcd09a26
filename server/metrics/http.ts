import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import { AppError } from '../http/errors';
import { describeError } from '../http/dbErrors';
import { fig, methodLabel } from './registry';

/** The label of a request no route of ours matched (a 404): one value, whatever the path, so the series stay few. */
export const UNMATCHED = '(unmatched)';


/**
 * The route template of an API request: the path the handling route was registered with (`/api/x/:id`), never the
 * raw path. The matched list holds the middlewares (`use`, method ALL) and then the route; a request that matched
 * only middlewares matched no route.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const r = routes[i];
    if (r.method !== 'ALL') return r.path;
  }
  return UNMATCHED;
}

/**
 * The status label: the HTTP status, except that an answer the error handler gave for a failure of ours (the
 * envelope's 500 or 503, sent with HTTP 200 like every envelope) counts as that 500 or 503, so the 5xx rate sees it.
 * A business refusal (AppError), a malformed body or a value the database refused stays what was sent.
 */
export function statusLabel(c: Context): string {
  const err = c.error;
  if (err && !(err instanceof AppError) && !(err instanceof SyntaxError) && !(err instanceof HTTPException && err.status < 500)) {
    const kind = describeError(err).kind;
    if (kind === 'busy') return '503';
    if (kind !== 'bad_input') return '500';
  }
  return String(c.res.status);
}

/** Records every /api request: duration by route template, method and status. First middleware of the app. */
export const httpMetrics: MiddlewareHandler = async (c, next) => {
  const start = performance.now();
  try {
    await next();
  } finally {
    fig().http.observe({ route: routeLabel(c), method: methodLabel(c.req.method), status: statusLabel(c) }, (performance.now() - start) / 1000);
  }
};
