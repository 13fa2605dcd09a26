import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, confirmSandbox, detail, loginDemo, newCustomer, paymentStatus, payWallet, submitOk } from './orderFixtures';
import { cusOrders, payments, sharePays } from '@/server/db/schema';
import { maskOwnerName } from '@/server/modules/pay/share';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(() => t?.close());

const create = (token: string, cusOrderId: string, batchIds?: string[]) =>
  t.call('POST', '/api/pay/v1/share_pay/create', { cusOrderId, batchIds: batchIds?.join(',') }, { token });
const find = (token: string) => t.call('POST', '/api/pay/v1/share_pay/find', { token });
const params = (token: string) => t.call('POST', '/api/pay/v1/share_pay/pay_params', { token });
const result = (token: string, paymentNo?: string) => t.call('POST', '/api/pay/v1/share_pay/result', { token, paymentNo });

async function sharedOrder() {
  const c = await newCustomer(t);
  const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
  const r = await create(c.token, s.cusOrderId);
  expect(r.code, r.msg).toBe(200);
  return { c, s, link: r.data as { shareToken: string; shareUrl: string; expireAt: string; amountFen: number } };
}

describe('share pay links', () => {
  it('only the owner can create a link; it expires with the order and stores no plain token', async () => {
    const { c, s, link } = await sharedOrder();
    expect(link.shareUrl).toBe(`/order/sharePay?token=${link.shareToken}`);
    expect(link.shareToken.length).toBeGreaterThanOrEqual(32);
    expect(link.amountFen).toBe(s.payNowFen);
    const d = await detail(t, c.token, s.cusOrderId);
    expect(new Date(link.expireAt).getTime()).toBe(d.countDownTimeLong);
    const rows = await t.deps.db.select().from(sharePays).where(eq(sharePays.cusOrderId, s.cusOrderId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(link.shareToken);
    expect(JSON.stringify(rows[0])).not.toContain(link.shareToken);
    // Another customer: the order does not exist for them. No login: refused.
    expect((await create(demo, s.cusOrderId)).code).toBe(404);
    const anon = await create('', s.cusOrderId);
    expect(anon.code).not.toBe(200);
    // Two links are two different tokens.
    const again = await create(c.token, s.cusOrderId);
    expect(again.data.shareToken).not.toBe(link.shareToken);
  });

  it('the public read shows what is paid and masks the owner', async () => {
    const { s, link, c } = await sharedOrder();
    const r = await find(link.shareToken);
    expect(r.code, r.msg).toBe(200);
    const d = await detail(t, c.token, s.cusOrderId);
    expect(r.data).toMatchObject({ cusOrderNo: d.cusOrderNo, amountFen: s.payNowFen, payStatus: 0, expireAt: link.expireAt });
    expect(r.data.subject).toBe(d.orders[0].spuName);
    expect(r.data.ownerName).toMatch(/\*{2,}/);
    expect(r.data.ownerName).not.toContain(c.phone);
    expect(JSON.stringify(r.data)).not.toContain(c.phone);
    expect(JSON.stringify(r.data)).not.toContain(c.userId);
    expect(maskOwnerName('薯片用户8000', '13800138000')).toBe('薯**');
    expect(maskOwnerName('13800138000', '13800138000')).toBe('138****8000');
  });

  it('invalid tokens are refused on every public call', async () => {
    const fake = 'A'.repeat(32);
    expect((await find(fake)).code).toBe(404);
    expect((await params(fake)).code).toBe(404);
    expect((await result(fake)).code).toBe(404);
    expect((await find('short')).code).toBe(400);
    expect((await find('bad token with spaces and more!!')).code).toBe(400);
  });

  it('paying through the link settles the order once, for the owner', async () => {
    const { c, s, link } = await sharedOrder();
    const p = await params(link.shareToken);
    expect(p.code, p.msg).toBe(200);
    expect(p.data.amountFen).toBe(s.payNowFen);
    // A second payer opens the link at the same time.
    const p2 = await params(link.shareToken);
    expect(p2.code, p2.msg).toBe(200);
    expect((await result(link.shareToken, p.data.paymentNo)).data.payStatus).toBe(0);
    const page = await t.app.request(p.data.payUrl);
    expect(await page.text()).toContain('确认支付');
    const back = await confirmSandbox(t, p.data.paymentNo);
    expect(back.status).toBe(303);
    const loc = back.headers.get('location')!;
    expect(loc).toMatch(/^\/pay\/sharePayResult\?/);
    expect(loc).toContain(`paymentNo=${p.data.paymentNo}`);
    expect(loc).toContain(`token=${link.shareToken}`);
    const res = await result(link.shareToken, p.data.paymentNo);
    expect(res.data).toMatchObject({ payStatus: 1, amountFen: s.payNowFen, paymentNo: p.data.paymentNo });
    // The owner sees the order paid and can read the payment as theirs.
    const d = await detail(t, c.token, s.cusOrderId);
    expect(d).toMatchObject({ cusOrderStatus: 2, orderPaidMoneyFen: s.payNowFen, cusOrderPayStatusNo: 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID' });
    expect(await paymentStatus(t, c.token, p.data.paymentNo)).toBe(1);
    expect((await find(link.shareToken)).data.payStatus).toBe(1);
    // The link cannot start another payment.
    expect((await params(link.shareToken)).code).toBe(20105);
    // The second payer confirms late: their money goes back, the order is not paid twice.
    await confirmSandbox(t, p2.data.paymentNo);
    const [late] = await t.deps.db.select().from(payments).where(eq(payments.paymentNo, p2.data.paymentNo));
    expect(late.status).toBe(2);
    expect(late.refundedFen).toBe(s.payNowFen);
    const [cus] = await t.deps.db.select().from(cusOrders).where(eq(cusOrders.id, s.cusOrderId));
    expect(cus.paidFen).toBe(s.payNowFen);
    // A payment number of another link/order is not readable through this token.
    const other = await sharedOrder();
    const op = await params(other.link.shareToken);
    expect((await result(link.shareToken, op.data.paymentNo)).code).toBe(404);
  });

  it('the owner paying first makes the link paid; cancelled gateway payments read as failed', async () => {
    const demoOrder = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const r = await create(demo, demoOrder.cusOrderId);
    expect(r.code, r.msg).toBe(200);
    const p = await params(r.data.shareToken);
    const cancelled = await t.app.request(`/api/sandbox-pay/${p.data.paymentNo}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toContain('/pay/sharePayResult?');
    expect((await result(r.data.shareToken, p.data.paymentNo)).data.payStatus).toBe(2);
    expect((await payWallet(t, demo, demoOrder.cusOrderId)).code).toBe(200);
    expect((await find(r.data.shareToken)).data.payStatus).toBe(1);
    expect((await params(r.data.shareToken)).code).toBe(20105);
  });

  it('an expired link (order past its payment deadline) is refused', async () => {
    const { c, s, link } = await sharedOrder();
    // The order's deadline passes: the lazy expiry cancels it.
    const past = new Date(Date.now() - 1000);
    await t.deps.db.update(cusOrders).set({ expiresAt: past }).where(eq(cusOrders.id, s.cusOrderId));
    await t.deps.db.update(sharePays).set({ expiresAt: past }).where(eq(sharePays.cusOrderId, s.cusOrderId));
    expect((await find(link.shareToken)).data.payStatus).toBe(2);
    const p = await params(link.shareToken);
    expect(p.code).toBe(20104);
    expect(p.msg).toContain('失效');
    expect((await detail(t, c.token, s.cusOrderId)).cusOrderStatus).toBe(4);
    // A cancelled order cannot be shared either.
    expect((await create(c.token, s.cusOrderId)).code).toBe(20104);
  });

  it('a link expired on its own (order still open) is refused too', async () => {
    const { s, link } = await sharedOrder();
    await t.deps.db.update(sharePays).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sharePays.cusOrderId, s.cusOrderId));
    expect((await find(link.shareToken)).data.payStatus).toBe(2);
    expect((await params(link.shareToken)).code).toBe(20104);
  });
});
