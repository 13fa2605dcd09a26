/** pages/api/[[...route]].ts (the API before boot, and under `next dev`): the Hono app, with the process's globals left alone. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import handler from '@/pages/api/[[...route]]';

const LOADED = { Response: globalThis.Response, Request: globalThis.Request };

vi.mock('@/server/runtime', () => {
  const app = new Hono();
  app.get('/api/ping', (c) => c.json({ pong: true }));
  return { getRuntime: async () => ({ app }) };
});

it('answers with the runtime app and leaves the process its own Request and Response (docs/adr/0060)', async () => {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ping`);
    expect(await res.json()).toEqual({ pong: true });
    expect(globalThis.Response).toBe(LOADED.Response);
    expect(globalThis.Request).toBe(LOADED.Request);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});
