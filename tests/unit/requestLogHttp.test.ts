import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { bridgeConsole, clientIpOf, routeMatcher, slowRequestMs, withRequestLog } from '@/server/log/http.mjs';
import { currentRequest, log, setLogCapture } from '@/server/log';
import { createPageCache } from '@/scripts/pageCache.mjs';
import { STANDARD_ROUTES, fakeBuildDir } from './support/buildDir';

// The production server's access lines (scripts/start.mjs wraps its handler in withRequestLog), on a plain HTTP
// server with a routes manifest written the way Next writes it.

const dist = fakeBuildDir('b123', {
  ...STANDARD_ROUTES,
  dynamicRoutes: [...STANDARD_ROUTES.dynamicRoutes, { page: '/known/detail/[id]', regex: '^/known/detail/([^/]+?)(?:/)?$' }],
  redirects: [{ source: '/planner/list2', regex: '^(?!/_next)/planner/list2(?:/)?$' }, { source: '/:path+/', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$', internal: true }],
  rewrites: { beforeFiles: [], afterFiles: [{ source: '/m-order', regex: '^/m-order(?:/)?$' }], fallback: [] },
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('routeMatcher', () => {
  const match = routeMatcher(dist);
  it('names the page template of a path, never the path', () => {
    expect(match('/')).toEqual({ route: '/', asset: false });
    expect(match('/detail')).toEqual({ route: '/detail', asset: false });
    expect(match('/known/detail/13812345678')).toEqual({ route: '/known/detail/[id]', asset: false });
    expect(match('/_next/data/b123/known/detail/42.json')).toEqual({ route: '/known/detail/[id]', asset: false });
    expect(match('/_next/data/b123/index.json')).toEqual({ route: '/', asset: false });
    expect(match('/planner/list2')).toEqual({ route: '/planner/list2', asset: false });
    expect(match('/m-order')).toEqual({ route: '/m-order', asset: false });
  });
  it('marks Next’s files and other files as assets, and anything else as unmatched', () => {
    expect(match('/_next/static/chunks/abc.js')).toEqual({ route: '/_next/static', asset: true });
    expect(match('/_next/image')).toEqual({ route: '/_next/image', asset: true });
    expect(match('/favicon.ico')).toEqual({ route: '(file)', asset: true });
    expect(match('/no/such/page/123')).toEqual({ route: '(unmatched)', asset: false });
  });
  it('without a build names nothing but still answers', () => {
    expect(routeMatcher(path.join(dist, 'missing'))('/detail')).toEqual({ route: '(unmatched)', asset: false });
  });
});

describe('clientIpOf (ADR 0005)', () => {
  const req = (xff?: string) => ({ headers: xff ? { 'x-forwarded-for': xff } : {}, socket: { remoteAddress: '10.0.0.9' } }) as unknown as http.IncomingMessage;
  it('is the socket peer unless TRUST_PROXY, then the last X-Forwarded-For entry', () => {
    expect(clientIpOf(req('1.1.1.1, 2.2.2.2'), false)).toBe('10.0.0.9');
    expect(clientIpOf(req('1.1.1.1, 2.2.2.2'), true)).toBe('2.2.2.2');
    expect(clientIpOf(req(), true)).toBe('10.0.0.9');
  });
});

describe('withRequestLog', () => {
  const raw: string[] = [];
  const seen: (string | undefined)[] = [];
  const cache = createPageCache({ ttlMs: 60_000 });
  const server = http.createServer(
    withRequestLog(
      (req, res) => {
        // What Next and the API see: the id on the request's headers and in the context.
        seen.push(currentRequest()?.id);
        expect(req.headers['x-request-id']).toBe(currentRequest()?.id);
        if (req.url?.startsWith('/api/')) {
          // The API fills in its route template and the user's hash (server/log/api.ts).
          Object.assign(currentRequest()!, { route: '/api/order/v2/cus_order_detail', user: 'abcdef0123456789', code: 500 });
        }
        if (cache.handle(req, res)) return;
        res.setHeader('content-type', 'text/html');
        res.end('<p>page</p>');
      },
      { distDir: dist, env: {} },
    ),
  );
  let base = '';
  let restore: () => void;
  let level: string;
  beforeAll(async () => {
    level = log.level;
    log.level = 'debug';
    restore = setLogCapture({ write: (l: string) => raw.push(l) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    restore();
    log.level = level;
    await new Promise<void>((r) => server.close(() => r()));
  });
  const lines = () => raw.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  /** Waits for the access line of a response (written when the server closes the response). */
  const lineOf = async (id: string | null) => {
    for (let i = 0; i < 100 && !lines().some((l) => l.reqId === id); i++) await new Promise((r) => setImmediate(r));
    return lines().find((l) => l.reqId === id);
  };

  it('writes one access line per request with the id it answered, the template and no query', async () => {
    const res = await fetch(`${base}/known/detail/13812345678?token=secret-token`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = await lineOf(id);
    expect(line).toMatchObject({ level: 'info', reqId: id, method: 'GET', route: '/known/detail/[id]', status: 200, ip: '127.0.0.1' });
    expect(typeof line.ms).toBe('number');
    expect(lines().filter((l) => l.reqId === id)).toHaveLength(1);
    expect(raw.join('')).not.toMatch(/secret-token|13812345678/);
  });

  it('keeps a sane incoming id, replaces a malformed or oversized one, and never logs the bad one', async () => {
    const kept = await fetch(`${base}/detail`, { headers: { 'X-Request-Id': 'from-proxy_1' } });
    expect(kept.headers.get('x-request-id')).toBe('from-proxy_1');
    expect(await lineOf('from-proxy_1')).toBeTruthy();
    for (const bad of ['x'.repeat(65), 'bad id', '<script>']) {
      const res = await fetch(`${base}/detail`, { headers: { 'X-Request-Id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(await lineOf(id)).toBeTruthy();
    }
    expect(raw.join('')).not.toMatch(/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|bad id|<script>/);
  });

  it('takes the route, user and code the API learnt', async () => {
    const res = await fetch(`${base}/api/order/v2/cus_order_detail?cusOrderId=1`);
    expect(await lineOf(res.headers.get('x-request-id'))).toMatchObject({ route: '/api/order/v2/cus_order_detail', user: 'abcdef0123456789', code: 500 });
  });

  it('logs Next’s files at debug, pages at info', async () => {
    const res = await fetch(`${base}/_next/static/chunks/a.js`);
    expect(await lineOf(res.headers.get('x-request-id'))).toMatchObject({ level: 'debug', route: '/_next/static' });
  });

  it('a page served from the shared copy answers its own id, not the stored one', async () => {
    const first = await fetch(`${base}/`);
    await first.text();
    const second = await fetch(`${base}/`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect((await lineOf(second.headers.get('x-request-id')))?.route).toBe('/');
    expect(seen).toContain(second.headers.get('x-request-id'));
  });
});

describe('a slow answer', () => {
  it('SLOW_REQUEST_MS sets the line, 3 s unless it is a positive number', () => {
    expect(slowRequestMs({})).toBe(3000);
    expect(slowRequestMs({ SLOW_REQUEST_MS: '250' })).toBe(250);
    expect(slowRequestMs({ SLOW_REQUEST_MS: 'soon' })).toBe(3000);
    expect(slowRequestMs({ SLOW_REQUEST_MS: '-1' })).toBe(3000);
  });

  it('is a warning, but an event stream held open is not', async () => {
    const raw: string[] = [];
    const level = log.level;
    log.level = 'debug';
    const restore = setLogCapture({ write: (l: string) => raw.push(l) });
    // The access line's clock (process.hrtime) moves only when the test moves it: /slow and /events take 120 ms of it,
    // /fast none, however slow this machine is (a loaded CI worker once took over 100 ms to answer /fast).
    vi.useFakeTimers({ toFake: ['hrtime'] });
    const server = http.createServer(
      withRequestLog(
        (req, res) => {
          res.setHeader('content-type', req.url === '/events' ? 'text/event-stream' : 'text/html');
          if (req.url !== '/fast') vi.advanceTimersByTime(120);
          res.end('x');
        },
        { distDir: dist, env: { SLOW_REQUEST_MS: '100' } },
      ),
    );
    try {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ids: Record<string, string | null> = {};
      for (const p of ['/slow', '/events', '/fast']) {
        const res = await fetch(base + p);
        await res.text();
        ids[p] = res.headers.get('x-request-id');
      }
      const lineOf = async (id: string | null) => {
        const find = () => raw.map((l) => JSON.parse(l)).find((l) => l.reqId === id);
        for (let i = 0; i < 100 && !find(); i++) await new Promise((r) => setImmediate(r));
        return find();
      };
      expect(await lineOf(ids['/slow'])).toMatchObject({ level: 'warn', msg: 'request', slow: true });
      expect(await lineOf(ids['/events'])).toMatchObject({ level: 'info', msg: 'request' });
      expect((await lineOf(ids['/fast'])).slow).toBeUndefined();
    } finally {
      vi.useRealTimers();
      restore();
      log.level = level;
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('bridgeConsole', () => {
  it('turns console output into lines of the logger, an error with its stack', () => {
    const saved = { ...console };
    const raw: string[] = [];
    const restore = setLogCapture({ write: (l: string) => raw.push(l) });
    try {
      bridgeConsole();
      console.error(' ⨯', new Error('page failed'));
      console.warn('careful %s', 'now');
    } finally {
      Object.assign(console, saved);
      restore();
    }
    const [a, b] = raw.map((l) => JSON.parse(l));
    expect(a).toMatchObject({ level: 'error', msg: '⨯', err: { type: 'Error', message: 'page failed' } });
    expect(a.err.stack).toContain('page failed');
    expect(b).toMatchObject({ level: 'warn', msg: 'careful now' });
  });
});
