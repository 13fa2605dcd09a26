/** scripts/apiDirect.mjs: /api goes straight to the registered Hono app; everything else, and /api before boot, to Next. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { apiDirect, isApiPath } from '@/scripts/apiDirect.mjs';

/** The globals as this file loaded, and a class built on them then (as proxy.ts's NextResponse is). */
const LOADED = { Response: globalThis.Response, Request: globalThis.Request };
class LoadedEarly extends LOADED.Response {}

describe('isApiPath', () => {
  it('is the API and nothing that only starts like it', () => {
    for (const p of ['/api', '/api/', '/api/health/ready', '/api?x=1']) expect(isApiPath(p)).toBe(true);
    for (const p of ['/', '/apiary', '/apis/x', '/my/api', '']) expect(isApiPath(p)).toBe(false);
  });
});

describe('apiDirect', () => {
  let server: http.Server;
  let base = '';
  const registry: { __crispsApp?: Hono } = {};
  const errors: unknown[] = [];
  const direct = apiDirect({ registry, onError: (e) => errors.push(e) });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (direct(req, res)) return;
      res.setHeader('x-by', 'next');
      res.end('next');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('leaves /api to Next until the runtime registered its app', async () => {
    const res = await fetch(`${base}/api/ping`);
    expect(await res.text()).toBe('next');
  });

  it('answers /api with the app, body and headers as sent, and pages still with Next', async () => {
    const app = new Hono();
    app.post('/api/echo', async (c) => c.json({ got: await c.req.json(), q: c.req.query('q'), h: c.req.header('x-h') }));
    registry.__crispsApp = app;
    const res = await fetch(`${base}/api/echo?q=1`, { method: 'POST', body: JSON.stringify({ a: '中文' }), headers: { 'content-type': 'application/json', 'x-h': 'v' } });
    expect(res.headers.get('x-by')).toBeNull();
    expect(await res.json()).toEqual({ got: { a: '中文' }, q: '1', h: 'v' });
    expect(await (await fetch(`${base}/detail?productId=1`)).text()).toBe('next');
    expect(await (await fetch(`${base}/apiary`)).text()).toBe('next');
  });

  it('follows a new registration (a restarted runtime) and answers 500 when the app throws', async () => {
    const app = new Hono();
    app.get('/api/who', (c) => c.text('second'));
    app.get('/api/boom', () => {
      throw new Error('boom');
    });
    registry.__crispsApp = app;
    expect(await (await fetch(`${base}/api/who`)).text()).toBe('second');
    expect((await fetch(`${base}/api/boom`)).status).toBe(500);
  });

  it('leaves the process its own Request and Response (a proxy answer built before the first /api call stays one)', async () => {
    const app = new Hono();
    app.get('/api/plain', (c) => c.text('ok'));
    registry.__crispsApp = app;
    expect(await (await fetch(`${base}/api/plain`)).text()).toBe('ok');
    // What Next checks of the proxy's answer: a class extended before any /api call is still the Response of now.
    expect(globalThis.Response).toBe(LOADED.Response);
    expect(globalThis.Request).toBe(LOADED.Request);
    expect(new LoadedEarly(null) instanceof Response).toBe(true);
  });
});
