import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { goodsSkus } from '@/server/db/schema';
import type { TestContext } from './helpers';

export const DEMO = { phone: '13800138000', password: 'demo123456', userId: 'u_demo_customer', payPassword: '123456' };
export const PLANNER = { phone: '13900139000', password: 'planner123', userId: 'u_demo_planner' };
/** Seeded goods by pay type (services/order.ts contract). */
export const G = { full: 'g_0001', node: 'g_0002', deposit: 'g_0003', after: 'g_0004', full2: 'g_0005' } as const;
export const AGREE = 'protocol100008';

export async function loginDemo(t: TestContext) {
  const res = await t.loginPassword(DEMO.phone, DEMO.password);
  expect(res.code, res.msg).toBe(200);
  return (res.data as { token: string }).token;
}
export async function loginPlanner(t: TestContext) {
  const res = await t.loginPassword(PLANNER.phone, PLANNER.password);
  expect(res.code, res.msg).toBe(200);
  return (res.data as { token: string }).token;
}
/** A fresh customer (no coupons, empty wallet). */
export async function newCustomer(t: TestContext) {
  const phone = t.phone();
  const { token, userId } = await t.loginSms(phone);
  return { token, userId, phone };
}

type Item = { goodsId: string; skuId?: string; goodsNumber: number };

export async function price(t: TestContext, token: string, input: { items?: Item[]; cartIds?: string[]; couponUseCodes?: string[] }) {
  return t.call('POST', '/api/order/v2/calculate_the_price', { items: input.items, cartIds: input.cartIds?.join(','), couponUseCodes: input.couponUseCodes?.join(',') }, { token });
}

export async function serial(t: TestContext, token: string) {
  const r = await t.call('GET', '/api/order/v2/get_payment_seriale_no', undefined, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data.serialNo as string;
}

type SubmitInput = { items?: Item[]; cartIds?: string[]; couponUseCodes?: string[]; key?: string; shown?: number; plannerId?: string };

/** Submits a cart the checkout page has priced (`quote`: the calculate_the_price envelope). */
async function commit(t: TestContext, token: string, input: SubmitInput, quote: { data: { needPayTotalMoneyFen: number } }) {
  return t.call(
    'POST',
    '/api/order/v2/autonomy_submit_order',
    {
      items: input.items,
      cartIds: input.cartIds?.join(','),
      couponUseCodes: input.couponUseCodes?.join(','),
      idempotencyKey: input.key ?? (await serial(t, token)),
      shownPayableFen: input.shown ?? quote.data.needPayTotalMoneyFen,
      orderAgreementIds: AGREE,
      plannerId: input.plannerId,
    },
    { token },
  );
}

/** Prices then submits (what the checkout page does); returns the envelope of the submit. */
export async function submit(t: TestContext, token: string, input: SubmitInput) {
  const p = await price(t, token, input);
  expect(p.code, p.msg).toBe(200);
  return commit(t, token, input, p);
}

/**
 * `n` submits of one priced cart at the same moment (two open checkout pages, a double tap): priced once while
 * nothing is taken yet, so every submit races for the coupon or the stock. (Pricing each one as well would race the
 * quotes against the first submit's lock: a quote after it rightly answers 已被其他订单占用.)
 */
export async function submitAtOnce(t: TestContext, token: string, input: SubmitInput, n: number) {
  const p = await price(t, token, input);
  expect(p.code, p.msg).toBe(200);
  return Promise.all(Array.from({ length: n }, () => commit(t, token, input, p)));
}

export async function submitOk(t: TestContext, token: string, input: SubmitInput) {
  const r = await submit(t, token, input);
  expect(r.code, r.msg).toBe(200);
  return r.data as { cusOrderId: string; orderIds: string[]; cusOrderPayType: number; cusOrderStatus: number; payNowFen: number };
}

export async function detail(t: TestContext, token: string, cusOrderId: string) {
  const r = await t.call('GET', '/api/order/v2/cus_order_detail', { cusOrderId }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

export async function payWallet(t: TestContext, token: string, cusOrderId: string, batchIds?: string[], payPassword = DEMO.payPassword) {
  return t.call('POST', '/api/pay/v3/get_pay_params', { cusOrderId, batchIds: batchIds?.join(','), payPlatform: 'WALLET', payPassword, orderAgreementIds: AGREE }, { token });
}

/** Starts a sandbox payment; returns its number and pay URL. */
export async function startSandbox(t: TestContext, token: string, cusOrderId: string, batchIds?: string[]) {
  const r = await t.call('POST', '/api/pay/v3/get_pay_params', { cusOrderId, batchIds: batchIds?.join(','), payPlatform: 'SANDBOX', orderAgreementIds: AGREE, fromPage: 'orderList' }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as { paymentNo: string; payUrl: string; amountFen: number };
}

/** The browser taps 确认支付 on the gateway page: a plain form post, no signature. */
export async function confirmSandbox(t: TestContext, paymentNo: string) {
  return t.app.request(`/api/sandbox-pay/${paymentNo}/confirm`, { method: 'POST' });
}

export async function paymentStatus(t: TestContext, token: string, paymentNo: string) {
  const r = await t.call('POST', '/api/pay/v2/find_is_payment', { paymentNo }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data.payStatus as number;
}

export async function skuStock(t: TestContext, skuId: string) {
  const [s] = await t.deps.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
  return s.stock;
}
