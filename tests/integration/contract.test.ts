import fs from 'node:fs';
import path from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contracts } from '@/server/modules/contract/schema';
import { CONTRACT_STATUS } from '@/lib/contract/contract/enums';
import { completeSign } from '@/server/modules/contract/signing';
import { createTestContext, type TestContext } from './helpers';
import { loginDemo, paidOrder } from './aftersaleFixtures';

let t: TestContext;
let demo: string;
let other: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  other = (await t.loginSms(t.phone())).token;
});
afterAll(() => t.close());

const C = '/api/contract';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function verifyDemo() {
  t.advance(61_000);
  const code = await t.sendCode('13800138000', 'default');
  const r = await t.call('POST', `${C}/v1/authentication`, { name: '陈演示', cardNo: '11010519491231002X', smsCode: code }, { token: demo });
  expect(r.code, r.msg).toBe(200);
}

async function draft(orderId: string) {
  const enc = await t.call('POST', '/api/entry/v1/encryption', { phone: '13912345678' }, { token: demo });
  expect(enc.code, enc.msg).toBe(200);
  const r = await t.call('POST', `${C}/v2/applycontract`, { orderId, contractFirstName: '成都示例科技有限公司', contractFirstContacts: '陈演示', contractFirstPhone: enc.data, contractFirstEmail: 'a@example.com', contractFirstAddr: '成都市高新区' }, { token: demo });
  expect(r.code, r.msg).toBe(200);
  return r.data as { contractId: string; contractNo: string; contractUrl: string; contactWay: string };
}

describe('contracts', () => {
  it('drafts from the template with the order data, masks the phone, renders PDF and HTML', async () => {
    const tpl = await t.call('GET', `${C}/v1/find_contract_template`, {}, { token: demo });
    expect(tpl.data).toMatchObject({ code: 'CONTRACT_SERVICE_V1', name: '企业服务委托合同' });
    const o = await paidOrder(t, demo);
    const d = await draft(o.orderId);
    const detail = await t.call('GET', `${C}/v1/detail`, { contractId: d.contractId }, { token: demo });
    expect(detail.data).toMatchObject({ status: 'STRUTS_QSZ', businessId: o.orderId, partyaTelephone: '139****5678', partyaName: '成都示例科技有限公司' });
    const dec = await t.call('POST', '/api/entry/v1/decryption', { phoneList: JSON.stringify([d.contactWay]) }, { token: demo });
    expect(dec.data).toEqual(['13912345678']);
    const html = await t.call('GET', `${C}/v1/preview`, { contractId: d.contractId }, { token: demo });
    expect(html.data.html).toContain('139****5678');
    expect(html.data.html).not.toContain('13912345678');
    expect(html.data.html).toContain(o.orderNo);
    const pdf = await t.request('GET', `${C}/v1/contract_pdf`, { contractId: d.contractId }, { token: demo });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Another user's contract is not found.
    expect((await t.call('GET', `${C}/v1/detail`, { contractId: d.contractId }, { token: other })).code).toBe(404);
    const foreign = await t.request('GET', `${C}/v1/contract_pdf`, { contractId: d.contractId }, { token: other });
    expect(((await foreign.json()) as { code: number }).code).toBe(404);
    expect((await t.call('POST', `${C}/v2/applycontract`, { orderId: o.orderId, contractFirstName: 'x', contractFirstContacts: 'y', contractFirstPhone: '13900000000' }, { token: other })).code).toBe(404);
  });

  it('signing needs real-name verification; signing records who/when/where and the hash; a changed PDF is refused', async () => {
    const o = await paidOrder(t, demo);
    const d = await draft(o.orderId);
    const early = await t.call('POST', `${C}/v1/sign`, { contractId: d.contractId }, { token: demo });
    expect(early.code).toBe(403);
    expect(early.data).toMatchObject({ needAuthentication: true });
    await verifyDemo();
    expect((await t.call('POST', `${C}/v1/sign`, { contractId: d.contractId }, { token: other })).code).toBe(404);
    const sign = await t.call('POST', `${C}/v1/sign`, { contractId: d.contractId }, { token: demo, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(sign.code, sign.msg).toBe(200);
    expect(sign.data.signUrl).toMatch(/^\/contract\/iframe\?taskId=st_/);
    const task = await t.call('GET', `${C}/v1/esign/task`, { taskId: sign.data.taskId }, { token: demo });
    expect(task.data).toMatchObject({ status: 'OPEN', signerName: '陈演示', signerIdMasked: '110105********002X' });
    expect((await t.call('POST', `${C}/v1/esign/complete`, { taskId: sign.data.taskId }, { token: other })).code).toBe(404);
    const done = await t.call('POST', `${C}/v1/esign/complete`, { taskId: sign.data.taskId }, { token: demo, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(done.code, done.msg).toBe(200);
    expect(done.data).toMatchObject({ status: 'STRUTS_YWC', signerName: '陈演示', signerIdMasked: '110105********002X' });
    const [row] = await t.deps.db.select().from(contracts).where(eq(contracts.id, d.contractId));
    expect(row).toMatchObject({ signIp: t.ctx.ip, signUserAgent: 'TestBrowser/1.0', signerType: 'CUSTOMER_PERSON' });
    expect(row.signCompleteTime).toBeInstanceOf(Date);
    const pdf = await t.request('GET', `${C}/v1/contract_pdf`, { contractId: d.contractId }, { token: demo });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(sha(bytes)).toBe(row.signedSha256);
    expect(pdf.headers.get('x-document-sha256')).toBe(row.signedSha256);
    // Completing again changes nothing; a new draft of a signed order is refused.
    const again = await t.call('POST', `${C}/v1/esign/complete`, { taskId: sign.data.taskId }, { token: demo });
    expect(again.data.documentSha256).toBe(row.signedSha256);
    expect((await t.call('POST', `${C}/v2/applycontract`, { orderId: o.orderId, contractFirstName: 'x', contractFirstContacts: 'y', contractFirstPhone: '13900000000' }, { token: demo })).code).toBe(409);
    const list = await t.call('POST', `${C}/v3/list`, { statusList: 'STRUTS_YWC', page: 1, limit: 10 }, { token: demo });
    expect(list.data.records.map((r: { id: string }) => r.id)).toContain(d.contractId);

    // Someone changes the stored signed PDF: every read refuses it.
    const storage = t.deps.adapters.storage as unknown as { pathOf(key: string): string };
    const file = storage.pathOf(row.signedKey!);
    fs.chmodSync(file, 0o644);
    const tampered = Buffer.from(bytes);
    tampered[tampered.length - 20] ^= 0xff;
    fs.writeFileSync(file, tampered);
    const refused = await t.request('GET', `${C}/v1/contract_pdf`, { contractId: d.contractId }, { token: demo });
    const env = (await refused.json()) as { code: number; msg: string };
    expect(env.code).toBe(409);
    expect(env.msg).toBe('合同文件校验失败，文件可能已被篡改，已拒绝读取');
  });

  it('accepts the provider callback only with a valid HMAC (server-only key) for a task the provider reports signed', async () => {
    const o = await paidOrder(t, demo);
    const d = await draft(o.orderId);
    const sign = await t.call('POST', `${C}/v1/sign`, { contractId: d.contractId }, { token: demo });
    expect(sign.code, sign.msg).toBe(200);
    const taskId = sign.data.taskId as string;
    const ts = String(t.deps.now().getTime());
    const status = async () => (await t.deps.db.select().from(contracts).where(eq(contracts.id, d.contractId)))[0].status;
    const bad = await t.call('POST', `${C}/v1/esign/callback`, { taskId, status: 'SIGNED', ts, sign: 'a'.repeat(64) }, { sign: false });
    expect(bad.code).toBe(403);
    // The key the old code derived from SIGN_SECRET (which every browser has) is refused.
    const oldKey = createHmac('sha256', `esign:${t.deps.config.signSecret}`).update(`${taskId}.SIGNED.${ts}`).digest('hex');
    expect((await t.call('POST', `${C}/v1/esign/callback`, { taskId, status: 'SIGNED', ts, sign: oldKey }, { sign: false })).code).toBe(403);
    // A correctly signed callback for a task the provider has not seen signed finishes nothing.
    const good = await t.deps.adapters.esign.signCallback({ taskId, status: 'SIGNED', ts });
    const early = await t.call('POST', `${C}/v1/esign/callback`, { taskId, status: 'SIGNED', ts, sign: good }, { sign: false });
    expect(early.code).toBe(409);
    expect(await status()).toBe('STRUTS_QSZ');
    // The signer completes at the provider; then 50 concurrent deliveries of its callback finish the contract once.
    expect(await t.deps.adapters.esign.signOnPage!(taskId, t.deps.now())).toBe(true);
    const all = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `${C}/v1/esign/callback`, { taskId, status: 'SIGNED', ts, sign: good }, { sign: false })));
    expect(all.map((r) => `${r.code} ${r.data?.status}`)).toEqual(Array(50).fill('200 STRUTS_YWC'));
    const [row] = await t.deps.db.select().from(contracts).where(eq(contracts.id, d.contractId));
    expect(row.status).toBe('STRUTS_YWC');
    expect(new Set(all.map((r) => r.data.documentSha256))).toEqual(new Set([row.signedSha256]));
    const storage = t.deps.adapters.storage as unknown as { pathOf(key: string): string };
    const dir = path.dirname(storage.pathOf(row.signedKey!));
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('signed-'))).toHaveLength(1);
  });

  it('concurrent completions that bypass the in-process sharing (other instances) still sign once', async () => {
    const o = await paidOrder(t, demo);
    const d = await draft(o.orderId);
    const sign = await t.call('POST', `${C}/v1/sign`, { contractId: d.contractId }, { token: demo });
    expect(await t.deps.adapters.esign.signOnPage!(sign.data.taskId, t.deps.now())).toBe(true);
    const res = await Promise.allSettled([1, 2, 3].map(() => completeSign(t.deps, sign.data.taskId, {})));
    // A completion that read the task while it was open and lost the race is refused; one that read it after the
    // winner committed (the pool may hand it its connection that late) answers the signed contract, as any repeat of a
    // provider's callback does. Either way the contract is signed once, with one file, and every answer says so.
    const [row] = await t.deps.db.select().from(contracts).where(eq(contracts.id, d.contractId));
    expect(row.status).toBe(CONTRACT_STATUS.DONE);
    const answered = res.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const v of answered) expect(v).toMatchObject({ status: CONTRACT_STATUS.DONE, documentSha256: row.signedSha256 });
    for (const r of res) if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(/^(签署任务已完成|合同当前状态不能签署)$/);
    const storage = t.deps.adapters.storage as unknown as { pathOf(key: string): string };
    expect(fs.readdirSync(path.dirname(storage.pathOf(row.signedKey!))).filter((f) => f.startsWith('signed-'))).toHaveLength(1);
  });
});
