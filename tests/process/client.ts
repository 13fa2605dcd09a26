/**
 * The load's HTTP client: kept-alive connections (as browsers and apps keep them), every exchange counted. A request
 * sent on a reused kept-alive connection that the server closed before answering (ECONNRESET / EPIPE with no byte of
 * a response) is sent once more, on a new connection, as browsers do and Node's documentation of
 * `request.reusedSocket` prescribes: the server closed that connection while it was idle, so it never read the
 * request (an idle connection is the only kind a drain closes before the deadline). Such resends are counted apart;
 * any other error is a failed request.
 */
import http from 'node:http';

export type Tally = { requests: number; retried: number; failed: number; failures: string[] };
export const newTally = (): Tally => ({ requests: 0, retried: 0, failed: 0, failures: [] });
export function fail(tally: Tally, what: string) {
  tally.failed++;
  if (tally.failures.length < 20) tally.failures.push(what);
}

type Init = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * `maxSockets`: connections at once (32; a rush of phones, each on its own connection, wants one per request).
 * `timeoutMs`: a request whose connection stays silent that long fails, naming itself (60 s), instead of holding the
 * run until CI's own limit.
 */
export function httpClient(base: string, tally: Tally, opts: { maxSockets?: number; timeoutMs?: number } = {}) {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 32 });
  const once = (url: string, init: Init, fresh = false) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(base + url, { method: init.method ?? 'GET', headers: init.headers, agent: fresh ? false : agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => reject(Object.assign(err, { reused: req.reusedSocket })));
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      req.end(init.body);
    });
  const request = async (url: string, init: Init = {}): Promise<Response> => {
    tally.requests++;
    try {
      return await once(url, init);
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { reused?: boolean };
      const what = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      if (!e.reused || !['ECONNRESET', 'EPIPE'].includes(e.code ?? '')) throw new Error(`${what}: ${e.message}${e.reused ? ' (reused connection)' : ''}`);
      tally.retried++;
      return once(url, init, true).catch((again: Error) => {
        throw new Error(`${what}: ${again.message} (resent on a new connection)`);
      });
    }
  };
  return { request, agent };
}
