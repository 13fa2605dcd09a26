import sharp from 'sharp';
import { eq, like } from 'drizzle-orm';
import { uploads } from '@/server/modules/upload/schema';
import { NOT_IMAGE_MSG } from '@/server/modules/upload/service';
import { signStraightPolicy } from '@/server/modules/upload/straight';
import { serverKey } from '@/server/modules/secrets/keys';
import { createTestContext, type TestContext } from './helpers';
import { PNG_1x1 } from './aftersaleFixtures';

type Token = { host: string; key: string; policy: string; signature: string; expire: number; maxSize: number; uploadUrl: string };
type Env<T = unknown> = { code: number; msg: string; data: T };
type View = { id: string; url: string; filepath: string; mime: string; size: number; name: string };

let t: TestContext;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  token = (await t.loginSms(t.phone())).token;
  otherToken = (await t.loginSms(t.phone())).token;
});
afterAll(() => t.close());

async function getToken(as = token, purpose = 'aftersale', fileName = 'photo.png') {
  const res = await t.call<Token>('GET', '/api/upload/v1/getStraightOssToken', { purpose, fileName }, { token: as });
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

/** The PUT a browser makes: plain, no API signature headers, no login. */
async function put(url: string, data: Buffer, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { method: 'PUT', body: new Uint8Array(data), headers: { 'content-type': 'application/octet-stream', ...headers } });
  expect(res.status).toBe(200);
  return (await res.json()) as Env<{ key: string; size: number }>;
}

const callback = (body: Record<string, unknown>, as = token) => t.call<View>('POST', '/api/upload/v1/straightOssCallback', body, { token: as, json: true });
const urlWith = (tk: Token, policy: string, signature: string) =>
  `${tk.host}?policy=${encodeURIComponent(policy)}&signature=${encodeURIComponent(signature)}`;
const rowsOfKey = (key: string) => t.deps.db.select().from(uploads).where(like(uploads.storageKey, `${key}.%`));

describe('straight upload: getStraightOssToken → PUT → straightOssCallback', () => {
  it('stores the bytes, registers them like an upload and serves them back', async () => {
    const tk = await getToken();
    expect(tk.key).toMatch(/^u\/\d{4}\/\d{2}\/up_[\w-]+$/);
    expect(tk.maxSize).toBe(5 * 1024 * 1024);
    expect(tk.expire - t.deps.now().getTime()).toBeGreaterThan(9 * 60_000);
    expect(tk.expire - t.deps.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(tk.uploadUrl.startsWith(tk.host + '?')).toBe(true);
    const policy = JSON.parse(Buffer.from(tk.policy, 'base64url').toString('utf8'));
    expect(policy).toMatchObject({ key: tk.key, purpose: 'aftersale', maxSize: tk.maxSize, expire: tk.expire });

    const stored = await put(tk.uploadUrl, PNG_1x1);
    expect(stored.code, stored.msg).toBe(200);
    expect(stored.data).toEqual({ key: tk.key, size: PNG_1x1.length });
    // Pending bytes are not served.
    const pending = await t.app.request('/api/upload/v1/file/' + tk.key);
    expect(((await pending.json()) as Env).code).toBe(404);

    const res = await callback({ policy: tk.policy, signature: tk.signature });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1x1.length, name: 'photo.png', url: `/api/upload/v1/file/${tk.key}.png` });
    expect(res.data.filepath).toBe(res.data.url);
    expect(res.data.id).toBe(tk.key.split('/').pop());
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    expect(row).toMatchObject({ mime: 'image/png', purpose: 'aftersale', attachedTo: null, storageKey: `${tk.key}.png` });

    const file = await t.app.request(res.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1x1)).toBe(true);
    // The pending copy is gone.
    expect(await t.deps.adapters.storage.get(tk.key)).toBeNull();
  });

  it('answers the same upload to a second callback and creates no second row', async () => {
    const tk = await getToken();
    expect((await put(tk.uploadUrl, PNG_1x1)).code).toBe(200);
    const first = await callback({ policy: tk.policy, signature: tk.signature });
    expect(first.code, first.msg).toBe(200);
    const second = await callback({ policy: tk.policy, signature: tk.signature });
    expect(second.code, second.msg).toBe(200);
    expect(second.data).toEqual(first.data);
    const byKey = await callback({ key: tk.key });
    expect(byKey.data).toEqual(first.data);
    expect(await rowsOfKey(tk.key)).toHaveLength(1);
  });

  it('accepts a callback naming only the key', async () => {
    const tk = await getToken(token, 'evaluate', 'x.gif');
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#09f' } }).gif().toBuffer();
    expect((await put(tk.uploadUrl, gif)).code).toBe(200);
    const res = await callback({ key: tk.key });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mime: 'image/gif', url: `/api/upload/v1/file/${tk.key}.gif` });
  });

  it('refuses a replayed PUT (409), before and after the callback', async () => {
    const tk = await getToken();
    expect((await put(tk.uploadUrl, PNG_1x1)).code).toBe(200);
    const again = await put(tk.uploadUrl, PNG_1x1);
    expect(again.code).toBe(409);
    expect(again.msg).toBe('该上传凭证已使用，请重新获取');
    expect((await callback({ policy: tk.policy, signature: tk.signature })).code).toBe(200);
    expect((await put(tk.uploadUrl, PNG_1x1)).code).toBe(409);
    expect(await rowsOfKey(tk.key)).toHaveLength(1);
  });

  it('refuses a tampered policy or signature (403)', async () => {
    const tk = await getToken();
    const sig = tk.signature.startsWith('A') ? 'B' + tk.signature.slice(1) : 'A' + tk.signature.slice(1);
    const badSig = await put(urlWith(tk, tk.policy, sig), PNG_1x1);
    expect(badSig.code).toBe(403);
    expect(badSig.msg).toBe('上传凭证无效');
    // A bigger maxSize or another key in the policy breaks the signature.
    const body = JSON.parse(Buffer.from(tk.policy, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...body, maxSize: 50 * 1024 * 1024 })).toString('base64url');
    expect((await put(urlWith(tk, forged, tk.signature), PNG_1x1)).code).toBe(403);
    const missing = await put(tk.host, PNG_1x1);
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe('policy：缺少上传凭证');
    expect(await t.deps.adapters.storage.get(tk.key)).toBeNull();
    // The callback checks the signature too.
    expect((await callback({ policy: forged, signature: tk.signature })).code).toBe(403);
  });

  it('refuses an expired policy (403), for the PUT and, past its grace, the callback', async () => {
    const tk = await getToken();
    t.advance(10 * 60_000 + 1000);
    const late = await put(tk.uploadUrl, PNG_1x1);
    expect(late.code).toBe(403);
    expect(late.msg).toBe('上传凭证已过期，请重新获取');
    expect(await t.deps.adapters.storage.get(tk.key)).toBeNull();

    // A policy signed with the server secret whose expire has passed is refused the same way.
    const body = JSON.parse(Buffer.from(tk.policy, 'base64url').toString('utf8'));
    const past = Buffer.from(JSON.stringify({ ...body, expire: t.deps.now().getTime() - 1 })).toString('base64url');
    const crafted = await put(urlWith(tk, past, signStraightPolicy(serverKey(t.deps, 'upload-straight-policy'), past)), PNG_1x1);
    expect(crafted.code).toBe(403);

    // PUT in time, callback long after: refused and the bytes dropped.
    const tk2 = await getToken();
    expect((await put(tk2.uploadUrl, PNG_1x1)).code).toBe(200);
    t.advance(60 * 60_000);
    const cb = await callback({ policy: tk2.policy, signature: tk2.signature });
    expect(cb.code).toBe(403);
    expect(await t.deps.adapters.storage.get(tk2.key)).toBeNull();
    expect(await rowsOfKey(tk2.key)).toHaveLength(0);
  });

  it('refuses files over 5 MB (400), by content-length and by the bytes actually sent', async () => {
    const tk = await getToken();
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
    const declared = await put(tk.uploadUrl, big);
    expect(declared.code).toBe(400);
    expect(declared.msg).toBe('file：图片不能超过5M');
    // A lying content-length does not help: the body is counted as it is read.
    const streamed = await t.app.request(tk.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(big),
      headers: { 'content-type': 'application/octet-stream', 'content-length': '100' },
    });
    const env = (await streamed.json()) as Env;
    expect(env.code).toBe(400);
    expect(env.msg).toBe('file：图片不能超过5M');
    expect(await t.deps.adapters.storage.get(tk.key)).toBeNull();
    const empty = await put(tk.uploadUrl, Buffer.alloc(0));
    expect(empty.code).toBe(400);
  });

  it('refuses a non-image at the callback (400) and removes its bytes', async () => {
    const tk = await getToken(token, 'aftersale', 'evil.png');
    expect((await put(tk.uploadUrl, Buffer.from('%PDF-1.4 fake'))).code).toBe(200);
    expect(await t.deps.adapters.storage.get(tk.key)).not.toBeNull();
    const res = await callback({ policy: tk.policy, signature: tk.signature });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(NOT_IMAGE_MSG);
    expect(await t.deps.adapters.storage.get(tk.key)).toBeNull();
    expect(await rowsOfKey(tk.key)).toHaveLength(0);
  });

  it("refuses another user's callback for my policy (403) and registers nothing", async () => {
    const tk = await getToken();
    expect((await put(tk.uploadUrl, PNG_1x1)).code).toBe(200);
    const stolen = await callback({ policy: tk.policy, signature: tk.signature }, otherToken);
    expect(stolen.code).toBe(403);
    expect((await callback({ key: tk.key }, otherToken)).code).toBe(403);
    expect(await rowsOfKey(tk.key)).toHaveLength(0);
    // The owner still can.
    expect((await callback({ policy: tk.policy, signature: tk.signature })).code).toBe(200);
    // And once registered, the other user still gets nothing.
    expect((await callback({ policy: tk.policy, signature: tk.signature }, otherToken)).code).toBe(403);
  });

  it('needs a login for the token and the callback, and a valid purpose', async () => {
    expect((await t.call('GET', '/api/upload/v1/getStraightOssToken', { purpose: 'other' })).code).toBe(5223);
    expect((await t.call('POST', '/api/upload/v1/straightOssCallback', { key: 'x' }, { json: true })).code).toBe(5223);
    const bad = await t.call('GET', '/api/upload/v1/getStraightOssToken', { purpose: 'avatar' }, { token });
    expect(bad.code).toBe(400);
    // The callback stays a signed call (the unsigned prefix covers only the PUT path).
    const unsigned = await t.request('POST', '/api/upload/v1/straightOssCallback', { key: 'x' }, { token, json: true, sign: false });
    expect(((await unsigned.json()) as Env).code).toBe(4001);
  });
});
