import { randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { canonicalParams, computeSign, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import type { App } from '@/server/app';
import { credit } from '@/server/modules/wallet/service';
import { wirePay } from '@/server/modules/order/sweeper';
import type { TestContext } from './helpers';

/** The order bench's goods (tests/bench/orders.bench.ts). */
export const STREAM_GOODS = ['g_0001', 'g_0005', 'g_0009'];
export type Customer = { token: string; userId: string; ip: string; coupon: string };

/** Customers as the order bench makes them: SMS login, a pay password, a funded wallet, one product coupon. */
export async function orderCustomers(ctx: TestContext, n: number): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < n; i++) {
    const ip = `10.77.${i}.${1 + Math.floor(Math.random() * 250)}`;
    const login = await ctx.loginSms(ctx.phone(), { ip });
    const pw = await ctx.call('POST', '/api/wallet/v1/reset_password', { payPassword: '135790' }, { token: login.token, ip });
    if (pw.code !== 200) throw new Error(`pay password: ${pw.msg}`);
    await ctx.deps.db.transaction((tx) =>
      credit(tx, { userId: login.userId, amountFen: 100_000_000, type: 'SEED', refType: 'SEED', refId: login.userId, refNo: '', remark: '测试余额', now: new Date() }),
    );
    const c = await ctx.call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_goods_0001_30' }, { token: login.token, ip });
    if (c.code !== 200) throw new Error(`coupon: ${c.msg}`);
    out.push({ token: login.token, userId: login.userId, ip, coupon: c.data.couponUseCode });
  }
  return out;
}

/**
 * A steady stream of orders, submitted and paid through the API as the order bench does (half from the wallet, half
 * through the sandbox gateway), each customer one order after the other until stopped. `acked` lists the orders
 * whose payment the API confirmed, in that order; `inFlight` how many are between submit and that confirmation.
 */
export function orderStream(ctx: TestContext, customers: Customer[]) {
  wirePay(ctx.deps);
  const acked: string[] = [];
  const errors: string[] = [];
  let inFlight = 0;
  let stopped = false;
  let seq = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) if (acked.length >= w.n || errors.length) w.resolve();
      else waiters.push(w);
  };
  const must = (r: { code: number; msg: string; data: any }, what: string) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
    return r.data;
  };
  // Each call waits for a turn of the event loop, as a request arriving over the network does: in-process calls are
  // promise chains only, and four of them back to back kept the loop's I/O (the backup socket) waiting for minutes.
  const call: TestContext['call'] = async (...args) => {
    await setImmediate();
    return ctx.call(...args);
  };
  async function one(c: Customer, first: boolean) {
    const n = seq++;
    const o = { token: c.token, ip: c.ip };
    const goodsId = STREAM_GOODS[n % STREAM_GOODS.length];
    const items = [{ goodsId, goodsNumber: 1 + (n % 3) }];
    const couponUseCodes = first && goodsId === 'g_0001' ? c.coupon : undefined;
    const key = must(await call('GET', '/api/order/v2/get_payment_seriale_no', {}, o), 'serial').serialNo;
    const priced = must(await call('POST', '/api/order/v2/calculate_the_price', { items, couponUseCodes }, o), 'price');
    inFlight++;
    try {
      const body = { items, couponUseCodes, idempotencyKey: key, shownPayableFen: priced.needPayTotalMoneyFen, orderAgreementIds: 'protocol100008' };
      const sub = must(await call('POST', '/api/order/v2/autonomy_submit_order', body, o), 'submit');
      if (n % 2 === 0) {
        must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'WALLET', payPassword: '135790', orderAgreementIds: 'protocol100008' }, o), 'wallet pay');
      } else {
        const p = must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'SANDBOX', orderAgreementIds: 'protocol100008' }, o), 'sandbox pay');
        const res = await ctx.app.request(`/api/sandbox-pay/${p.paymentNo}/confirm`, { method: 'POST' });
        if (res.status !== 303) throw new Error(`gateway confirm ${res.status}`);
        const r = must(await call('POST', '/api/pay/v2/find_is_payment', { paymentNo: p.paymentNo }, o), 'result');
        if (r.payStatus !== 1) throw new Error(`payment ${p.paymentNo} not settled`);
      }
      acked.push(sub.cusOrderId);
    } finally {
      inFlight--;
    }
  }
  const done = Promise.all(
    customers.map(async (c) => {
      for (let k = 0; !stopped && !errors.length; k++) {
        try {
          await one(c, k === 0);
        } catch (err) {
          errors.push(err instanceof Error ? err.message : String(err));
        }
        wake();
      }
    }),
  );
  return {
    acked,
    errors,
    inFlight: () => inFlight,
    /** Resolves once `n` orders are acknowledged in all (or the stream failed). */
    whenAcked: (n: number) => new Promise<void>((resolve) => (acked.length >= n || errors.length ? resolve() : waiters.push({ n, resolve }))),
    /** Stops after each customer's current order; resolves when all have ended. */
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** A signed API call to another app (the restored one) in-process, as the client signs it. */
export async function signedCall(app: App, secret: string, method: 'GET', path: string, params: Record<string, string>, token: string) {
  const qs = new URLSearchParams(params);
  const time = Date.now();
  const nonce = `bk-${randomBytes(6).toString('hex')}`;
  const sign = computeSign({ method, path, data: canonicalParams(qs), query: '', bodySha256: '', token, time, nonce, sysCode: SYS_CODE, secret });
  const headers = {
    platformCode: PLATFORM_CODE, terminalCode: TERMINAL_WAP, areaCode: '510100', 'x-forwarded-for': '10.78.0.1', 'X-Auth-Token': token,
    [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE,
  };
  const res = await app.request(`${path}?${qs}`, { method, headers });
  return (await res.json()) as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
