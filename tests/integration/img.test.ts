import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let filesDir: string;
const SVG = '/images/gen/goods/cover-01.svg';

beforeAll(async () => {
  t = await createTestContext();
  filesDir = path.join(t.deps.config.dataDir, 'files');
  fs.mkdirSync(path.join(filesDir, 'up'), { recursive: true });
  // A 400×300 photo-like PNG among the uploaded files.
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4974F5' } })
    .composite([{ input: Buffer.from('<svg width="200" height="150"><circle cx="100" cy="75" r="60" fill="#FF8A3D"/></svg>'), left: 100, top: 75 }])
    .png()
    .toBuffer();
  fs.writeFileSync(path.join(filesDir, 'up', 'photo.png'), png);
});
afterAll(() => t.close());

/** <img> requests carry no signature. */
const get = (query: string, headers: Record<string, string> = {}) => t.request('GET', `/api/img?${query}`, undefined, { sign: false, headers });

async function image(query: string) {
  const res = await get(query);
  expect(res.status, await res.clone().text().catch(() => '')).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: await sharp(body).metadata() };
}

async function envelope(query: string) {
  const res = await get(query);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as { code: number; msg: string; data: null };
}

describe('GET /api/img', () => {
  it('rasterises an SVG at the asked size as WebP and caches it on disk', async () => {
    const first = await image(`src=${SVG}&m=fill&w=360&h=240`);
    expect(first.res.headers.get('content-type')).toBe('image/webp');
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.res.headers.get('x-img-cache')).toBe('MISS');
    expect(first.meta).toMatchObject({ format: 'webp', width: 360, height: 240 });

    const cacheDir = path.join(t.deps.config.dataDir, 'img-cache');
    const cached = fs.readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(cached.length).toBeGreaterThan(0);

    const second = await image(`src=${SVG}&m=fill&w=360&h=240`);
    expect(second.res.headers.get('x-img-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));

    // LazyImage's one retry adds retry=1; it names the same image.
    const retried = await image(`src=${SVG}&m=fill&w=360&h=240&retry=1`);
    expect(retried.res.headers.get('x-img-cache')).toBe('HIT');
    expect(retried.body.equals(first.body)).toBe(true);
  });

  it('crops a square out of a 3:2 cover with fill and renders PNG', async () => {
    const { res, meta } = await image(`src=${SVG}&m=fill&w=200&h=200&fmt=png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });
  });

  it('resizes an uploaded PNG by each fill mode', async () => {
    const src = '/files/up/photo.png';
    expect((await image(`src=${src}&m=fill&w=100&h=100&fmt=png`)).meta).toMatchObject({ format: 'png', width: 100, height: 100 });
    expect((await image(`src=${src}&m=lfit&w=100&h=100`)).meta).toMatchObject({ format: 'webp', width: 100, height: 75 });
    expect((await image(`src=${src}&m=fit&w=100&h=100`)).meta).toMatchObject({ width: 100, height: 75 });
    expect((await image(`src=${src}&m=mfit&w=100&h=100`)).meta).toMatchObject({ width: 133, height: 100 });
    expect((await image(`src=${src}&m=pad&w=100&h=100&fmt=png`)).meta).toMatchObject({ width: 100, height: 100, hasAlpha: true });
    expect((await image(`src=${src}&m=fixed&w=50&h=100`)).meta).toMatchObject({ width: 50, height: 100 });
    expect((await image(`src=${src}&w=200`)).meta).toMatchObject({ width: 200, height: 150 });
    expect((await image(`src=${src}&w=800&limit=1&fmt=jpg`)).meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it("understands the original CDN's x-oss-process form", async () => {
    const q = `src=${SVG}&x-oss-process=${encodeURIComponent('image/resize,m_fill,w_90,h_60,limit_0/format,png')}`;
    const { res, meta } = await image(q);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(meta).toMatchObject({ width: 90, height: 60 });
    expect((await envelope(`src=${SVG}&x-oss-process=image/blur,r_3`)).msg).toMatch(/^x-oss-process：/);
    expect((await envelope(`src=${SVG}&x-oss-process=image/resize,w_0`)).msg).toMatch(/^x-oss-process：宽度/);
  });

  it('answers 304 to a matching If-None-Match, and a changed source gets a new ETag', async () => {
    const query = `src=/files/up/photo.png&w=64&h=64`;
    const { res } = await image(query);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(query, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await get(query, { 'if-none-match': `W/${etag}` })).status).toBe(304);

    const file = path.join(filesDir, 'up', 'photo.png');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const changed = await image(query);
    expect(changed.res.headers.get('etag')).not.toBe(etag);
    expect(changed.res.headers.get('x-img-cache')).toBe('MISS');
  });

  it('refuses sources outside the local image folders', async () => {
    for (const src of [
      '/images/../../package.json',
      '/images/gen/../../../package.json',
      encodeURIComponent('/images/%2e%2e/%2e%2e/package.json'),
      'http://example.com/a.png',
      '//example.com/a.png',
      'data:image/png;base64,AAAA',
      '/etc/passwd',
      '/images/gen/manifest.json',
    ]) {
      const res = await envelope(`src=${src}`);
      expect(res.code, src).toBe(400);
      expect(res.msg, src).toMatch(/^src：/);
    }
  });

  it('answers 404 for a missing image', async () => {
    const res = await envelope('src=/images/gen/goods/cover-999.svg&w=10&h=10');
    expect(res).toMatchObject({ code: 404, msg: '图片不存在' });
    expect((await envelope('src=/files/up/none.png')).code).toBe(404);
    expect((await envelope('src=/images/gen')).code).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/img']).toBeDefined();
  });

  it('validates the size, mode and format parameters', async () => {
    for (const [query, field] of [
      [`src=${SVG}&w=0`, 'w'],
      [`src=${SVG}&w=abc`, 'w'],
      [`src=${SVG}&h=2001`, 'h'],
      [`src=${SVG}&m=zoom`, 'm'],
      [`src=${SVG}&fmt=gif`, 'fmt'],
      [`src=${SVG}&q=0`, 'q'],
      ['w=10', 'src'],
    ]) {
      const res = await envelope(query);
      expect(res.code, query).toBe(400);
      expect(res.msg.startsWith(`${field}：`), `${query} -> ${res.msg}`).toBe(true);
    }
  });
});
