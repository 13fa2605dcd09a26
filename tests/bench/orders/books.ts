/**
 * The pieces of the order load (tests/bench/orders.bench.ts, and the rolling restart test of tests/process/): signed
 * API calls as the client makes them, customers ready to buy, one order submitted and paid the way a customer does,
 * and the reconciliation of the books afterwards.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { canonicalParams, SIGN_HEADERS } from '@/lib/sign';
import { serverSign } from '@/server/http/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import type { Db } from '@/server/db/client';
import { cusOrders, goodsSkus, payments, smsOutbox, userCoupons } from '@/server/db/schema';
import { reconcileBooks } from './reconcile';
import { credit } from '@/server/modules/wallet/service';
import { randomText } from '@/server/db/ids';

export type Env = { code: number; data: any; msg: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
/** One HTTP exchange: the app's own `request` in-process, or a real client. */
export type Request = (url: string, init: RequestInit) => Promise<Response> | Response;
/** Wraps each exchange (the bench's per-path statistics). */
export type Around = (label: string, send: () => Promise<Response> | Response) => Promise<Response> | Response;
export type Call = (method: string, p: string, payload?: Record<string, unknown>, token?: string, ip?: string) => Promise<Env>;
export type Customer = { token: string; userId: string; ip: string; coupon: string };

export const GOODS = ['g_0001', 'g_0005', 'g_0009'];
const PAY_PASSWORD = '135790';


/** Signed calls as the client makes them (lib/sign.ts), each from the given client address (TRUST_PROXY=1). */
export function signedCaller(request: Request, secret: string, around?: Around): Call {
  let seq = 0;
  return async (method, p, payload = {}, token = '', ip = '10.9.0.1') => {
    const headers: Record<string, string> = { platformCode: PLATFORM_CODE, terminalCode: TERMINAL_WAP, areaCode: '510100', 'x-forwarded-for': ip };
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null && v !== '') form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    let url = p;
    let body: string | undefined;
    if (method === 'GET') {
      if (form.toString()) url += '?' + form.toString();
    } else {
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    if (token) headers['X-Auth-Token'] = token;
    const time = Date.now();
    const nonce = `b${++seq}-${randomText(4, 'hex')}`;
    // The server's own computation of the signature (Node's MD5; lib/sign's crypto-js one is the phone's cost): in-process
    // the client shares the API's thread.
    const sign = serverSign({ method, path: p, data: canonicalParams(form), token, time, nonce, sysCode: SYS_CODE, secret });
    Object.assign(headers, { [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE });
    const send = () => request(url, { method, headers, body });
    const res = await (around ? around(p, send) : send());
    return (await res.json()) as Env;
  };
}

export const must = (r: Env, what: string) => {
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
  return r.data;
};

/**
 * `count` customers: SMS login (the code read from the stand-in's outbox), a pay password, a wallet balance
 * (`balanceFen`: a million yuan by default, about a hundred wallet-paid orders), one product coupon each. `run`
 * keeps phones and addresses apart from earlier runs on the same database and Redis.
 */
export async function makeCustomers(call: Call, db: Db, count: number, run: number, balanceFen = 100_000_000): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `137${String(run).padStart(4, '0')}${String(i).padStart(4, '0')}`;
    const ip = `10.${8 + (run % 200)}.${Math.floor(i / 200) + Math.floor(run / 200)}.${(i % 200) + 1}`;
    must(await call('POST', '/api/authentication/send_sms_code', { phone, type: 'login' }, '', ip), 'sms');
    const [code] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).limit(1);
    const login = must(await call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode: code.code, userType: 'ORDINARY_USER' }, '', ip), 'login');
    must(await call('POST', '/api/wallet/v1/reset_password', { payPassword: PAY_PASSWORD }, login.token, ip), 'pay password');
    await db.transaction((tx) => credit(tx, { userId: login.userId, amountFen: balanceFen, type: 'SEED', refType: 'SEED', refId: login.userId, refNo: '', remark: '压测初始余额', now: new Date() }));
    const coupon = must(await call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_goods_0001_30' }, login.token, ip), 'coupon').couponUseCode;
    customers.push({ token: login.token, userId: login.userId, ip, coupon });
  }
  return customers;
}

export const stockOf = (db: Db) => db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, GOODS));

/**
 * The customer's `k`-th order, the run's `n`-th: priced, submitted (every tenth twice at once, a double tap: one
 * order must come out), and paid, from the wallet (even n) or through the sandbox gateway's pay page (odd n).
 * What does not add up goes to `problems`; a call that fails throws. True when the order used the coupon.
 */
export async function orderAndPay(call: Call, request: Request, c: Customer, n: number, k: number, problems: string[], around?: Around): Promise<boolean> {
  const goodsId = GOODS[n % GOODS.length];
  const items = [{ goodsId, goodsNumber: 1 + (n % 3) }];
  const useCoupon = k === 0 && goodsId === 'g_0001';
  const couponUseCodes = useCoupon ? c.coupon : undefined;
  const key = must(await call('GET', '/api/order/v2/get_payment_seriale_no', {}, c.token, c.ip), 'serial').serialNo;
  const priced = must(await call('POST', '/api/order/v2/calculate_the_price', { items, couponUseCodes }, c.token, c.ip), 'price');
  const body = { items, couponUseCodes, idempotencyKey: key, shownPayableFen: priced.needPayTotalMoneyFen, orderAgreementIds: 'protocol100008' };
  const subs = await Promise.all((n % 10 === 0 ? [1, 2] : [1]).map(() => call('POST', '/api/order/v2/autonomy_submit_order', body, c.token, c.ip)));
  const sub = must(subs[0], 'submit');
  if (subs[1] && must(subs[1], 'submit twice').cusOrderId !== sub.cusOrderId) problems.push(`double submit made two orders (${n})`);
  if (n % 2 === 0) {
    must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'WALLET', payPassword: PAY_PASSWORD, orderAgreementIds: 'protocol100008' }, c.token, c.ip), 'wallet pay');
    return useCoupon;
  }
  const p = must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'SANDBOX', orderAgreementIds: 'protocol100008' }, c.token, c.ip), 'sandbox pay');
  const confirm = () => request(`/api/sandbox-pay/${p.paymentNo}/confirm`, { method: 'POST' });
  const res = await (around ? around('/api/sandbox-pay/:no/confirm (+ notify)', confirm) : confirm());
  if (res.status !== 303) problems.push(`gateway confirm ${res.status}`);
  const r = must(await call('POST', '/api/pay/v2/find_is_payment', { paymentNo: p.paymentNo }, c.token, c.ip), 'result');
  if (r.payStatus !== 1) problems.push(`payment ${p.paymentNo} not settled (${r.payStatus})`);
  return useCoupon;
}

/**
 * The books of these customers after `expected` orders (`usedCoupons` of them with the coupon): the books checked
 * against each other (reconcileBooks: order totals = payments = wallet ledger + gateway trades, every wallet = its
 * ledger, coupons, stock taken once per unit against `stockBefore` from stockOf), then what this run did: that many
 * orders, that many coupons used. Returns what does not reconcile (empty: the books are right) and the sums.
 */
export async function reconcile(db: Db, customers: Customer[], expected: { orders: number; usedCoupons: number; stockBefore: { stock: number }[] }) {
  const ids = customers.map((c) => c.userId);
  const problems = await reconcileBooks(db, { userIds: ids, goods: GOODS, stockBefore: expected.stockBefore });
  const cus = await db.select({ paidFen: cusOrders.paidFen }).from(cusOrders).where(inArray(cusOrders.userId, ids));
  if (cus.length !== expected.orders) problems.push(`orders: ${cus.length} ≠ ${expected.orders}`);
  const pays = await db.select({ method: payments.method }).from(payments).where(and(inArray(payments.userId, ids), eq(payments.status, 1)));
  const walletPayments = pays.filter((p) => p.method === 'WALLET').length;
  const coupons = await db.select({ status: userCoupons.status }).from(userCoupons).where(inArray(userCoupons.userId, ids));
  const used = coupons.filter((c) => c.status === 3).length;
  if (used !== expected.usedCoupons || coupons.length !== customers.length) problems.push(`coupons: used ${used}, expected ${expected.usedCoupons}`);
  return { problems, paidFen: cus.reduce((s, c) => s + c.paidFen, 0), walletPayments, gatewayPayments: pays.length - walletPayments, couponsUsed: used };
}
