import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '@/server/modules/upload/schema';
import { createTestContext, type TestContext } from './helpers';
import { PNG_1x1, upload } from './aftersaleFixtures';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  token = (await t.loginSms(t.phone())).token;
});
afterAll(() => t.close());

describe('POST /api/upload/v1/upload', () => {
  it('stores an image checked by its bytes and serves it back unsigned', async () => {
    const res = await upload(t, token, PNG_1x1, 'photo.png');
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1x1.length });
    expect(res.data.url).toMatch(/^\/api\/upload\/v1\/file\/u\/\d{4}\/\d{2}\/up_[\w-]+\.png$/);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    expect(row).toMatchObject({ mime: 'image/png', purpose: 'aftersale', attachedTo: null });
    const file = await t.app.request(res.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('recognises jpeg, gif and webp by their bytes whatever the name says', async () => {
    const img = () => sharp({ create: { width: 3, height: 2, channels: 3, background: '#e33' } });
    const [jpeg, gif, webp] = await Promise.all([img().jpeg().toBuffer(), img().gif().toBuffer(), img().webp().toBuffer()]);
    expect((await upload(t, token, jpeg, 'x.txt')).data.mime).toBe('image/jpeg');
    expect((await upload(t, token, gif, 'x.png')).data.mime).toBe('image/gif');
    expect((await upload(t, token, webp, 'x.jpg')).data.mime).toBe('image/webp');
  });

  it('refuses a non-image even when it is named and typed as one', async () => {
    const pdf = Buffer.from('%PDF-1.4 fake');
    const res = await upload(t, token, pdf, 'evil.png', 'aftersale', 'image/png');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('file：请上传图片文件（JPG/PNG/WEBP/GIF）');
    const svg = await upload(t, token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'aftersale', 'image/svg+xml');
    expect(svg.msg).toBe('file：请上传图片文件（JPG/PNG/WEBP/GIF）');
  });

  it('decodes the image: a valid header followed by garbage, or a truncated file, is refused', async () => {
    const broken = 'file：图片已损坏或无法识别，请重新选择';
    const pngHead = Buffer.concat([PNG_1x1.subarray(0, 8), Buffer.from('garbage after a PNG signature '.repeat(8))]);
    expect(await upload(t, token, pngHead, 'x.png')).toMatchObject({ code: 400, msg: broken });
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await upload(t, token, jpegHead, 'x.jpg')).toMatchObject({ code: 400, msg: broken });
    const big = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
    const truncated = big.subarray(0, Math.floor(big.length / 2));
    expect(await upload(t, token, truncated, 'x.png')).toMatchObject({ code: 400, msg: broken });
    const gifHead = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    expect(await upload(t, token, gifHead, 'x.gif')).toMatchObject({ code: 400, msg: broken });
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t, token, big, 'big.png');
    expect(res.code).toBe(400);
    expect(res.msg).toBe('file：图片不能超过5M');
  });

  it('needs a login, and serves nothing for unknown keys', async () => {
    const anon = await t.call('POST', '/api/upload/v1/upload', {});
    expect(anon.code).toBe(5223);
    const missing = await t.app.request('/api/upload/v1/file/u/2020/01/up_doesnotexist00.png');
    expect(((await missing.json()) as { code: number }).code).toBe(404);
    // A dot-dot path is normalised out of the unsigned prefix and refused (unsigned) or not found.
    const traversal = await t.app.request('/api/upload/v1/file/u/../../../pglite/PG_VERSION');
    expect([404, 4001]).toContain(((await traversal.json()) as { code: number }).code);
    const odd = await t.app.request('/api/upload/v1/file/u/2020/01/..%2f..%2fx.png');
    expect(((await odd.json()) as { code: number }).code).toBe(404);
  });
});
