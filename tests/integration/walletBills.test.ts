import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, debit } from '@/server/modules/wallet/service';
import { monthRange } from '@/server/modules/wallet/reading';
import { createTestContext, type TestContext } from './helpers';
import { loginDemo, newCustomer } from './orderFixtures';

// 账单: the ledger by kind and China-time month with paging, and one entry's detail for its owner only.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const LIST = '/api/wallet/v1/bill_list';
const DETAIL = '/api/wallet/v1/bill_detail';
type Entry = { id: string; type: string; amountFen: number; createTime: string };

let seq = 0;
/** Ledger rows for `userId` at given instants: top-ups, then a payment and a refund. */
async function ledger(userId: string, rows: { type: 'TOPUP' | 'PAY' | 'REFUND'; fen: number; at: string }[]) {
  for (const r of rows) {
    const e = { userId, amountFen: r.fen, refType: 'TEST', refId: `t_${userId}_${++seq}`, refNo: `P${seq}`, remark: `测试${r.type}`, now: new Date(r.at) };
    if (r.type === 'PAY') await debit(t.deps.db, e);
    else await credit(t.deps.db, { ...e, type: r.type });
  }
}

describe('bill list', () => {
  it('filters by kind and by month in China time, newest first, in pages', async () => {
    const me = await newCustomer(t);
    await ledger(me.userId, [
      { type: 'TOPUP', fen: 10_000, at: '2026-03-31T15:59:59Z' }, // 2026-03-31 23:59:59 Beijing
      { type: 'TOPUP', fen: 20_000, at: '2026-03-31T16:00:00Z' }, // 2026-04-01 00:00 Beijing
      { type: 'PAY', fen: 5_000, at: '2026-04-10T02:00:00Z' },
      { type: 'REFUND', fen: 1_000, at: '2026-04-12T02:00:00Z' },
      { type: 'TOPUP', fen: 3_000, at: '2026-05-01T02:00:00Z' },
    ]);
    const list = async (form: Record<string, string | number>) => (await t.call('POST', LIST, form, { token: me.token })).data;
    const all = await list({});
    expect(all.totalCount).toBe(5);
    expect(all.records.map((e: Entry) => e.amountFen)).toEqual([3_000, 1_000, -5_000, 20_000, 10_000]);
    const april = await list({ month: '2026-04' });
    expect(april.records.map((e: Entry) => e.amountFen)).toEqual([1_000, -5_000, 20_000]);
    expect((await list({ month: '2026-03' })).records.map((e: Entry) => e.amountFen)).toEqual([10_000]);
    expect((await list({ month: '2026-04', type: 'TOPUP' })).records.map((e: Entry) => e.amountFen)).toEqual([20_000]);
    expect((await list({ type: 'PAY' })).records).toHaveLength(1);
    expect((await list({ month: '2025-12' })).totalCount).toBe(0);
    const p1 = await list({ limit: 2 });
    const p3 = await list({ limit: 2, page: 3 });
    expect(p1).toMatchObject({ totalCount: 5, totalPage: 3, current: 1 });
    expect(p3.records.map((e: Entry) => e.amountFen)).toEqual([10_000]);
  });

  it('counts the opening balance as 充值', async () => {
    const demo = await loginDemo(t);
    const topUps = (await t.call('POST', LIST, { type: 'TOPUP', limit: 50 }, { token: demo })).data.records;
    expect(topUps.some((e: Entry & { remark: string }) => e.remark === '初始余额')).toBe(true);
  });

  it('names the field of bad input, never 500', async () => {
    const me = await newCustomer(t);
    const bad = (form: Record<string, string>) => t.call('POST', LIST, form, { token: me.token });
    expect(await bad({ month: '2026-13' })).toMatchObject({ code: 400, data: null, msg: 'month：月份有误' });
    expect(await bad({ month: '2026-5' })).toMatchObject({ code: 400, msg: 'month：月份有误' });
    expect(await bad({ month: "2026-05' or 1=1" })).toMatchObject({ code: 400, msg: 'month：月份有误' });
    expect(await bad({ type: 'WITHDRAWX' })).toMatchObject({ code: 400, msg: 'type：类型有误' });
    expect(await bad({ page: '0' })).toMatchObject({ code: 400, msg: 'page：页码有误' });
    expect(await bad({ limit: '51' })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
    expect((await t.call('POST', LIST, {})).code).toBe(5223);
  });
});

describe('bill detail', () => {
  it('shows one entry of the owner with its 流水号; another user gets 账单不存在', async () => {
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    await ledger(me.userId, [
      { type: 'TOPUP', fen: 8_800, at: '2026-04-01T02:00:00Z' },
      { type: 'PAY', fen: 800, at: '2026-04-02T02:00:00Z' },
    ]);
    const [pay] = (await t.call('POST', LIST, { type: 'PAY' }, { token: me.token })).data.records;
    const d = await t.call('GET', DETAIL, { id: pay.id }, { token: me.token });
    expect(d).toMatchObject({ code: 200, data: { ...pay, billNo: pay.id, refKind: 'TEST', balanceAfterFen: 8_000, typeName: '支付' } });
    expect(await t.call('GET', DETAIL, { id: pay.id }, { token: other.token })).toEqual({ code: 404, data: null, msg: '账单不存在' });
    expect(await t.call('GET', DETAIL, { id: 'wl_nope' }, { token: me.token })).toEqual({ code: 404, data: null, msg: '账单不存在' });
  });

  it('names the field of bad input and needs an account', async () => {
    const me = await newCustomer(t);
    expect(await t.call('GET', DETAIL, {}, { token: me.token })).toMatchObject({ code: 400, msg: 'id：不能为空' });
    expect(await t.call('GET', DETAIL, { id: 'x'.repeat(65) }, { token: me.token })).toMatchObject({ code: 400, msg: 'id：账单有误' });
    expect((await t.call('GET', DETAIL, { id: 'wl_x' })).code).toBe(5223);
  });
});

describe('monthRange', () => {
  it('spans a China-time month, December into January', () => {
    expect(monthRange('2026-05')).toEqual({ from: new Date('2026-04-30T16:00:00Z'), to: new Date('2026-05-31T16:00:00Z') });
    expect(monthRange('2026-12').to).toEqual(new Date('2026-12-31T16:00:00Z'));
    expect(() => monthRange('2026-13')).toThrow(RangeError);
  });
});
