import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { IN_PROCESS_ENV } from './inProcessCall';

/** What server/runtime.ts registers: the Hono app, whose request() runs a request without a socket. */
type InProcessApp = { request(url: string, init?: RequestInit, env?: object): Response | Promise<Response> };

export function registeredApp(): InProcessApp | undefined {
  const app = (globalThis as { __crispsApp?: InProcessApp }).__crispsApp;
  return app && typeof app.request === 'function' ? app : undefined;
}

/**
 * Axios adapter for server-side rendering: hands the already signed request to the backend in this process
 * (about 50 µs instead of an HTTP round trip to ourselves). Bundles do not share module state, hence globalThis.
 */
export const inProcessAdapter: AxiosAdapter = async (config) => {
  const app = registeredApp();
  if (!app) throw new AxiosError('后端服务未就绪（__crispsApp 未注册）', 'ERR_NO_BACKEND', config);
  const method = (config.method || 'get').toUpperCase();
  const url = `${config.baseURL || ''}${config.url || ''}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers as AxiosHeaders).toJSON())) {
    if (v !== undefined && v !== null) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (config.timeout)
      timer = setTimeout(
        () => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config)),
        config.timeout,
      );
  });
  try {
    const res = await Promise.race([Promise.resolve(app.request(url, { method, headers, body }, IN_PROCESS_ENV)), timeout]);
    const text = await res.text();
    let data: unknown = text;
    if ((res.headers.get('content-type') || '').includes('json')) {
      try {
        data = JSON.parse(text);
      } catch {
        // keep the text: the caller reports a malformed response
      }
    }
    const response: AxiosResponse = {
      data,
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers.entries()),
      config,
      request: null,
    };
    const valid = config.validateStatus ? config.validateStatus(res.status) : res.status >= 200 && res.status < 300;
    if (!valid)
      throw new AxiosError(`Request failed with status code ${res.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  } finally {
    if (timer) clearTimeout(timer);
  }
};
