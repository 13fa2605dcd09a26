import { eq } from 'drizzle-orm';
import { orders } from '@/server/modules/order/schema';
import { afterSaleRecords, afterSales } from '@/server/modules/aftersale/schema';
import { sweep } from '@/server/modules/order/sweeper';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, loginDemo, loginPlanner, op, refundSheet } from './aftersaleFixtures';

// Silence on an after-sale sheet (issue 27 §1): the merchant's counts as agreeing in full after 48 h, the customer's
// closes an offer or a refusal after 7 days; a sheet the platform was asked to decide waits for the platform.

let t: TestContext;
let demo: string;
let planner: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

const A = '/api/orderSale/v1';
const HOUR = 3600_000;

const sheet = (amountFen: number) => refundSheet(t, demo, amountFen);
const row = async (id: string) => (await t.deps.db.select().from(afterSales).where(eq(afterSales.id, id)))[0];
const refunded = async (orderId: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0].refundedFen;
const decide = (id: string, form: Record<string, unknown>, auth: { token?: string; headers?: Record<string, string> } = { token: planner }) =>
  t.call('POST', `${A}/operator/decide`, { afterSaleId: id, ...form }, auth);
const ask = (id: string, userDoType: string) => t.call('POST', `${A}/operation`, { afterSaleId: id, userDoType }, { token: demo });

describe('after-sale silence', () => {
  it('a merchant silent for 48 h agrees in full, paid once; one that decided in time is not overruled', async () => {
    const silent = await sheet(2000);
    const decided = await sheet(2000);
    expect((await decide(decided.id, { action: 'reject', dealMark: '服务已完成' })).code).toBe(200);
    t.advance(47 * HOUR);
    await sweep(t.deps);
    expect((await row(silent.id)).status).toBe(1);
    t.advance(HOUR + 1000);
    const [first, second] = await Promise.all([sweep(t.deps), sweep(t.deps)]);
    expect(first.afterSale.agreed + second.afterSale.agreed).toBe(1);
    expect(await row(silent.id)).toMatchObject({ status: 4, planAmountFen: 2000 });
    expect(await refunded(silent.orderId)).toBe(2000);
    const records = await t.deps.db.select().from(afterSaleRecords).where(eq(afterSaleRecords.afterSaleId, silent.id));
    expect(records.map((r) => r.dealStatusName)).toContain('退款成功');
    expect(records.find((r) => r.action === 'REFUND')?.remark).toContain('商家48小时内未处理，系统自动同意退款');
    // the refused one waits for the customer, not the merchant
    expect((await row(decided.id)).status).toBe(2);
  });

  it('an offer or a refusal the customer leaves for 7 days closes the sheet with no money moved', async () => {
    const offered = await sheet(3000);
    const refused = await sheet(3000);
    expect((await decide(offered.id, { action: 'propose', amountFen: 1000, dealMark: '部分服务已办理' })).code).toBe(200);
    expect((await decide(refused.id, { action: 'reject', dealMark: '不符合退款条件' })).code).toBe(200);
    t.advance(7 * 24 * HOUR + 1000);
    const swept = await sweep(t.deps);
    expect(swept.afterSale.closed).toBeGreaterThanOrEqual(2);
    for (const s of [offered, refused]) {
      expect(await row(s.id)).toMatchObject({ status: 5, subStatus: 'AFTERSALE_STATUS_TAG_11' });
      expect(await refunded(s.orderId)).toBe(0);
    }
    const detail = await t.call('GET', `${A}/detail`, { id: offered.id }, { token: demo });
    expect(detail.data).toMatchObject({ afterSaleStatus: 5, canConfirm: false });
    expect((await ask(offered.id, 'AFTER_SALE_CENTER_USER_ASK')).code).toBe(409);
  });

  it('a sheet the platform was asked to decide is not agreed by silence; the platform decides', async () => {
    const s = await sheet(2500);
    expect((await decide(s.id, { action: 'reject', dealMark: '服务已开始' })).code).toBe(200);
    expect((await ask(s.id, 'AFTER_SALE_CENTER_USER_SE_PLAYFORM')).code).toBe(200);
    t.advance(72 * HOUR);
    await sweep(t.deps);
    expect((await row(s.id)).status).toBe(1);
    const ruled = await decide(s.id, { action: 'approve', amountFen: 1200, dealMark: '双方各担一半' }, op);
    expect(ruled.data).toMatchObject({ afterSaleStatus: 4, realRefundTotalMoneyFen: 1200 });
    expect(await refunded(s.orderId)).toBe(1200);
  });
});
