import fs from 'node:fs';
import path from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeChatHub } from '@/server/modules/chat/realtime';
import { decryptPhone, encryptPhone } from '@/server/modules/catalog/crypto';
import { planners } from '@/server/modules/planner/schema';
import { invoiceHeaders } from '@/server/modules/invoice/schema';
import { realnameVerifications } from '@/server/modules/realname/schema';
import { verifiedIdNo } from '@/server/modules/realname/service';
import { idNoHashes, serverKey } from '@/server/modules/secrets/keys';
import { serverSecrets } from '@/server/modules/secrets/schema';
import { signStraightPolicy } from '@/server/modules/upload/straight';
import { createTestContext, type TestContext } from './helpers';
import { insertPlanner } from './plannerFixtures';
import { PNG_1x1 } from './aftersaleFixtures';

// SIGN_SECRET ships to every browser: nothing that verifies tickets or policies, or protects data at rest, may be
// keyed with it (docs/adr/0003-server-only-secrets.md). Data written under the old derivation still opens.

let t: TestContext;
let token: string;
const signSecret = () => t.deps.config.signSecret;
beforeAll(async () => {
  t = await createTestContext();
  token = (await t.loginSms(t.phone())).token;
  t.advance(61_000);
});
afterAll(async () => {
  await closeChatHub(t.deps);
  await t.close();
});

describe('the app key', () => {
  it('is generated into server_secrets, unrelated to SIGN_SECRET, and roots distinct per-purpose keys', async () => {
    const [row] = await t.deps.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'app_key'));
    expect(row.value).toBe(t.deps.secrets.appKey);
    expect(row.value).toMatch(/^[0-9a-f]{64}$/);
    expect(row.value.includes(signSecret())).toBe(false);
    const keys = (['chat-sse-ticket', 'upload-straight-policy', 'planner-phone'] as const).map((p) => serverKey(t.deps, p));
    expect(new Set([...keys, signSecret()]).size).toBe(4);
  });
});

describe('SSE tickets', () => {
  it('refuses a ticket MACed with SIGN_SECRET, accepts the server’s own', async () => {
    const tk = (await t.call('POST', '/api/im/v1/sse_ticket', {}, { token })).data.ticket as string;
    const [body] = tk.split('.');
    // Exactly what the old code issued: anyone holding the browser's secret could make it for any live session.
    const forged = `${body}.${createHmac('sha256', signSecret()).update('chat-sse:' + body).digest('base64url')}`;
    const refused = await t.request('GET', `/api/im/v1/events?ticket=${encodeURIComponent(forged)}`, undefined, { sign: false });
    expect(refused.status).toBe(401);
    const ok = await t.request('GET', `/api/im/v1/events?ticket=${encodeURIComponent(tk)}`, undefined, { sign: false });
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
  });
});

describe('straight-upload policies', () => {
  it('refuses a policy signed with SIGN_SECRET (another user, a bigger size), accepts the server’s own', async () => {
    const res = await t.call('GET', '/api/upload/v1/getStraightOssToken', { purpose: 'aftersale', fileName: 'a.png' }, { token });
    expect(res.code, res.msg).toBe(200);
    const tk = res.data as { host: string; policy: string; signature: string; uploadUrl: string };
    const body = JSON.parse(Buffer.from(tk.policy, 'base64url').toString('utf8'));
    const policy = Buffer.from(JSON.stringify({ ...body, userId: 'u_someone_else', maxSize: 500 * 1024 * 1024 })).toString('base64url');
    const put = async (url: string) => (await (await t.app.request(url, { method: 'PUT', body: new Uint8Array(PNG_1x1) })).json()) as { code: number };
    const url = `${tk.host}?policy=${encodeURIComponent(policy)}&signature=${encodeURIComponent(signStraightPolicy(signSecret(), policy))}`;
    expect((await put(url)).code).toBe(403);
    const cb = await t.call('POST', '/api/upload/v1/straightOssCallback', { policy, signature: signStraightPolicy(signSecret(), policy) }, { token, json: true });
    expect(cb.code).toBe(403);
    expect((await put(tk.uploadUrl)).code).toBe(200);
  });
});

describe('data at rest', () => {
  it('seeds planner phones under the server key; a legacy SIGN_SECRET cipher still opens', async () => {
    const [demo] = await t.deps.db.select().from(planners).where(eq(planners.userId, 'u_demo_planner')).limit(1);
    expect(decryptPhone(demo.phoneEnc, serverKey(t.deps, 'planner-phone'))).toBe('13900139000');
    expect(() => decryptPhone(demo.phoneEnc, signSecret())).toThrow();
    // A planner row from before the change (phone under SIGN_SECRET) still shows its masked number.
    const p = await insertPlanner(t, { phone: '13698765432', phoneEnc: encryptPhone('13698765432', signSecret()) });
    const card = await t.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: p.userId });
    expect(card.code, card.msg).toBe(200);
    expect(card.data.phone).toBe('136****5432');
  });

  it('writes invoice-header phones under the server key, and still reads legacy ones', async () => {
    const add = await t.call(
      'POST',
      '/api/invoice/v1/add_invoice_header',
      { type: 'ORDINARY', headType: 'COMPANY', invoiceHead: '成都密钥测试有限公司', dutyParagraph: '91510100MA6CA1B2C0', phone: '028-88886666' },
      { token },
    );
    expect(add.code, add.msg).toBe(200);
    const [row] = await t.deps.db.select().from(invoiceHeaders).where(eq(invoiceHeaders.id, add.data.id));
    expect(decryptPhone(row.phoneEnc, serverKey(t.deps, 'invoice-header-phone'))).toBe('028-88886666');
    expect(() => decryptPhone(row.phoneEnc, `invoice-header:${signSecret()}`)).toThrow();
    // A row from before the change: the phone under the old derivation still reads back.
    await t.deps.db.update(invoiceHeaders).set({ phoneEnc: encryptPhone('028-66668888', `invoice-header:${signSecret()}`) }).where(eq(invoiceHeaders.id, row.id));
    const detail = await t.call('GET', '/api/invoice/v1/invoice_header_detail', { id: row.id }, { token });
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data.phoneFull).toBe('028-66668888');
  });

  it('hashes and encrypts ID numbers under the server key; legacy rows still open and still block a second account', async () => {
    const legacyId = '11010519491231002X';
    const a = await t.loginSms(t.phone());
    t.advance(61_000);
    await t.deps.db.insert(realnameVerifications).values({
      id: 'rn_legacy_test',
      userId: a.userId,
      name: '旧数据',
      idNoEnc: encryptPhone(legacyId, `realname-id:${signSecret()}`),
      idNoMasked: '110105********002X',
      idNoHash: createHash('sha256').update(`${signSecret()}:${legacyId}`).digest('hex'),
      phone: '13500000000',
      status: 'AUTHENTICATION_SUCCESS',
      verifiedAt: t.deps.now(),
    });
    expect((await verifiedIdNo(t.deps, a.userId))?.idNo).toBe(legacyId);

    const phone = t.phone();
    const b = await t.loginSms(phone);
    t.advance(61_000);
    const taken = await t.call('POST', '/api/contract/v1/authentication', { name: '王五', cardNo: legacyId, smsCode: await t.sendCode(phone, 'default') }, { token: b.token });
    expect(taken.code).toBe(409);
    t.advance(61_000);
    const ok = await t.call('POST', '/api/contract/v1/authentication', { name: '张三', cardNo: '510104199003071237', smsCode: await t.sendCode(phone, 'default') }, { token: b.token });
    expect(ok.code, ok.msg).toBe(200);
    const [row] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.userId, b.userId));
    const h = idNoHashes(t.deps, '510104199003071237');
    expect(row.idNoHash).toBe(h.current);
    expect(row.idNoHash).not.toBe(h.legacy);
    expect(decryptPhone(row.idNoEnc, serverKey(t.deps, 'realname-id'))).toBe('510104199003071237');
  });
});

describe('SIGN_SECRET in the server', () => {
  it('appears only in the request signature and the config/secret plumbing', () => {
    const allowed = new Set([
      'server/config.ts',
      'server/http/sign.ts',
      'server/runtime.ts',
      'server/adapters/index.ts',
      'server/modules/secrets/index.ts',
      // the read-only legacy fallback for data at rest
      'server/modules/secrets/keys.ts',
      // only as a key name the logger redacts
      'server/log/core.mjs',
    ]);
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|tsx|mjs|js)$/.test(e.name) && fs.readFileSync(p, 'utf8').includes('signSecret')) hits.push(path.relative(process.cwd(), p).split(path.sep).join('/'));
      }
    };
    walk(path.join(process.cwd(), 'server'));
    expect(hits.filter((h) => !allowed.has(h))).toEqual([]);
  });
});
