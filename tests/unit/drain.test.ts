import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answersProbe, drainer, drainTimeout, type DrainRuntime } from '@/scripts/drain.mjs';

// The drain of one serving process (scripts/drain.mjs, docs/adr/0046), on a real HTTP server: not ready at once, no
// new connections, requests in flight finish (on connections told to close), event streams are ended, the runtime
// closes only after the last request, exit 0; a second signal exits 1 at once; the deadline cuts what is left.

const PHASE = Symbol.for('crisps.phase');
type G = typeof globalThis & { [PHASE]?: string };
const servers: http.Server[] = [];
afterEach(() => {
  (globalThis as G)[PHASE] = undefined;
  for (const s of servers.splice(0)) s.closeAllConnections();
});

/** A server whose /slow requests wait for `release()`; every other path answers at once. */
async function serve() {
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    if (answersProbe(req, res)) return;
    if (req.url === '/slow') return void waiting.push(() => res.end('slow done'));
    res.end('ok');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = (p: string) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  const release = () => waiting.splice(0).forEach((f) => f());
  const arrived = async (n: number) => {
    while (waiting.length < n) await new Promise((r) => setImmediate(r));
  };
  return { server, port, get, release, arrived, agent };
}

function fakeRuntime() {
  const events: string[] = [];
  const runtime: DrainRuntime = {
    endStreams: () => (events.push('endStreams'), 3),
    close: async () => void events.push('close'),
  };
  return { runtime, events };
}

describe('drainer', () => {
  it('turns not ready, refuses new connections, finishes the requests in flight, then closes the runtime and exits 0', async () => {
    (globalThis as G)[PHASE] = 'serving';
    const s = await serve();
    const { runtime, events } = fakeRuntime();
    const exits: number[] = [];
    const drain = drainer(s.server, { timeoutMs: 10_000, getRuntime: async () => runtime, exit: (c) => exits.push(c), log: () => {} });
    expect((await s.get('/api/health/ready')).status).toBe(200); // serving: passed on to the app
    const slow = s.get('/slow');
    await s.arrived(1);
    const draining = drain('SIGTERM');
    expect((globalThis as G)[PHASE]).toBe('draining');
    // not ready at once (what a probe on a kept-alive connection would see), and no new connection is accepted
    const fresh = new Promise((resolve) => http.get({ host: '127.0.0.1', port: s.port, path: '/', agent: false }, resolve).on('error', (e) => resolve(e)));
    expect(await fresh).toMatchObject({ code: 'ECONNREFUSED' });
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['endStreams']);
    expect(exits).toEqual([]);
    s.release();
    const done = await slow;
    expect(done).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    await draining;
    expect(events).toEqual(['endStreams', 'close']);
    expect(exits).toEqual([0]);
  });

  it('answers /api/health/ready 503 itself while starting or draining, and /api/health 200 in every phase', async () => {
    const s = await serve();
    expect(await s.get('/api/health/ready')).toMatchObject({ status: 503, body: expect.stringContaining('"phase":"starting"') });
    expect(await s.get('/api/health/readyx')).toMatchObject({ status: 200, body: 'ok' }); // passed on
    (globalThis as G)[PHASE] = 'draining';
    expect(await s.get('/api/health/ready?x=1')).toMatchObject({ status: 503, body: expect.stringContaining('"phase":"draining"') });
    for (const p of ['starting', 'serving', 'draining']) {
      (globalThis as G)[PHASE] = p;
      expect(await s.get('/api/health')).toMatchObject({ status: 200, body: '{"code":200,"data":{"ok":true},"msg":"success"}' });
    }
    (globalThis as G)[PHASE] = 'serving';
    expect(await s.get('/api/health/ready')).toMatchObject({ status: 200, body: 'ok' }); // serving: the app's checks
  });

  it('exits 1 at once on a second signal during the drain', async () => {
    const s = await serve();
    const { runtime, events } = fakeRuntime();
    const exits: number[] = [];
    const drain = drainer(s.server, { timeoutMs: 10_000, getRuntime: async () => runtime, exit: (c) => exits.push(c), log: () => {} });
    void s.get('/slow').catch(() => {});
    await s.arrived(1);
    void drain('SIGTERM');
    await drain('SIGTERM');
    expect(exits).toEqual([1]);
    expect(events).not.toContain('close');
  });

  it("counts a drain request (the cluster primary's) during a drain as nothing, not as a second signal", async () => {
    const s = await serve();
    const { runtime, events } = fakeRuntime();
    const exits: number[] = [];
    const drain = drainer(s.server, { timeoutMs: 10_000, getRuntime: async () => runtime, exit: (c) => exits.push(c), log: () => {} });
    const slow = s.get('/slow');
    await s.arrived(1);
    const draining = drain('SIGTERM');
    expect(drain.request('asked by the primary')).toBeUndefined();
    expect(exits).toEqual([]);
    s.release();
    await slow;
    await draining;
    expect(exits).toEqual([0]);
    expect(events).toEqual(['endStreams', 'close']);
    // a request first, then the group's signal: still one drain; a second signal stops it at once
    const t = await serve();
    const exits2: number[] = [];
    const drain2 = drainer(t.server, { getRuntime: async () => runtime, exit: (c) => exits2.push(c), log: () => {} });
    const held = t.get('/slow').catch(() => 'cut');
    await t.arrived(1);
    void drain2.request('asked by the primary');
    await drain2('SIGTERM');
    expect(exits2).toEqual([]);
    await drain2('SIGTERM');
    expect(exits2).toEqual([1]);
    t.release();
    await held;
  });

  it('cuts the requests still open at the deadline, then closes and exits 0', async () => {
    const s = await serve();
    const { runtime, events } = fakeRuntime();
    const exits: number[] = [];
    const drain = drainer(s.server, { timeoutMs: 50, getRuntime: async () => runtime, exit: (c) => exits.push(c), log: () => {} });
    const slow = s.get('/slow').then(
      () => 'answered',
      () => 'cut',
    );
    await s.arrived(1);
    await drain('SIGTERM');
    expect(await slow).toBe('cut');
    expect(events).toEqual(['endStreams', 'close']);
    expect(exits).toEqual([0]);
  });

  it('exits 0 at once when nothing is in flight and no runtime was started', async () => {
    const s = await serve();
    const exits: number[] = [];
    await drainer(s.server, { getRuntime: async () => undefined, exit: (c) => exits.push(c), log: () => {} })('SIGINT');
    expect(exits).toEqual([0]);
  });

  it('reads DRAIN_TIMEOUT_MS, defaulting to 25 s', () => {
    expect(drainTimeout({})).toBe(25_000);
    expect(drainTimeout({ DRAIN_TIMEOUT_MS: '5000' })).toBe(5000);
    expect(drainTimeout({ DRAIN_TIMEOUT_MS: 'soon' })).toBe(25_000);
    expect(drainTimeout({ DRAIN_TIMEOUT_MS: '-1' })).toBe(25_000);
  });
});
