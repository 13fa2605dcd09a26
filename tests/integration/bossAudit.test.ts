import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let employee: string;
let goodsId: string;
let priceFen: number;
beforeAll(async () => {
  t = await createTestContext();
  employee = (await t.loginSms(t.phone())).token;
  const list = await t.call('POST', '/api/commodity/v2/get_serve_list', { start: 1, limit: 20 });
  const fixed = list.data.goodsList.records.find((g: { priceFen: number }) => g.priceFen > 0);
  goodsId = fixed.id;
  priceFen = fixed.priceFen;
});
afterAll(async () => {
  await t?.close();
});

const create = (over: Record<string, unknown> = {}) => t.call('POST', '/api/treeBook/v1/create_audit', { productId: goodsId, quantity: 3, note: '年度预算内', priceFen: 1, ...over }, { token: employee });

describe('老板审批 (/bossAudit)', () => {
  it('an employee asks; the price and total are the server’s, the link carries a code', async () => {
    const res = await create();
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: 'pending', statusText: '待老板审批', quantity: 3, totalFen: priceFen * 3, note: '年度预算内', mine: true });
    expect(res.data.link).toBe(`/bossAudit?code=${res.data.code}`);
    expect(res.data.code).toMatch(/^[A-Za-z0-9_-]{16,40}$/);
    expect(res.data.goods.id).toBe(goodsId);
  });

  it('the boss opens the link without logging in and approves, once', async () => {
    const { data } = await create();
    const seen = await t.call('GET', '/api/treeBook/v1/find_by_code', { code: data.code });
    expect(seen.data).toMatchObject({ status: 'pending', mine: false, totalFen: priceFen * 3 });
    const ok = await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'approve' });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data).toMatchObject({ status: 'approved', statusText: '老板已同意' });
    const again = await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'reject', reason: '预算不足' });
    expect(again.code).toBe(409);
    expect(again.msg).toBe('该申请老板已同意，无需重复审批');
  });

  it('decides exactly once under 50 concurrent decisions', async () => {
    const { data } = await create();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', '/api/treeBook/v1/decide', i % 2 ? { code: data.code, decision: 'approve' } : { code: data.code, decision: 'reject', reason: '再比较一下' }, { ip: `10.9.${i}.1` }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 409)).toHaveLength(49);
  });

  it('needs a reason to reject, and the requester cannot approve their own request', async () => {
    const { data } = await create();
    expect((await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'reject' })).msg).toBe('reason：请填写驳回原因');
    const own = await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'approve' }, { token: employee });
    expect(own.code).toBe(409);
    const rejected = await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'reject', reason: '预算不足' });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '预算不足' });
  });

  it('names bad input, needs a login to ask, and answers 404 for an unknown code or goods', async () => {
    expect((await t.call('POST', '/api/treeBook/v1/create_audit', { productId: goodsId })).code).toBe(5223);
    expect((await create({ quantity: 0 })).msg).toBe('quantity：数量有误');
    expect((await create({ productId: 'g_nothing' })).code).toBe(404);
    expect((await t.call('GET', '/api/treeBook/v1/find_by_code', { code: 'short' })).msg).toBe('code：审批码有误');
    const unknown = await t.call('GET', '/api/treeBook/v1/find_by_code', { code: 'AAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.code).toBe(404);
    expect((await t.call('POST', '/api/treeBook/v1/decide', { code: 'AAAAAAAAAAAAAAAAAAAA', decision: 'maybe' })).msg).toBe('decision：审批结果有误');
  });

  it('expires after 7 days', async () => {
    const { data } = await create();
    t.advance(7 * 86_400_000 + 1000);
    expect((await t.call('GET', '/api/treeBook/v1/find_by_code', { code: data.code })).data.status).toBe('expired');
    const late = await t.call('POST', '/api/treeBook/v1/decide', { code: data.code, decision: 'approve' });
    expect(late.code).toBe(409);
    expect(late.msg).toBe('审批链接已过期，请让申请人重新提交');
  });
});
