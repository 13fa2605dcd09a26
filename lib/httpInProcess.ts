import { IN_PROCESS_ENV } from './inProcessCall';

/**
 * What server/runtime.ts registers: the Hono app, whose request() runs a request without a socket. Next's bundles do
 * not share module state with the server's, hence globalThis.
 */
type InProcessApp = { request(url: string, init?: RequestInit, env?: object): Response | Promise<Response> };

export function registeredApp(): InProcessApp | undefined {
  const app = (globalThis as { __crispsApp?: InProcessApp }).__crispsApp;
  return app && typeof app.request === 'function' ? app : undefined;
}

/** What an in-process call answers: the HTTP status and the body, parsed when it is JSON. */
export type InProcessAnswer = { status: number; data: unknown };

/**
 * A server render's call without the browser client's machinery (lib/httpClient.ts serverHttp): the request built by
 * prepareRequest, unsigned, handed to the backend under the in-process mark, no axios (docs/adr/0065). Rejects when
 * no backend is registered, and with code 'ETIMEDOUT' after `timeoutMs`.
 */
export async function callInProcess(
  p: { method: string; url: string; headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> },
  timeoutMs: number,
): Promise<InProcessAnswer> {
  const app = registeredApp();
  if (!app) throw new Error('后端服务未就绪（__crispsApp 未注册）');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`timeout of ${timeoutMs}ms exceeded`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    const init: RequestInit = { method: p.method, headers: p.headers, body: p.body };
    const res = await Promise.race([Promise.resolve(app.request(p.url, init, IN_PROCESS_ENV)), timeout]);
    const text = await Promise.race([res.text(), timeout]);
    if (!(res.headers.get('content-type') || '').includes('json')) return { status: res.status, data: text };
    try {
      return { status: res.status, data: JSON.parse(text) };
    } catch {
      return { status: res.status, data: text };
    }
  } finally {
    clearTimeout(timer);
  }
}
