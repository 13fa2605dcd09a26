import { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { Hono } from 'hono';
import { verifySignature } from '@/server/http/sign';
import { AppError } from '@/server/http/errors';
import { SIGN_SECRET } from '@/lib/env';
import type { HonoEnv, Deps } from '@/server/http/types';

export type Echo = { method: string; path: string; query: Record<string, string>; body: string; headers: Record<string, string> };

/**
 * A backend with the real signature middleware of server/http/sign.ts: a request that reaches the handler was
 * signed exactly as the server verifies. The handler echoes what it received, or answers `reply` when given.
 */
export function signedApp(reply?: (echo: Echo) => { code: number; data: unknown; msg: string }) {
  const seen = new Set<string>();
  const deps = {
    config: { signSecret: SIGN_SECRET, signWindowSeconds: 300 },
    cache: { setNx: async (k: string) => (seen.has(k) ? false : (seen.add(k), true)) },
    now: () => new Date(),
  } as unknown as Deps;
  const app = new Hono<HonoEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', verifySignature);
  app.onError((err, c) =>
    err instanceof AppError ? c.json({ code: err.code, data: null, msg: err.message }) : c.json({ code: 500, data: null, msg: String(err) }),
  );
  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const echo: Echo = {
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await c.req.text(),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
    };
    return c.json(reply ? reply(echo) : { code: 200, data: echo, msg: 'success' });
  });
  return app;
}

export function registerApp(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> } | undefined) {
  (globalThis as { __crispsApp?: unknown }).__crispsApp = app;
}

/**
 * Axios adapter that hands the browser client's signed request to the registered app as an HTTP request would
 * arrive: without the in-process mark, so server/http/sign.ts verifies its signature.
 */
export const signedAppAdapter: AxiosAdapter = async (config) => {
  const app = (globalThis as { __crispsApp?: { request: (url: string, init?: RequestInit) => Response | Promise<Response> } }).__crispsApp;
  if (!app) throw new Error('no app registered');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers as AxiosHeaders).toJSON())) if (v != null) headers[k] = String(v);
  const method = (config.method || 'get').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined);
  const res = await app.request(`${config.baseURL || ''}${config.url || ''}`, { method, headers, body });
  const text = await res.text();
  const response: AxiosResponse = { data: JSON.parse(text), status: res.status, statusText: res.statusText, headers: {}, config, request: null };
  return response;
};
