import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { G, confirmSandbox, detail, loginDemo, newCustomer, paymentStatus, payWallet, submitOk } from './orderFixtures';
import { wirePay } from '@/server/modules/order/sweeper';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  wirePay(t.deps);
});
afterAll(() => t?.close());

const info = async (token: string) => (await t.call('GET', '/api/wallet/v1/account_balance_info', undefined, { token })).data;

describe('wallet', () => {
  it('the demo customer has 5000.00 元 and a pay password', async () => {
    const w = await info(demo);
    // 累计充值 agrees with the balance: the opening 初始余额 counts as money put in.
    expect(w).toMatchObject({ balanceFen: 500_000, totalTopUpFen: 500_000, totalPaidFen: 0, hasPayPassword: true, lockedUntil: null });
    expect((await t.call('GET', '/api/wallet/v1/check_set_password', undefined, { token: demo })).data.isSet).toBe(true);
    const bills = await t.call('POST', '/api/wallet/v1/bill_list', {}, { token: demo });
    expect(bills.data.records[0]).toMatchObject({ type: 'TOPUP', amountFen: 500_000, balanceAfterFen: 500_000 });
  });

  it('pays with the wallet: wrong password refused (nothing paid), right one debits in the same transaction', async () => {
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const before = (await info(demo)).balanceFen;
    const wrong = await payWallet(t, demo, s.cusOrderId, undefined, '000000');
    expect(wrong.code).toBe(20201);
    expect(wrong.msg).toBe('支付密码错误，还可尝试4次');
    expect((await info(demo)).balanceFen).toBe(before);
    expect((await detail(t, demo, s.cusOrderId)).cusOrderStatus).toBe(1);
    const ok = await payWallet(t, demo, s.cusOrderId);
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.payStatus).toBe(1);
    expect(await paymentStatus(t, demo, ok.data.paymentNo)).toBe(1);
    expect((await info(demo)).balanceFen).toBe(before - s.payNowFen);
    const bills = await t.call('POST', '/api/wallet/v1/bill_list', { type: 'PAY' }, { token: demo });
    expect(bills.data.records[0]).toMatchObject({ amountFen: -s.payNowFen, balanceAfterFen: before - s.payNowFen, refNo: ok.data.paymentNo });
    const again = await payWallet(t, demo, s.cusOrderId);
    expect(again.code).toBe(20105);
  });

  it('locks paying after 5 wrong passwords', async () => {
    const c = await newCustomer(t);
    expect((await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '12ab' }, { token: c.token })).code).toBe(400);
    expect((await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '582047' }, { token: c.token })).code).toBe(200);
    const noOld = await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '370915' }, { token: c.token });
    expect(noOld.code).toBe(400);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    for (let i = 0; i < 4; i++) expect((await payWallet(t, c.token, s.cusOrderId, undefined, '000000')).code).toBe(20201);
    expect((await payWallet(t, c.token, s.cusOrderId, undefined, '000000')).code).toBe(20204);
    expect((await payWallet(t, c.token, s.cusOrderId, undefined, '582047')).code).toBe(20204);
    t.advance(15 * 60 * 1000 + 1000);
    // Unlocked; but the wallet is empty.
    const low = await payWallet(t, c.token, s.cusOrderId, undefined, '582047');
    expect(low.code).toBe(20202);
    expect(low.msg).toBe('钱包余额不足');
  });

  it('a wallet without a pay password cannot pay', async () => {
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const r = await payWallet(t, c.token, s.cusOrderId, undefined, '123456');
    expect(r.code).toBe(20203);
  });

  it('tops up through the sandbox gateway, then pays with the new balance', async () => {
    const c = await newCustomer(t);
    await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '246810' }, { token: c.token });
    const top = await t.call('POST', '/api/wallet/v1/top_up', { amountFen: 100_000 }, { token: c.token });
    expect(top.code, top.msg).toBe(200);
    expect(top.data.payUrl).toBe(`/api/sandbox-pay/${top.data.paymentNo}`);
    expect((await info(c.token)).balanceFen).toBe(0);
    await confirmSandbox(t, top.data.paymentNo);
    expect(await paymentStatus(t, c.token, top.data.paymentNo)).toBe(1);
    expect((await info(c.token)).balanceFen).toBe(100_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await payWallet(t, c.token, s.cusOrderId, undefined, '246810')).code).toBe(200);
    const w = await info(c.token);
    expect(w).toMatchObject({ balanceFen: 100_000 - s.payNowFen, totalTopUpFen: 100_000, totalPaidFen: s.payNowFen });
    const bills = await t.call('POST', '/api/wallet/v1/bill_list', {}, { token: c.token });
    expect(bills.data.records.map((r: { type: string }) => r.type)).toEqual(['PAY', 'TOPUP']);
    expect((await t.call('POST', '/api/wallet/v1/top_up', { amountFen: 0 }, { token: c.token })).code).toBe(400);
  });
});
