import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { AppError } from '@/server/http/errors';
import { httpMetrics, UNMATCHED } from '@/server/metrics/http';
import { statementOp } from '@/server/metrics/db';
import { commandLabel } from '@/server/metrics/redis';
import { chatDelivered, gateDecision, gatewayNotification, streamOpened, sweeperPass } from '@/server/metrics/record';
import { methodLabel, metrics } from '@/server/metrics/registry';
import { PAGE_ROUTE, pageRouteOf, recordPageRender } from '@/lib/pageTiming';
import { pageRouteLabeler } from '@/scripts/metrics.mjs';
import { routeMatcher } from '@/server/log/http.mjs';
import { sample } from './support/metricsSample';
import { STANDARD_ROUTES, fakeBuildDir } from './support/buildDir';

const H = 'crisps_http_request_duration_seconds_count';

/** An app shaped like server/app.ts: the metrics first, middlewares on /api/*, routes, an onError. */
function app() {
  const a = new Hono();
  a.use('*', httpMetrics);
  a.use('/api/*', async (_c, next) => next());
  a.get('/api/t/items/:id', (c) => c.json({ id: c.req.param('id') }));
  a.post('/api/t/refuse', () => {
    throw new AppError(400, 'no');
  });
  a.get('/api/t/crash', () => {
    throw new Error('boom');
  });
  a.onError((err, c) => c.json({ code: err instanceof AppError ? err.code : 500 }));
  a.notFound((c) => c.json({ code: 404 }, 404));
  return a;
}

describe('HTTP figures: the route template and status, never the raw path', () => {
  it('labels a request by the route it matched, whatever the id in the path', async () => {
    const a = app();
    const labels = { route: '/api/t/items/:id', method: 'GET', status: '200' };
    const before = await sample(H, labels);
    await a.request('/api/t/items/1');
    await a.request('/api/t/items/2');
    expect(await sample(H, labels)).toBe(before + 2);
    const text = await metrics().registry.metrics();
    expect(text).not.toContain('/api/t/items/1');
  });

  it('gives every unknown path one label, and an unexpected error the 500 its envelope says', async () => {
    const a = app();
    const unmatched = { route: UNMATCHED, method: 'GET', status: '404' };
    const crash = { route: '/api/t/crash', method: 'GET', status: '500' };
    const refused = { route: '/api/t/refuse', method: 'POST', status: '200' };
    const before = [await sample(H, unmatched), await sample(H, crash), await sample(H, refused)];
    await a.request('/api/nope/1');
    await a.request('/api/nope/2');
    expect((await a.request('/api/t/crash')).status).toBe(200);
    await a.request('/api/t/refuse', { method: 'POST' });
    expect([await sample(H, unmatched), await sample(H, crash), await sample(H, refused)]).toEqual([before[0] + 2, before[1] + 1, before[2] + 1]);
  });

  it('keeps the method label to the usual methods', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });
});

describe('page route labels (scripts/metrics.mjs, by the access log\'s routeMatcher)', () => {
  const dist = fakeBuildDir('BUILD1', { ...STANDARD_ROUTES, dynamicRoutes: [...STANDARD_ROUTES.dynamicRoutes, { page: '/known/[id]', regex: '^/known/([^/]+?)(?:/)?$' }] });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const label = pageRouteLabeler(routeMatcher(dist));
  it('names the page, from a path, a data request or a query', () => {
    expect(label('/')).toBe('/');
    expect(label('/detail?productId=g_1')).toBe('/detail');
    expect(label('/detail/')).toBe('/detail');
    expect(label('/known/abc123')).toBe('/known/[id]');
    expect(label('/_next/data/BUILD1/known/abc.json?id=abc')).toBe('/known/[id]');
    expect(label('/_next/data/BUILD1/index.json')).toBe('/');
  });
  it('folds everything else into a few fixed labels', () => {
    expect(label('/_next/static/chunks/x.js')).toBe('/_next/static');
    expect(label('/_next/image?url=x')).toBe('/_next/image');
    expect(label('/favicon.ico')).toBe('other');
    expect(label('/no/such/page/' + 'x'.repeat(50))).toBe('other');
    expect(pageRouteLabeler(routeMatcher(path.join(dist, 'missing')))('/detail')).toBe('other');
  });
});

describe('the other figures record under their names and labels', () => {
  it('SSR render time by the page route start.mjs put on the request', async () => {
    const before = await sample('crisps_ssr_render_duration_seconds_count', { page: '/detail' });
    recordPageRender({ [PAGE_ROUTE]: '/detail' }, performance.now() - 5);
    expect(await sample('crisps_ssr_render_duration_seconds_count', { page: '/detail' })).toBe(before + 1);
    expect(pageRouteOf({})).toBe('unknown');
    expect(pageRouteOf({ [Symbol.for('NextInternalRequestMeta')]: { match: { definition: { pathname: '/known/[id]' } } } })).toBe('/known/[id]');
  });

  it('sweeper runs, claims and last run; gate decisions; gateway notifications', async () => {
    const runs = await sample('crisps_sweeper_runs_total', { sweeper: 'order', outcome: 'ok' });
    const claims = await sample('crisps_sweeper_claims_total', { sweeper: 'order', kind: 'expired' });
    sweeperPass('order', 'ok', { expired: 3, notifications: 0 });
    expect(await sample('crisps_sweeper_runs_total', { sweeper: 'order', outcome: 'ok' })).toBe(runs + 1);
    expect(await sample('crisps_sweeper_claims_total', { sweeper: 'order', kind: 'expired' })).toBe(claims + 3);
    expect(await sample('crisps_sweeper_last_run_timestamp_seconds', { sweeper: 'order' })).toBeGreaterThan(Date.now() / 1000 - 60);

    const sold = await sample('crisps_seckill_gate_decisions_total', { decision: 'sold_out' });
    gateDecision('sold_out');
    expect(await sample('crisps_seckill_gate_decisions_total', { decision: 'sold_out' })).toBe(sold + 1);

    const retried = await sample('crisps_gateway_notifications_total', { result: 'failed', retry: 'true' });
    gatewayNotification(false, 2);
    expect(await sample('crisps_gateway_notifications_total', { result: 'failed', retry: 'true' })).toBe(retried + 1);
  });

  it('open event streams go up and down once each; a drop says why; the delivery lag is observed', async () => {
    const open = await sample('crisps_chat_event_streams');
    const drops = await sample('crisps_chat_stream_drops_total', { reason: 'slow_consumer' });
    const lag = await sample('crisps_chat_delivery_lag_seconds_count');
    const close = streamOpened();
    expect(await sample('crisps_chat_event_streams')).toBe(open + 1);
    close('slow_consumer');
    close('slow_consumer');
    expect(await sample('crisps_chat_event_streams')).toBe(open);
    expect(await sample('crisps_chat_stream_drops_total', { reason: 'slow_consumer' })).toBe(drops + 1);
    chatDelivered(Date.now() - 20);
    chatDelivered(undefined);
    expect(await sample('crisps_chat_delivery_lag_seconds_count')).toBe(lag + 1);
  });

  it('statement kinds and Redis command names stay a short list', () => {
    expect(statementOp('select 1')).toBe('select');
    expect(statementOp({ text: '  INSERT into x values (1)' })).toBe('insert');
    expect(statementOp('with a as (select 1) select * from a')).toBe('select');
    expect(statementOp('BEGIN')).toBe('other');
    expect(statementOp('\n  Delete from x')).toBe('delete');
    expect(statementOp('WITH w0 as (update x set a = 1) insert into y values (1)')).toBe('select');
    expect(statementOp('sel')).toBe('other');
    expect(statementOp('')).toBe('other');
    expect(statementOp(undefined)).toBe('other');
    expect(commandLabel('eval')).toBe('eval');
    expect(commandLabel('flushall')).toBe('other');
  });
});

describe('the dashboard and the documented alerts', () => {
  it('name only figures this app records', () => {
    const known = new Set(metrics().registry.getMetricsAsArray().map((m) => m.name));
    // Made by scripts/metrics.mjs in a served process (they read the landing-page cache).
    for (const n of ['crisps_page_cache_hits_total', 'crisps_page_cache_misses_total']) known.add(n);
    for (const file of ['docs/grafana/storefront.json', 'docs/METRICS.md']) {
      const text = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      const named = new Set((text.match(/\bcrisps_[a-z_]+/g) ?? []).map((n) => n.replace(/_(bucket|count|sum)$/, '')));
      expect(named.size, file).toBeGreaterThan(15);
      expect([...named].filter((n) => !known.has(n)), file).toEqual([]);
    }
  });
});
