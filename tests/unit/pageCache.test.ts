import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageCache, pageCacheKey, SESSION_COOKIES } from '@/scripts/pageCache.mjs';
import { SESSION_COOKIES as GUARD_SESSION_COOKIES } from '@/lib/guard';

const req = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') => ({ method, url, headers: { 'user-agent': 'Mozilla/5.0 (iPhone)', ...headers } });

describe('pageCacheKey: only what renders the same for every anonymous visitor of a city', () => {
  it('keys the landing pages by URL, city cookie and gzip', () => {
    const city = encodeURIComponent(JSON.stringify({ code: '510100', name: '成都市' }));
    expect(pageCacheKey(req('/'))).toBe('/\n\n');
    expect(pageCacheKey(req('/detail?productId=g_0001', { cookie: `currentCity=${city}; _ga=1`, 'accept-encoding': 'gzip, br' }))).toBe(`/detail?productId=g_0001\n${city}\ngz`);
    expect(pageCacheKey(req('/detail?productId=g_0001'))).not.toBe(pageCacheKey(req('/detail?productId=g_0002')));
  });

  it('renders for a signed-in user, inside the app or a mini-program, and for the flags the middleware acts on', () => {
    for (const name of SESSION_COOKIES) expect(pageCacheKey(req('/', { cookie: `${name}=x` }))).toBeNull();
    expect(pageCacheKey(req('/', { 'user-agent': 'Mozilla/5.0 AppInfo:{"appVersion":"1"}' }))).toBeNull();
    expect(pageCacheKey(req('/', { 'user-agent': 'Mozilla/5.0 miniProgram' }))).toBeNull();
    for (const flag of ['isHideH5Nav=1', 'isApplets=1', 'sourcePlatform=IM']) expect(pageCacheKey(req(`/?${flag}`))).toBeNull();
    expect(pageCacheKey(req('/', { referer: 'http://shop.test/category?isHideH5Nav=1' }))).toBeNull();
    expect(pageCacheKey(req('/', { 'x-nextjs-data': '1' }))).toBeNull();
  });

  it('renders other pages and other methods', () => {
    expect(pageCacheKey(req('/my'))).toBeNull();
    expect(pageCacheKey(req('/order/detail?cusOrderId=1'))).toBeNull();
    expect(pageCacheKey(req('/', {}, 'POST'))).toBeNull();
    expect(pageCacheKey(req('/', {}, 'HEAD'))).toBeNull();
  });

  it('knows the same session cookies as the middleware', () => {
    expect([...SESSION_COOKIES].sort()).toEqual([...GUARD_SESSION_COOKIES].sort());
  });
});

describe('createPageCache', () => {
  let now = 1_000;
  let renders = 0;
  let status = 200;
  let setCookie = false;
  const cache = createPageCache({ ttlMs: 5_000, now: () => now });
  const server = http.createServer((rq, rs) => {
    if (cache.handle(rq, rs)) return;
    renders++;
    rs.statusCode = status;
    rs.setHeader('content-type', 'text/html; charset=utf-8');
    if (setCookie) rs.setHeader('set-cookie', 'a=1');
    rs.write(`<p>render ${renders}</p>`);
    rs.end('<p>终</p>');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + path, { headers });
    return { text: await r.text(), hit: r.headers.get('x-page-cache'), type: r.headers.get('content-type') };
  };

  it('serves the same bytes until the copy expires, then renders again', async () => {
    const a = await get('/');
    expect(a).toMatchObject({ text: '<p>render 1</p><p>终</p>', hit: null });
    const b = await get('/');
    expect(b).toMatchObject({ text: a.text, hit: 'HIT', type: 'text/html; charset=utf-8' });
    now += 5_001;
    expect((await get('/')).text).toBe('<p>render 2</p><p>终</p>');
  });

  it('keeps apart what differs and never stores errors, cookies or signed-in pages', async () => {
    const r0 = renders;
    await get('/detail?productId=g_1');
    await get('/detail?productId=g_2');
    expect(renders).toBe(r0 + 2);
    await get('/', { cookie: 'token=t' });
    await get('/', { cookie: 'token=t' });
    expect(renders).toBe(r0 + 4);
    status = 500;
    await get('/detail?productId=g_3');
    status = 200;
    expect((await get('/detail?productId=g_3')).hit).toBeNull();
    setCookie = true;
    await get('/detail?productId=g_4');
    setCookie = false;
    expect((await get('/detail?productId=g_4')).hit).toBeNull();
    expect((await get('/detail?productId=g_4')).hit).toBe('HIT');
  });

  it('is off with a zero lifetime', async () => {
    const off = createPageCache({ ttlMs: 0 });
    const fake = { method: 'GET', url: '/', headers: {} } as http.IncomingMessage;
    expect(off.handle(fake, {} as http.ServerResponse)).toBe(false);
  });
});
