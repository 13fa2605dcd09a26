import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, PNG_1x1, op } from './aftersaleFixtures';

let t: TestContext;
let appEnv: TestContext['deps']['config']['appEnv'];
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext({ catalog: false });
  appEnv = t.deps.config.appEnv;
});
afterEach(() => {
  t.deps.config.appEnv = appEnv;
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const pngForm = () => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(PNG_1x1)], { type: 'image/png' }), 'dot.png');
  return fd;
};

describe('diagnostics in production', () => {
  it('do not exist for a visitor (404), with or without a wrong token', async () => {
    t.deps.config.appEnv = 'P';
    expect((await t.call('POST', '/api/diag/v1/send_email', { to: 'ops@example.com' })).code).toBe(404);
    const wrong = { headers: { 'x-operator-token': 'not-the-operator-token' } };
    expect((await t.call('POST', '/api/diag/v1/send_email', { to: 'ops@example.com' }, wrong)).code).toBe(404);
    expect((await t.call('POST', '/api/diag/v1/oss_upload', pngForm())).code).toBe(404);
    const mails = await t.deps.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toAddress, 'ops@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('send a test e-mail through the mail adapter for the operator', async () => {
    t.deps.config.appEnv = 'P';
    const res = await t.call('POST', '/api/diag/v1/send_email', { to: 'ops@example.com' }, op);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ to: 'ops@example.com', subject: '薯片企服测试邮件' });
    const [mail] = await t.deps.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.id, res.data.id));
    expect(mail).toMatchObject({ toAddress: 'ops@example.com', subject: '薯片企服测试邮件', ref: 'diag:test' });
  });

  it('accept the operator token as a cookie too', async () => {
    t.deps.config.appEnv = 'P';
    const res = await t.call('POST', '/api/diag/v1/send_email', { to: 'cookie@example.com' }, { headers: { cookie: `operatorToken=${OPERATOR_TOKEN}` } });
    expect(res.code, res.msg).toBe(200);
  });
});

describe('diagnostics outside production', () => {
  it('store an uploaded image through the upload module and answer its URL', async () => {
    t.deps.config.appEnv = 'T';
    const res = await t.call('POST', '/api/diag/v1/oss_upload', pngForm());
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1x1.length });
    expect(res.data.url).toMatch(/^\/api\/upload\/v1\/file\/u\/\d{4}\/\d{2}\/up_[\w-]+\.png$/);
    const file = await t.request('GET', res.data.url, undefined, { sign: false });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('name bad input', async () => {
    t.deps.config.appEnv = 'T';
    expect((await t.call('POST', '/api/diag/v1/send_email', { to: 'not-an-email' })).msg).toBe('to：收件邮箱格式有误');
    expect((await t.call('POST', '/api/diag/v1/send_email', {})).msg).toBe('to：请填写收件邮箱');
    const empty = await t.call('POST', '/api/diag/v1/oss_upload', new FormData());
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe('file：请选择要上传的图片');
  });
});
