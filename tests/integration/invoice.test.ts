import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/server/adapters/mail/schema';
import { invoices } from '@/server/modules/invoice/schema';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, loginDemo, op, paidOrder } from './aftersaleFixtures';

let t: TestContext;
let demo: string;
let other: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  other = (await t.loginSms(t.phone())).token;
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

const H = '/api/invoice/v1';

/**
 * The PDF's document title: pdfkit writes the Info dictionary's /Title as an uncompressed object of its own, a text
 * string in UTF-16BE with a BOM.
 */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw);
  const at = ref ? raw.indexOf(`\n${ref[1]} 0 obj\n(`) : -1;
  if (at < 0) return '';
  const bytes: number[] = [];
  const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = at + `\n${ref![1]} 0 obj\n(`.length; i < raw.length && raw[i] !== ')'; i++) {
    if (raw[i] === '\\') bytes.push(esc[raw[++i]] ?? raw.charCodeAt(i));
    else bytes.push(raw.charCodeAt(i));
  }
  const b = Buffer.from(bytes);
  if (b[0] !== 0xfe || b[1] !== 0xff) return b.toString('latin1');
  return b.subarray(2).swap16().toString('utf16le');
}
const CODE_OK = '91510100MA6CA1B2C0';
const company = { invoiceHeader: 'INVOICE_HEADER_COMPANY', invoiceHeaderName: '成都示例科技有限公司', taxpayerIdentifNum: CODE_OK };

describe('invoice headers', () => {
  it('adds, lists, edits and deletes headers; one default per kind; phone masked', async () => {
    const a = await t.call('POST', `${H}/add_invoice_header`, { type: 'ORDINARY', headType: 'COMPANY', invoiceHead: '成都示例科技有限公司', dutyParagraph: CODE_OK.toLowerCase(), phone: '028-88886666', defaultHead: 1 }, { token: demo });
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ dutyParagraph: CODE_OK, defaultHead: 1, phoneFull: '028-88886666' });
    expect(a.data.phone).not.toBe('028-88886666');
    const b = await t.call('POST', `${H}/add_invoice_header`, { type: 'ORDINARY', headType: 'COMPANY', invoiceHead: '另一家公司', dutyParagraph: '91350100M000100Y43', defaultHead: 1 }, { token: demo });
    expect(b.code, b.msg).toBe(200);
    const list = await t.call('POST', `${H}/invoice_header_list`, {}, { token: demo });
    const defaults = list.data.records.filter((r: { defaultHead: number }) => r.defaultHead === 1);
    expect(defaults.map((r: { id: string }) => r.id)).toEqual([b.data.id]);
    const upd = await t.call('POST', `${H}/update_invoice_header`, { id: a.data.id, invoiceHead: '成都示例科技有限公司（改）' }, { token: demo });
    expect(upd.data.invoiceHead).toBe('成都示例科技有限公司（改）');
    // Another user can neither read, change nor delete it.
    expect((await t.call('GET', `${H}/invoice_header_detail`, { id: a.data.id }, { token: other })).code).toBe(404);
    expect((await t.call('POST', `${H}/update_invoice_header`, { id: a.data.id, invoiceHead: 'x' }, { token: other })).code).toBe(404);
    expect((await t.call('POST', `${H}/dlt_invoice_header`, { ids: a.data.id }, { token: other })).code).toBe(404);
    const del = await t.call('POST', `${H}/dlt_invoice_header`, { ids: JSON.stringify([a.data.id]) }, { token: demo });
    expect(del.data).toEqual({ deleted: 1 });
  });

  it('refuses an invalid credit code and an incomplete special header; one special header per user', async () => {
    const bad = await t.call('POST', `${H}/add_invoice_header`, { type: 'ORDINARY', headType: 'COMPANY', invoiceHead: '某公司', dutyParagraph: '91510100MA6CA1B2C1' }, { token: demo });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('dutyParagraph：统一社会信用代码校验位有误');
    const short = await t.call('POST', `${H}/add_invoice_header`, { type: 'ORDINARY', headType: 'COMPANY', invoiceHead: '某公司', dutyParagraph: '123456' }, { token: demo });
    expect(short.msg).toBe('dutyParagraph：统一社会信用代码应为18位');
    const incomplete = await t.call('POST', `${H}/add_invoice_header`, { type: 'SPECIAL', headType: 'COMPANY', invoiceHead: '某公司', dutyParagraph: CODE_OK, address: '成都市' }, { token: demo });
    expect(incomplete.msg).toBe('phone：专用发票须填写注册电话');
    const personSpecial = await t.call('POST', `${H}/add_invoice_header`, { type: 'SPECIAL', headType: 'PERSONAL', invoiceHead: '张三' }, { token: demo });
    expect(personSpecial.msg).toBe('headType：专用发票抬头只能为单位');
    const special = { type: 'SPECIAL', headType: 'COMPANY', invoiceHead: '某公司', dutyParagraph: CODE_OK, address: '成都市高新区', phone: '028-12345678', depositBank: '招商银行', bankNumber: '6225880000000000' };
    expect((await t.call('POST', `${H}/add_invoice_header`, special, { token: demo })).code).toBe(200);
    const second = await t.call('POST', `${H}/add_invoice_header`, special, { token: demo });
    expect(second.code).toBe(409);
    expect(second.msg).toBe('专用发票抬头只能添加一个');
  });

  it('finds enterprises by name or credit code', async () => {
    const r = await t.call('POST', `${H}/find_enterprise_page`, { keyword: '薯片' }, { token: demo });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.records[0]).toMatchObject({ name: '成都薯片企业服务有限公司', creditCode: CODE_OK });
    const byCode = await t.call('POST', `${H}/find_enterprise_page`, { keyword: '9135' }, { token: demo });
    expect(byCode.data.records.map((x: { creditCode: string }) => x.creditCode)).toContain('91350100M000100Y43');
  });
});

describe('invoice applications', () => {
  it('applies for a paid order, limits the amount, issues a real PDF, previews and e-mails it', async () => {
    const o = await paidOrder(t, demo);
    const info = await t.call('GET', `${H}/apply_invoice_info`, { orderId: o.orderId }, { token: demo });
    expect(info.data).toMatchObject({ invoiceableFen: o.paidFen, defaultInvoiceType: '026', last: null });
    const types = await t.call('GET', `${H}/apply_invoice_types`, { mchId: info.data.mchId }, { token: demo });
    expect(types.data.applyInvoiceType.split(',')).toEqual(expect.arrayContaining(['007', '026', '004', '027']));
    const base = { orderId: o.orderId, invoiceType: '026', invoiceContent: 'GOODS_DETAILS', receiverPhone: '13800138000', receiverEmail: 'a@example.com', ...company };
    const tooMuch = await t.call('POST', `${H}/apply_invoice`, { ...base, invoiceMoneyFen: o.paidFen + 1 }, { token: demo });
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.msg).toMatch(/^invoiceMoneyFen：开票金额不能超过可开票金额/);
    const badCode = await t.call('POST', `${H}/apply_invoice`, { ...base, taxpayerIdentifNum: '91510100MA6CA1B2C9' }, { token: demo });
    expect(badCode.msg).toBe('taxpayerIdentifNum：统一社会信用代码校验位有误');
    const special = await t.call('POST', `${H}/apply_invoice`, { ...base, invoiceType: '004' }, { token: demo });
    expect(special.msg).toBe('registerAddress：专用发票须填写注册地址');
    // Another user's order is not found.
    expect((await t.call('POST', `${H}/apply_invoice`, base, { token: other })).code).toBe(404);

    const applied = await t.call('POST', `${H}/apply_invoice`, base, { token: demo });
    expect(applied.code, applied.msg).toBe(200);
    expect(applied.data).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_AUDIT', invoiceMoneyFen: o.paidFen, canCancel: true, files: [] });
    const twice = await t.call('POST', `${H}/apply_invoice`, base, { token: demo });
    expect(twice.code).toBe(409);

    // Another user cannot read, cancel or hurry it, nor issue it.
    expect((await t.call('GET', `${H}/invoice_detail`, { id: applied.data.id }, { token: other })).code).toBe(404);
    expect((await t.call('POST', `${H}/cancel_invoice_apply`, { id: applied.data.id }, { token: other })).code).toBe(404);
    expect((await t.call('POST', `${H}/operator/issue`, { id: applied.data.id }, { token: other })).code).toBe(403);

    // Hurry-up: once, then 429 until 24 h later.
    expect((await t.call('GET', `${H}/urge_invoice`, { id: applied.data.id }, { token: demo })).code).toBe(200);
    const again = await t.call('GET', `${H}/urge_invoice`, { id: applied.data.id }, { token: demo });
    expect(again.code).toBe(429);
    t.advance(24 * 3600_000 + 1000);
    expect((await t.call('GET', `${H}/urge_invoice`, { id: applied.data.id }, { token: demo })).code).toBe(200);

    const issued = await t.call('POST', `${H}/operator/issue`, { id: applied.data.id }, { token: demo, ...op });
    expect(issued.code, issued.msg).toBe(200);
    expect(issued.data).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_SUCCESS', canSendEmail: true, specimen: true });
    expect(issued.data.files).toHaveLength(1);
    // The local issuer is a stand-in: a 样票 with a YP specimen number and no 发票代码, never a tax number.
    expect(issued.data.files[0]).toMatchObject({ specimen: true, invoiceCode: '' });
    expect(issued.data.files[0].invoiceNo).toMatch(/^YP\d{16}$/);
    const [stored] = await t.deps.db.select().from(invoices).where(eq(invoices.id, applied.data.id));
    expect(stored).toMatchObject({ issuer: 'local', specimen: true, invoiceCode: null });
    expect((await t.call('POST', `${H}/operator/issue`, { id: applied.data.id }, op)).code).toBe(409);

    const pdf = await t.request('GET', `${H}/invoice_pdf`, { id: applied.data.id }, { token: demo });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    expect(pdfTitle(bytes)).toBe('样票（非正式发票）·普通发票');
    expect((await t.call('GET', `${H}/invoice_detail`, { id: applied.data.id }, { token: demo })).data.specimen).toBe(true);
    const foreign = await t.request('GET', `${H}/invoice_pdf`, { id: applied.data.id }, { token: other });
    expect(((await foreign.json()) as { code: number }).code).toBe(404);

    const preview = await t.call('GET', `${H}/preview_invoice`, { orderId: o.orderId }, { token: demo });
    expect(preview.data[0]).toMatchObject({ invoiceTypeCode: '026', buyName: company.invoiceHeaderName, pdfUrl: `${H}/invoice_pdf?id=${applied.data.id}` });

    const mail = await t.call('POST', `${H}/send_invoice_to_email`, { orderId: o.orderId, email: 'boss@example.com' }, { token: demo });
    expect(mail.code, mail.msg).toBe(200);
    const [sent] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.ref, `invoice:${applied.data.id}`));
    expect(sent).toMatchObject({ toAddress: 'boss@example.com', subject: expect.stringContaining('样票（非正式发票）') });
    expect(sent.body).toContain('未经税务平台开具');
    expect(sent.body).not.toContain('发票号码');
    expect(sent.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^样票-YP/) });
    const outbox = fs.readFileSync(path.join(t.deps.config.dataDir, 'mail-outbox.jsonl'), 'utf8');
    expect(outbox).toContain('boss@example.com');

    // Fully invoiced: nothing left to apply for.
    const none = await t.call('POST', `${H}/apply_invoice`, base, { token: demo });
    expect(none.code).toBe(409);
    expect(none.msg).toBe('该订单已无可开票金额');
    const records = await t.call('GET', `${H}/invoice_records`, { page: 1, limit: 15 }, { token: demo });
    expect(records.data.records.map((r: { id: string }) => r.id)).toContain(applied.data.id);
  });

  it('cancels under audit; re-applies after a rejection', async () => {
    const o = await paidOrder(t, demo);
    const base = { orderId: o.orderId, invoiceType: '007', invoiceContent: 'GOODS_CATEGORY', receiverPhone: '13800138000', invoiceHeader: 'INVOICE_HEADER_PERSONAL', invoiceHeaderName: '张三' };
    const a = await t.call('POST', `${H}/apply_invoice`, base, { token: demo });
    expect(a.code, a.msg).toBe(200);
    const cancelled = await t.call('POST', `${H}/cancel_invoice_apply`, { id: a.data.id }, { token: demo });
    expect(cancelled.data.invoiceStatus).toBe('INVOICE_STATUS_CANCEL');
    expect((await t.call('POST', `${H}/cancel_invoice_apply`, { id: a.data.id }, { token: demo })).code).toBe(409);

    const b = await t.call('POST', `${H}/apply_invoice`, { ...base, invoiceMoneyFen: 100 }, { token: demo });
    expect(b.data.invoiceMoneyFen).toBe(100);
    const rejected = await t.call('POST', `${H}/operator/reject`, { id: b.data.id, reason: '抬头有误' }, op);
    expect(rejected.data).toMatchObject({ invoiceStatus: 'INVOICE_STATUS_REJECT', remarks: '抬头有误', canReapply: true });
    const re = await t.call('POST', `${H}/apply_invoice`, { ...base, id: b.data.id }, { token: demo });
    expect(re.code, re.msg).toBe(200);
    expect(re.data.invoiceMoneyFen).toBe(o.paidFen);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, re.data.id));
    expect(row.reapplyOf).toBe(b.data.id);
    const latest = await t.call('GET', `${H}/invoice_detail`, { orderId: o.orderId }, { token: demo });
    expect(latest.data.id).toBe(re.data.id);
  });
});
