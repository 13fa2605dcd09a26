import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCoupons } from '@/server/db/schema';
import { USER_COUPON_STATUS } from '@/lib/contract/coupon/enums';
import { createTestContext, type TestContext } from './helpers';
import { newCustomer } from './orderFixtures';

// 失效券: the customer's used and expired coupons (find_my_coupon_page status 4), latest validity end first.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const FIND = '/api/coupon/v2/find_my_coupon_page';
type Held = { couponUseCode: string; status: number; statusLabel: string };
const { UNUSED, LOCKED, USED, EXPIRED } = USER_COUPON_STATUS;

/** One coupon of each state for `userId`, valid until `days` from now (negative: already over). */
async function hold(userId: string) {
  const now = t.deps.now().getTime();
  const day = (n: number) => new Date(now + n * 86_400_000);
  const rows = [
    { key: 'unused', status: UNUSED, to: 30 },
    { key: 'locked', status: LOCKED, to: 20 },
    { key: 'used', status: USED, to: 10 },
    { key: 'lapsed', status: UNUSED, to: -1 },
    { key: 'expired', status: EXPIRED, to: -5 },
  ];
  await t.deps.db.insert(userCoupons).values(
    rows.map((r) => ({ id: `uc_inv_${userId}_${r.key}`, userId, templateId: 'ct_site_50', status: r.status, validFrom: day(-60), validTo: day(r.to), receivedAt: day(-60) })),
  );
  return (key: string) => `uc_inv_${userId}_${key}`;
}

describe('失效券', () => {
  it('lists used and expired coupons (not unused or locked ones), latest validity end first, in pages', async () => {
    const me = await newCustomer(t);
    const id = await hold(me.userId);
    const page = async (form: Record<string, number>) => (await t.call('POST', FIND, { status: 4, ...form }, { token: me.token })).data;
    const all = await page({});
    expect(all.records.map((c: Held) => c.couponUseCode)).toEqual([id('used'), id('lapsed'), id('expired')]);
    expect(all.records.map((c: Held) => c.statusLabel)).toEqual(['已使用', '已过期', '已过期']);
    const p1 = await page({ limit: 2 });
    expect(p1).toMatchObject({ totalCount: 3, totalPage: 2, current: 1 });
    expect((await page({ limit: 2, page: 2 })).records.map((c: Held) => c.couponUseCode)).toEqual([id('expired')]);
    // The other tabs keep their meaning.
    const tab = async (status: number) => (await t.call('POST', FIND, { status }, { token: me.token })).data.records.map((c: Held) => c.couponUseCode);
    expect(await tab(1)).toEqual([id('unused')]);
    expect((await tab(2)).sort()).toEqual([id('locked'), id('used')].sort());
    expect((await tab(3)).sort()).toEqual([id('expired'), id('lapsed')].sort());
  });

  it('shows nobody else’s coupons', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    await hold(owner.userId);
    expect((await t.call('POST', FIND, { status: 4 }, { token: other.token })).data).toMatchObject({ totalCount: 0, records: [] });
  });

  it('names the field of bad input and needs an account', async () => {
    const me = await newCustomer(t);
    expect(await t.call('POST', FIND, { status: 5 }, { token: me.token })).toMatchObject({ code: 400, data: null, msg: 'status：状态有误' });
    expect(await t.call('POST', FIND, { status: 'x' }, { token: me.token })).toMatchObject({ code: 400, msg: 'status：状态有误' });
    expect(await t.call('POST', FIND, { status: 4, limit: 0 }, { token: me.token })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
    expect((await t.call('POST', FIND, { status: 4 })).code).toBe(5223);
  });
});
