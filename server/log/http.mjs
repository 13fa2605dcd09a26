// The production server's half of the logs (scripts/start.mjs): every request gets its id here, before Next or the
// API see it, runs in its own context (server/log/core.mjs), and ends with one access line:
//   {level, time, pid, hostname, reqId, method, route, status, ms, user?, ip, code?, aborted?, msg: "request"}
// `route` is a template, never the raw path: Hono's route path for /api (set by the API, server/log/api.ts), else the
// Next page the path matches in the build's routes manifest (`/known/detail/[id]`); a `/_next/data/<build>/….json`
// request is its page's. Next's own files (`/_next/static`, `/_next/image`) and other files with an extension are
// logged at debug, so an info log holds what a client asked of the app. `user` (a hash) is known when the API (or a
// server render's API calls) resolved a session; `code` is the API's envelope code when it answered an error.
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { REQUEST_ID_HEADER, requestIdOf } from '../../lib/requestIdRule.mjs';
import { attachContext, getLogger, runWithRequest, slowRequestMs } from './core.mjs';

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * The route template of a path, from Next's routes manifest of the build in `distDir` (pages, then redirects and
 * rewrites, whose `source` is a template too). `{ route, asset }`: asset marks Next's files and other static files.
 */
export function routeMatcher(distDir = '.next') {
  const manifest = readJson(path.join(distDir, 'routes-manifest.json')) ?? {};
  const buildId = (() => {
    try {
      return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      return '';
    }
  })();
  const exact = new Map((manifest.staticRoutes ?? []).map((r) => [r.page, r.page]));
  const rewrites = Array.isArray(manifest.rewrites) ? manifest.rewrites : Object.values(manifest.rewrites ?? {}).flat();
  const patterns = [
    ...(manifest.staticRoutes ?? []).map((r) => ({ re: r.regex, route: r.page })),
    ...(manifest.dynamicRoutes ?? []).map((r) => ({ re: r.regex, route: r.page })),
    ...[...(manifest.redirects ?? []), ...rewrites].filter((r) => !r.internal && r.regex).map((r) => ({ re: r.regex, route: r.source })),
  ].flatMap(({ re, route }) => {
    try {
      return [{ re: new RegExp(re), route }];
    } catch {
      return [];
    }
  });
  const page = (p) => exact.get(p) ?? patterns.find((x) => x.re.test(p))?.route;
  const dataPrefix = `/_next/data/${buildId}`;
  return (pathname) => {
    if (buildId && pathname.startsWith(dataPrefix + '/') && pathname.endsWith('.json')) {
      const p = pathname.slice(dataPrefix.length, -'.json'.length);
      return { route: page(p === '/index' ? '/' : p) ?? '(unmatched)', asset: false };
    }
    if (pathname.startsWith('/_next/')) return { route: `/_next/${pathname.split('/')[2] ?? ''}`, asset: true };
    const route = page(pathname);
    if (route) return { route, asset: false };
    if (/\/[^/]+\.[A-Za-z0-9]{1,8}$/.test(pathname)) return { route: '(file)', asset: true };
    return { route: '(unmatched)', asset: false };
  };
}

/** The client IP as ADR 0005 defines it: with TRUST_PROXY the last X-Forwarded-For entry, else the socket's peer. */
export function clientIpOf(req, trustProxy) {
  const fwd = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(fwd) ? fwd.join(',') : fwd)?.split(',').pop()?.trim();
  return last || req.socket?.remoteAddress || 'unknown';
}

export { slowRequestMs };

/**
 * Wraps the server's request handler: the request's id (a sane incoming X-Request-Id, else a new one) goes on the
 * response, on the request's headers (the API and the error page read it there) and on every line of the request;
 * one access line when the response is done (or the client went away).
 */
export function withRequestLog(handler, { distDir = '.next', env = process.env } = {}) {
  const log = getLogger();
  const match = routeMatcher(distDir);
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  const slowMs = slowRequestMs(env);
  return (req, res) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const ctx = { id, method: req.method, ip: clientIpOf(req, trustProxy), owner: 'http' };
    attachContext(req, ctx);
    res.once('close', () => {
      const url = req.url || '/';
      const q = url.indexOf('?');
      const found = match(q < 0 ? url : url.slice(0, q));
      const line = {
        reqId: id,
        method: req.method,
        route: ctx.route ?? found.route,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(ctx.user ? { user: ctx.user } : {}),
        ip: ctx.ip,
        ...(ctx.code !== undefined ? { code: ctx.code } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      // A slow answer is a warning, seen where only warnings are kept (the browser tests' server, an alert); an event
      // stream is open for as long as its page is, and is never slow.
      const stream = String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
      if (line.ms >= slowMs && !stream) log.warn({ ...line, slow: true }, 'request');
      else if (found.asset && !ctx.route) log.debug(line, 'request');
      else log.info(line, 'request');
    });
    return runWithRequest(ctx, () => handler(req, res));
  };
}

/**
 * console.* of this process (Next's own messages, a library's) as lines of the logger, so that stdout holds JSON
 * only; an Error among the arguments becomes the line's `err` (with its stack).
 */
export function bridgeConsole() {
  const log = getLogger();
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };
  for (const [name, level] of Object.entries(levels)) {
    console[name] = (...args) => {
      const err = args.find((a) => a instanceof Error);
      const rest = err ? args.filter((a) => a !== err) : args;
      const msg = format(...rest).trim() || err?.message || '';
      if (err) log[level]({ err }, msg);
      else log[level](msg);
    };
  }
}
