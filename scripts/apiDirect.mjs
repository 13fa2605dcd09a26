// /api without Next's request handling in front of it (docs/adr/0054-api-bypasses-next-request-handling.md).
import { getRequestListener } from '@hono/node-server';

/**
 * getRequestListener's options. By default it replaces the process's global Request and Response with its own
 * lighter classes the first time it is called. Next's proxy (proxy.ts, in this process since ADR 0058) answers with a
 * NextResponse built on the Response its chunk saw when it loaded, and Next refuses an answer that is not
 * `instanceof Response` of the moment: a page served before the first /api request loaded that chunk with the real
 * Response, and every page after it answered 500 (docs/adr/0060). The globals stay as Node made them.
 * pages/api/[[...route]].ts makes its listener with apiListener too.
 */
export const LISTENER_OPTIONS = Object.freeze({ overrideGlobalObjects: false });

/** The Node.js request listener of a Hono app's fetch, with LISTENER_OPTIONS (this file and the pages/api route). */
export const apiListener = (fetch) => getRequestListener(fetch, LISTENER_OPTIONS);

/** Whether a request line's path is the API's: /api, /api/… or /api?… (not /apiary). */
export function isApiPath(url) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * pages/api/[[...route]].ts does nothing but hand the request to the Hono app (no body parsing; middleware's matcher
 * and next.config's headers leave /api out), yet Next's routing, request meta and API resolver in front of it are
 * about 30 % of what a chat message allocates. This answers /api with the app the runtime registered on globalThis
 * (server/runtime.ts: the same instance server renders call in process); until it has booted it answers nothing and
 * Next's own route takes the request (and boots it). Returns whether it took the request.
 */
export function apiDirect({ onError, registry = globalThis } = {}) {
  let app;
  let listener;
  return (req, res) => {
    if (!isApiPath(req.url ?? '')) return false;
    const current = registry.__crispsApp;
    if (!current) return false;
    if (current !== app) {
      app = current;
      listener = apiListener(current.fetch);
    }
    listener(req, res).catch((err) => {
      onError?.(err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
    return true;
  };
}
