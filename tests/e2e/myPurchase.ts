/**
 * API helpers for the after-purchase browser tests (invoice, contract, after-sale, evaluation): each test makes
 * its own order through the same signed calls the pages use, because CI starts from an empty database.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { prepareRequest } from '../../lib/httpCore';
import { WORKER_DIGIT } from './fixtures';

export type Session = { token: string; userId: string; userType: string; userNo: string; nickName: string };
type Env<T> = { code: number; data: T; msg: string };

export const CUSTOMER = { phone: '13800138000', password: 'demo123456', payPassword: '123456' };
export const PLANNER = { phone: '13900139000', password: 'planner123', userId: 'u_demo_planner' };

/** One signed call; throws with the server's message unless the envelope says 200. */
export async function call<T>(request: APIRequestContext, who: Session | null, method: 'GET' | 'POST', path: string, data: object = {}): Promise<T> {
  const env = await callEnvelope<T>(request, who, method, path, data);
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

export async function callEnvelope<T>(request: APIRequestContext, who: Session | null, method: 'GET' | 'POST', path: string, data: object = {}): Promise<Env<T>> {
  const p = prepareRequest({
    method,
    url: `/api${path}`,
    params: method === 'GET' ? data : undefined,
    data: method === 'POST' ? data : undefined,
    identity: { token: who?.token, userId: who?.userId, userNo: who?.userNo },
    headers: { 'user-agent': 'crisps-e2e' },
  });
  const res = await request.fetch(p.url, { method, headers: p.headers, data: typeof p.body === 'string' ? p.body : undefined });
  return (await res.json()) as Env<T>;
}

export async function login(request: APIRequestContext, phone: string, password: string, userType = 'ORDINARY_USER'): Promise<Session> {
  return call<Session>(request, null, 'POST', '/authentication/login', {
    accountChannel: 'AUTH_PHONE_PWD',
    phone,
    password,
    userType,
    client: 'COMDIC_TERMINAL_WAP',
    platformType: 'COMDIC_PLATFORM_CRISPS',
  });
}

export const loginCustomer = (request: APIRequestContext) => login(request, CUSTOMER.phone, CUSTOMER.password);
export const loginPlanner = (request: APIRequestContext) => login(request, PLANNER.phone, PLANNER.password, 'MERCHANT_USER');

/** Puts the session into the browser the way the user store writes it after a login. */
export async function useSession(context: BrowserContext, baseURL: string, s: Session, phone = CUSTOMER.phone) {
  const cookies = { token: s.token, userId: s.userId, userType: s.userType, userNo: s.userNo, userName: s.nickName, userPhone: phone };
  await context.addCookies(Object.entries(cookies).filter(([, v]) => v).map(([name, value]) => ({ name, value: String(value), url: baseURL })));
}

type Settlement = { needPayTotalMoneyFen: number };
type Submit = { cusOrderId: string; orderIds: string[]; payNowFen: number };
type CusOrder = { cusOrderStatus: number; thisTimeBatchIds: string[]; thisTimePayTotalFen: number; orders: { id: string }[] };

const AGREEMENT = 'protocol100008';

/** Tops the wallet up through the sandbox gateway when it runs low (dev databases are reused between runs). */
export async function ensureBalance(request: APIRequestContext, s: Session, minFen: number) {
  const info = await call<{ balanceFen: number }>(request, s, 'GET', '/wallet/v1/account_balance_info');
  if (info.balanceFen >= minFen) return;
  const top = await call<{ paymentNo: string; payUrl: string }>(request, s, 'POST', '/wallet/v1/top_up', { amountFen: minFen * 2 });
  await request.post(`/api/sandbox-pay/${encodeURIComponent(top.paymentNo)}/confirm`, { maxRedirects: 0 });
  await expect
    .poll(async () => (await call<{ payStatus: number }>(request, s, 'POST', '/pay/v2/find_is_payment', { paymentNo: top.paymentNo })).payStatus, { timeout: 20_000 })
    .toBe(1);
}

/** Pays from the wallet what the order has due now; returns that payment's number (its ledger rows' refNo), or null. */
async function payDue(request: APIRequestContext, s: Session, cusOrderId: string, payPassword = CUSTOMER.payPassword): Promise<string | null> {
  const order = await call<CusOrder>(request, s, 'GET', '/order/v2/cus_order_detail', { cusOrderId });
  if (!order.thisTimeBatchIds.length) return null;
  await ensureBalance(request, s, order.thisTimePayTotalFen + 100);
  const paid = await call<{ payStatus: number; paymentNo: string }>(request, s, 'POST', '/pay/v3/get_pay_params', {
    cusOrderId,
    batchIds: order.thisTimeBatchIds.join(','),
    payPlatform: 'WALLET',
    payPassword,
    orderAgreementIds: AGREEMENT,
  });
  expect(paid.payStatus).toBe(1);
  return paid.paymentNo;
}

/** Buys one goods (g_0001 有限公司注册, 先付款后服务) and pays it from the wallet: a paid order in 办理中. */
export async function paidOrder(request: APIRequestContext, s: Session, goodsId = 'g_0001', payPassword = CUSTOMER.payPassword) {
  const items = JSON.stringify([{ goodsId, goodsNumber: 1 }]);
  const price = await call<Settlement>(request, s, 'POST', '/order/v2/calculate_the_price', { items });
  const { serialNo } = await call<{ serialNo: string }>(request, s, 'GET', '/order/v2/get_payment_seriale_no');
  const sub = await call<Submit>(request, s, 'POST', '/order/v2/autonomy_submit_order', {
    items,
    idempotencyKey: serialNo,
    shownPayableFen: price.needPayTotalMoneyFen,
    orderAgreementIds: AGREEMENT,
    // The demo planner serves it, so the planner may also act as its merchant (refunds, invoices).
    plannerId: PLANNER.userId,
  });
  const paymentNo = await payDue(request, s, sub.cusOrderId, payPassword);
  expect(paymentNo, 'a new order has its first payment due').toBeTruthy();
  return { cusOrderId: sub.cusOrderId, orderId: sub.orderIds[0], payableFen: price.needPayTotalMoneyFen, paymentNo: paymentNo! };
}

/** A paid order taken through every service node by the planner and confirmed by the customer: 已完成. */
export async function completedOrder(request: APIRequestContext, s: Session, goodsId = 'g_0001') {
  const o = await paidOrder(request, s, goodsId);
  const planner = await loginPlanner(request);
  for (let i = 0; i < 3; i++) await call(request, planner, 'POST', '/order/v2/planner/advance_node', { orderId: o.orderId });
  await payDue(request, s, o.cusOrderId);
  await call(request, s, 'POST', '/order/v2/confirm_order', { orderSkuIds: o.orderId });
  const done = await call<CusOrder>(request, s, 'GET', '/order/v2/cus_order_detail', { cusOrderId: o.cusOrderId });
  expect(done.cusOrderStatus).toBe(3);
  return o;
}

export const SHOTS = 'test-results/shots';

/** A brand-new customer (its own SMS code from the local outbox), for journeys that change account state. */
export async function registerCustomer(request: APIRequestContext, readSmsCode: (phone: string, type?: string, since?: number) => Promise<string>) {
  const phone = '136' + WORKER_DIGIT + String(Date.now()).slice(-7);
  const since = Date.now() - 1000;
  await call(request, null, 'POST', '/authentication/send_sms_code', { phone, type: 'register' });
  const smsCode = await readSmsCode(phone, 'register', since);
  const s = await call<Session>(request, null, 'POST', '/login/v1/register', {
    phone,
    password: 'abc12345',
    smsCode,
    userType: 'ORDINARY_USER',
    client: 'COMDIC_TERMINAL_WAP',
    platformType: 'COMDIC_PLATFORM_CRISPS',
  });
  return { session: s, phone };
}

/** A valid 18-digit 身份证 number nobody else uses (random birth date and sequence, correct check character). */
export function randomIdNo(idCardCheckChar: (first17: string) => string | null): string {
  const year = 1970 + Math.floor(Math.random() * 30);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const seq = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first17 = `510104${year}${month}${day}${seq}`;
  return first17 + idCardCheckChar(first17);
}

/** Submits an order for one goods without paying it (待付款). */
export async function unpaidOrder(request: APIRequestContext, s: Session, goodsId = 'g_0001') {
  const items = JSON.stringify([{ goodsId, goodsNumber: 1 }]);
  const price = await call<Settlement>(request, s, 'POST', '/order/v2/calculate_the_price', { items });
  const { serialNo } = await call<{ serialNo: string }>(request, s, 'GET', '/order/v2/get_payment_seriale_no');
  const sub = await call<Submit>(request, s, 'POST', '/order/v2/autonomy_submit_order', {
    items,
    idempotencyKey: serialNo,
    shownPayableFen: price.needPayTotalMoneyFen,
    orderAgreementIds: AGREEMENT,
  });
  return { cusOrderId: sub.cusOrderId, orderId: sub.orderIds[0] };
}

/**
 * A brand-new customer with a paid order of g_0001 (served by the demo planner) and a refund request of `amountFen` on
 * it: the journeys of a negotiated refund start here.
 */
export async function newCustomerAskingRefund(request: APIRequestContext, readSmsCode: (phone: string, type?: string, since?: number) => Promise<string>, amountFen: number, detail: string) {
  const { session, phone } = await registerCustomer(request, readSmsCode);
  // a new customer's first pay password (the demo one, 123456, is too weak to be set today)
  const payPassword = '582047';
  await call(request, session, 'POST', '/wallet/v1/reset_password', { payPassword });
  const order = await paidOrder(request, session, 'g_0001', payPassword);
  const sheet = await call<{ afterSaleId: string; afterSaleNo: string }>(request, session, 'POST', '/orderSale/v1/refund', {
    orderId: order.orderId,
    afterSaleReasonNo: 'AFTER_SALE_REASON_1',
    afterSaleProblemDetail: detail,
    afterSaleAgreementIds: 'shupianaftersale',
    refundAmountFen: amountFen,
  });
  return { session, phone, order, sheet };
}

/**
 * Logs an existing account in with an SMS code from the local outbox: for an account whose password other journeys
 * change (the second demo customer's is reset in auth.spec). A code asked for within the test server's gap since the
 * last one to this phone is asked for again once the gap is over.
 */
export async function loginWithSmsCode(request: APIRequestContext, phone: string, readSmsCode: (phone: string, type?: string, since?: number) => Promise<string>): Promise<Session> {
  for (let tries = 0; ; tries++) {
    const since = Date.now() - 1000;
    const sent = await callEnvelope(request, null, 'POST', '/authentication/send_sms_code', { phone, type: 'login' });
    if (sent.code === 200) {
      const smsCode = await readSmsCode(phone, 'login', since);
      return call<Session>(request, null, 'POST', '/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER' });
    }
    if (sent.code !== 10405 || tries >= 5) throw new Error(`send_sms_code: ${sent.code} ${sent.msg}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
