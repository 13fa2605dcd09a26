import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  token = (await t.loginSms(t.phone())).token;
});
afterAll(async () => {
  await t?.close();
});

describe('the document library (/docPage/page)', () => {
  it('answers a document with its PDF, which is a real PDF', async () => {
    const res = await t.call('GET', '/api/documentlibrary/v2/detail', { documentId: 'doc_company_guide' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ documentId: 'doc_company_guide', title: '有限公司注册办事指南', fileUrl: '/api/documentlibrary/v2/file/doc_company_guide.pdf' });
    const file = await t.request('GET', res.data.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists every document of the library with its PDF address, for the page opened without one', async () => {
    const res = await t.call('GET', '/api/documentlibrary/v2/list', {});
    expect(res.code, res.msg).toBe(200);
    const ids = res.data.rows.map((d: { documentId: string }) => d.documentId);
    expect(ids).toEqual(expect.arrayContaining(['doc_company_guide', 'doc_tax_guide', 'doc_trademark_guide']));
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of res.data.rows) expect(d.fileUrl).toBe(`/api/documentlibrary/v2/file/${d.documentId}.pdf`);
  });

  it('answers 404 for an unknown document and names bad input', async () => {
    const res = await t.call('GET', '/api/documentlibrary/v2/detail', { documentId: 'doc_nothing' });
    expect(res.code).toBe(404);
    expect(res.msg).toBe('文档不存在或已下线');
    expect((await t.call('GET', '/api/documentlibrary/v2/detail', { documentId: 'a b' })).msg).toBe('documentId：文档编号有误');
    expect((await t.call('POST', '/api/documentlibrary/v2/download_to_email', { documentId: 'doc_tax_guide', email: 'x@' }, { token })).msg).toBe('email：邮箱格式有误');
    expect((await t.call('POST', '/api/documentlibrary/v2/download_to_email', { documentId: 'doc_tax_guide' }, { token })).msg).toBe('email：请输入邮箱地址');
  });

  it('needs a login to forward or to mail', async () => {
    expect((await t.call('POST', '/api/documentlibrary/v2/add_forwarding', { documentId: 'doc_tax_guide' })).code).toBe(5223);
    expect((await t.call('POST', '/api/documentlibrary/v2/download_to_email', { documentId: 'doc_tax_guide', email: 'a@example.com' })).code).toBe(5223);
  });

  it('counts 50 concurrent forwards exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/documentlibrary/v2/add_forwarding', { documentId: 'doc_trademark_guide' }, { token })),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    const [row] = await t.deps.db.select().from(s.libraryDocuments).where(eq(s.libraryDocuments.id, 'doc_trademark_guide'));
    expect(row.forwardCount).toBe(50);
    expect(Math.max(...results.map((r) => r.data.forwardCount))).toBe(50);
  });

  it('mails the PDF as an attachment', async () => {
    const res = await t.call('POST', '/api/documentlibrary/v2/download_to_email', { documentId: 'doc_tax_guide', email: 'boss@example.com' }, { token });
    expect(res.code, res.msg).toBe(200);
    const [mail] = await t.deps.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.ref, 'doclib:doc_tax_guide'));
    expect(mail).toMatchObject({ toAddress: 'boss@example.com', subject: '【薯片企服】小规模纳税人记账报税指南' });
    expect(mail.attachments[0]).toMatchObject({ filename: '小规模纳税人记账报税指南.pdf', contentType: 'application/pdf' });
    const stored = await t.deps.adapters.storage.get(mail.attachments[0].storageKey);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    // The same document again: the stored file is reused.
    expect((await t.call('POST', '/api/documentlibrary/v2/download_to_email', { documentId: 'doc_tax_guide', email: 'boss@example.com' }, { token })).code).toBe(200);
  });
});
