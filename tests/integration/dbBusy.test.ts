import net from 'node:net';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '@/server/db/schema';
import { createApp } from '@/server/app';
import { openDb, type Db } from '@/server/db/client';
import { BUSY_MSG, ERR } from '@/server/http/errors';
import { createTestContext, type TestContext } from './helpers';
import { captureLogs as captureLines } from './logCapture';

// While PostgreSQL is unreachable every call answers the busy envelope (503), never 500, and logs one short line
// without the SQL or its parameters. The pg Pool opens new connections per query, so recovery needs nothing.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(() => t.close());

const PROTOCOL = '/api/find_protocol';

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** Calls `fn` with the logger's lines captured; returns them (text and parsed). */
const captureLogs = (fn: () => Promise<void>) => captureLines(fn, 'warn');

/** The signed request of the test context, answered by an app over another database handle. */
async function callWith(db: Db, method: string, url: string, payload?: Record<string, unknown>) {
  const app = createApp({ ...t.deps, db });
  // t.request goes to the context's own app; the same signed request is sent to `app` instead.
  const signed = await signedRequest(method, url, payload);
  const res = await app.request(signed.url, signed.init);
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; data: unknown; msg: string };
}

/** Captures the exact request the test context would send (signed for the current time and a fresh nonce). */
async function signedRequest(method: string, url: string, payload?: Record<string, unknown>) {
  let captured: { url: string; init: RequestInit } | undefined;
  const spy = vi.spyOn(t.app, 'request').mockImplementation(((u: string, init: RequestInit) => {
    captured = { url: u, init };
    return Promise.resolve(new Response('{}'));
  }) as never);
  try {
    await t.request(method, url, payload);
  } finally {
    spy.mockRestore();
  }
  return captured!;
}

describe('PostgreSQL down', () => {
  it('a pool to a stopped server answers the busy envelope, logs no SQL, and the next call tries again', async () => {
    const pool = new Pool({ connectionString: `postgres://u:p@127.0.0.1:${await closedPort()}/x`, connectionTimeoutMillis: 1000 });
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    let res: { code: number; msg: string } | undefined;
    const { text: logs, lines } = await captureLogs(async () => {
      res = await callWith(db, 'GET', PROTOCOL, { categoryCode: 'protocol100122' });
    });
    expect(res).toMatchObject({ code: ERR.BUSY, msg: BUSY_MSG });
    expect(res!.code).not.toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'database unavailable', route: '/api/find_protocol', dbCode: 'ECONNREFUSED' })]);
    expect(logs).not.toMatch(/select|protocol100122|params/i);
    // a second call is answered the same way (no cached failure, no crash): the pool tries to connect again
    expect((await callWith(db, 'GET', PROTOCOL, { categoryCode: 'protocol100122' })).code).toBe(ERR.BUSY);
    await pool.end();
  });

  it.each([
    ['admin shutdown (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['Connection terminated', new Error('Connection terminated unexpectedly')],
  ])('%s, wrapped in a failed query, is busy', async (_name, cause) => {
    const failing = new Proxy(t.deps.db, {
      get(target, prop, recv) {
        if (prop === 'select' || prop === 'insert' || prop === 'update' || prop === 'delete' || prop === 'execute' || prop === 'transaction') {
          return () => {
            const e = new Error('Failed query: select "id" from "x" where "secret" = $1\nparams: hunter2', { cause });
            e.name = 'DrizzleQueryError';
            throw e;
          };
        }
        return Reflect.get(target, prop, recv);
      },
    });
    let res: { code: number; msg: string } | undefined;
    const { text: logs } = await captureLogs(async () => {
      res = await callWith(failing as Db, 'GET', PROTOCOL, { categoryCode: 'protocol100122' });
    });
    expect(res).toMatchObject({ code: ERR.BUSY, msg: BUSY_MSG });
    expect(logs).not.toContain('hunter2');
    expect(logs).not.toContain('Failed query');
  });

  it('another database error is a 500 whose log line carries the code, not the SQL or its parameters', async () => {
    const failing = new Proxy(t.deps.db, {
      get(target, prop, recv) {
        if (prop === 'select') {
          return () => {
            const e = new Error('Failed query: select 1 where x = $1\nparams: hunter2', { cause: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }) });
            e.name = 'DrizzleQueryError';
            throw e;
          };
        }
        return Reflect.get(target, prop, recv);
      },
    });
    let res: { code: number } | undefined;
    const { text: logs, lines } = await captureLogs(async () => {
      res = await callWith(failing as Db, 'GET', PROTOCOL, { categoryCode: 'protocol100122' });
    });
    expect(res!.code).toBe(500);
    // Once, with the frames of where it was thrown, under a message that names only the code.
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'unhandled error', route: '/api/find_protocol' })]);
    expect(lines[0].err).toMatchObject({ type: 'DatabaseError', message: 'database error 42P01', stack: expect.stringMatching(/^DatabaseError: database error 42P01\n\s+at /) });
    expect(logs).not.toContain('hunter2');
  });
});

/** A TCP relay in front of PostgreSQL: stopping it (listener closed, connections cut) is the server going away. */
function relay(target: URL) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  return {
    async start(port = 0): Promise<number> {
      server = net.createServer((client) => {
        const up = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(up);
        client.pipe(up).pipe(client);
      });
      await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
      return (server.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    },
  };
}

describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL restarting (TEST_DATABASE_URL)', () => {
  it('answers busy while the server is away and recovers by itself, without a restart of the app', async () => {
    const target = new URL(t.databaseUrl!);
    const r = relay(target);
    const port = await r.start();
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String(port);
    const handle = await openDb({ url: via.toString() }); // the app's own pool, with its idle-error listener
    try {
      const q = () => callWith(handle.db, 'GET', PROTOCOL, { categoryCode: 'protocol100122' });
      expect((await q()).code).toBe(200);
      let down: { code: number; msg: string } | undefined;
      await captureLogs(async () => {
        await r.stop(); // idle pooled connections are cut: the pool's 'error' listener keeps the process alive
        down = await q();
      });
      expect(down).toMatchObject({ code: ERR.BUSY, msg: BUSY_MSG });
      await r.start(port);
      expect((await q()).code).toBe(200);
    } finally {
      await r.stop();
      await handle.close().catch(() => {});
    }
  });
});
