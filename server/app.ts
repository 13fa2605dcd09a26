import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { HTTPException } from 'hono/http-exception';
import type { Deps, HonoEnv } from './http/types';
import { AppError, ERR } from './http/errors';
import { verifySignature } from './http/sign';
import { bodySizeGuard, inputGuard } from './http/input';
import { describeError } from './http/dbErrors';
import { reportError } from './http/report';
import { REQUEST_ID_HEADER } from '@/lib/requestId';
import { framesOnly, log } from './log';
import { apiRouteOf, requestLog } from './log/api';
import { createRouter } from './http/router';
import { loadSession } from './modules/auth/session';
import { registerModules } from './modules';
import { listStandIns } from './adapters/standIns';
import { withNoticeScope } from './modules/notice/notify';
import { flushAfterRequest } from './modules/notice/outbox';
import { loadOperator } from './modules/ops/login';
import { httpMetrics } from './metrics/http';
import { readiness } from './health';

export type App = OpenAPIHono<HonoEnv>;

/**
 * The caller's IP, for per-IP limits and the session record. With trustProxy the last X-Forwarded-For entry: the
 * address our proxy appended (whatever a client put before it is its own claim). Without it, the socket's peer; a
 * request without a socket is an in-process server render, whose X-Real-IP lib/http sets from the peer it saw.
 */
function clientIp(c: Context<HonoEnv>, trustProxy: boolean): string {
  const fwd = trustProxy ? c.req.header('x-forwarded-for') : undefined;
  const last = fwd?.split(',').pop()?.trim();
  if (last) return last;
  // Asked first, not by catching getConnInfo's failure: a thrown error per server render's API call cost ~5 % of it.
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return c.req.header('x-real-ip') || 'local';
  try {
    return getConnInfo(c as unknown as Context).remote.address || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createApp(deps: Deps): App {
  const app = createRouter();

  // Requests by route template and status (docs/METRICS.md); first, so it times the whole answer.
  app.use('*', httpMetrics);
  // The request's id, context and access line (server/log/api.ts, ADR 0044).
  app.use('*', requestLog);
  app.use('*', async (c, next) => {
    const requestId = c.get('requestId');
    c.header(REQUEST_ID_HEADER, requestId);
    // The server's clock, for the countdowns of pages on a phone whose clock is off (lib/serverClock.ts).
    c.header('X-Server-Time', String(Date.now()));
    c.set('deps', deps);
    c.set('ip', clientIp(c, deps.config.trustProxy));
    c.set('user', null);
    c.set('operator', null);
    // A request that wrote notices has them delivered once its work has committed, after its answer (notice/outbox.ts).
    const { wrote } = await withNoticeScope(next);
    if (wrote) flushAfterRequest(deps);
  });
  app.use('/api/*', bodySizeGuard);
  app.use('/api/*', verifySignature);
  app.use('/api/*', inputGuard);
  app.use('/api/*', loadSession);
  app.use('/api/*', loadOperator);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ code: err.code, data: err.data, msg: err.message });
    if (err instanceof SyntaxError) return c.json({ code: ERR.BAD_INPUT, data: null, msg: '请求体：格式错误' });
    // zod-openapi answers a body of an undeclared media type (JSON sent to a form route) with a 415.
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ code: ERR.BAD_INPUT, data: null, msg: err.status === 415 ? '请求体：格式不受支持' : '请求体：格式错误' });
    }
    // Database errors: unreachable → busy (503); a value the database refused → 400. Logged as one short line
    // (route, code; the request id is on every line): never the SQL or its parameters, which carry user data.
    const d = describeError(err);
    const route = apiRouteOf(c);
    if (d.kind === 'busy') {
      log.warn({ where: 'api', route, dbCode: d.code }, 'database unavailable');
      return c.json({ code: ERR.BUSY, data: null, msg: d.msg });
    }
    if (d.kind === 'bad_input') {
      log.warn({ where: 'api', route, dbCode: d.code }, 'database refused a value');
      return c.json({ code: ERR.BAD_INPUT, data: null, msg: d.msg });
    }
    const requestId = c.get('requestId');
    // A database error's message holds the SQL and its parameters: the log and Sentry get its code and frames only.
    const reported = d.kind === 'db' ? framesOnly(err, 'DatabaseError', `database error ${d.code}`) : err;
    log.error({ where: 'api', route, err: reported }, 'unhandled error');
    void reportError(reported, { where: 'api', requestId, tags: { method: c.req.method, path: route } });
    c.header(REQUEST_ID_HEADER, requestId);
    // The server's clock, for the countdowns of pages on a phone whose clock is off (lib/serverClock.ts).
    c.header('X-Server-Time', String(Date.now()));
    return c.json({ code: ERR.INTERNAL, data: null, msg: '服务繁忙，请稍后再试' });
  });
  app.notFound((c) => c.json({ code: ERR.NOT_FOUND, data: null, msg: `接口不存在：${c.req.method} ${c.req.path}` }));

  // Liveness: answers while the process runs (no check of anything it depends on). Readiness: 200 only when this
  // process may take traffic (server/health.ts); 503 while starting, draining or when the database or Redis do not
  // answer. Load balancers read the status; the envelope says why. Both unsigned (server/http/unsigned.ts).
  app.get('/api/health', (c) => c.json({ code: 200, data: { ok: true }, msg: 'success' }));
  app.get('/api/health/ready', async (c) => {
    const r = await readiness(deps);
    c.header('Cache-Control', 'no-store');
    if (r.ready) return c.json({ code: 200, data: r, msg: 'success' });
    return c.json({ code: ERR.BUSY, data: r, msg: '服务未就绪' }, 503);
  });
  // The services this server runs on local stand-ins, for pages that were not rendered for a request (ADR 0033).
  app.get('/api/stand-ins', (c) => c.json({ code: 200, data: { services: listStandIns(deps.adapters).map((s) => s.service) }, msg: 'success' }));
  registerModules(app);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: '薯片企服 storefront API', version: '1.0.0', description: 'Every response is the envelope {code, data, msg}; see docs/API.md.' },
  });
  app.get('/api/docs', (c) =>
    c.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>API 文档</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:16px;color:#222}h2{font-size:16px;margin:20px 0 6px}code{background:#f3f4f6;padding:1px 4px;border-radius:3px}li{margin:4px 0}</style></head>
<body><h1>薯片企服 API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p><div id="r">加载中…</div>
<script>fetch('/api/openapi.json').then(r=>r.json()).then(d=>{const g={};for(const[p,ops]of Object.entries(d.paths||{}))for(const[m,o]of Object.entries(ops)){const t=(o.tags||['其他'])[0];(g[t]=g[t]||[]).push('<li><code>'+m.toUpperCase()+' '+p+'</code> '+(o.summary||'')+'</li>')}
document.getElementById('r').innerHTML=Object.entries(g).map(([t,l])=>'<h2>'+t+'</h2><ul>'+l.join('')+'</ul>').join('')})</script></body></html>`),
  );
  return app;
}
