/**
 * Order load test: N customers (default 50) concurrently submit and pay M orders in all (default 500) against
 * PostgreSQL, through the real API (signed requests, in-process), half paid from the wallet and half through the
 * sandbox gateway (pay page → signed notification). Reports orders per second and checks that the books reconcile:
 * order totals = payments = wallet ledger + gateway trades, every wallet = its ledger, coupons locked/used once,
 * stock taken once per unit. Exits 1 when anything does not reconcile.
 *
 * Usage: npm run bench:orders -- [--orders 500] [--customers 50] [--url postgres://postgres@127.0.0.1:5432/test] [--stats]
 *        [--http http://127.0.0.1:3100]
 * `--http <base>` drives a running server (`npm start`, TRUST_PROXY=1 so each customer keeps its own address) whose
 * DATABASE_URL is --url, instead of the API in this process; tests/bench/orders/compare.ts starts 1 and then 2
 * processes and runs it against each.
 * `--stats` prints, per API path, the SQL statements and milliseconds of a call (tests/bench/orders/stats.ts).
 * The database URL defaults to TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test; a fresh database is created
 * next to it and dropped at the end.
 */
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canonicalParams, computeSign, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import { createApp } from '@/server/app';
import { openDb } from '@/server/db/client';
import { MemoryCache } from '@/server/cache';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { loadServerSecrets } from '@/server/modules/secrets';
import { createLocalSms } from '@/server/adapters/sms';
import { seed } from '@/server/seed';
import { cusOrders, goodsSkus, orders, payments, sandboxTrades, smsOutbox, userCoupons, walletLedger, wallets } from '@/server/db/schema';
import { stopSweeper, wirePay } from '@/server/modules/order/sweeper';
import { credit } from '@/server/modules/wallet/service';
import type { Deps } from '@/server/http/types';
import { installStatementCounter, statsTable, tracked } from './orders/stats';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ORDERS = Number(arg('orders', '500'));
const CUSTOMERS = Number(arg('customers', '50'));
const URL_ = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const GOODS = ['g_0001', 'g_0005', 'g_0009'];
const STATS = process.argv.includes('--stats');
/** `--http <base>`: drive a running server (e.g. http://127.0.0.1:3100) whose database is `--url`. */
const HTTP = arg('http', '').replace(/\/+$/, '');

type Env = { code: number; data: any; msg: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function main() {
  process.env.DB_POOL_MAX = process.env.DB_POOL_MAX || '20';
  if (HTTP && STATS) throw new Error('--stats counts statements in this process: in-process mode only');
  // In-process: a fresh database next to --url, seeded here. Over HTTP: the server's own database (it seeded it), read
  // here only to fund the wallets, read the texted codes and reconcile.
  const dbName = HTTP ? '' : 'crisps_bench_' + randomBytes(5).toString('hex');
  const handle = await openDb(HTTP ? { url: URL_ } : { url: URL_, isolatedDatabase: dbName });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  // Like the server (server/runtime.ts): the secrets loaded once and handed to the adapters.
  const secrets = await loadServerSecrets(handle.db, config.signSecret, {});
  const deps: Deps = {
    db: handle.db,
    cache: new MemoryCache(),
    config,
    adapters: { ...createAdapters({ db: handle.db, config, secrets }), sms: createLocalSms({ db: handle.db, config, log: () => {} }) },
    secrets,
    now: () => new Date(),
  };
  const problems: string[] = [];
  try {
    const t0 = Date.now();
    let request: (url: string, init: RequestInit) => Promise<Response> | Response;
    if (HTTP) {
      request = (url, init) => fetch(HTTP + url, { ...init, redirect: 'manual' });
      console.log(`[bench] over HTTP: ${HTTP} (database ${new URL(URL_).pathname.slice(1)})`);
    } else {
      await seed(deps);
      const app = createApp(deps);
      wirePay(deps);
      request = (url, init) => app.request(url, init);
      console.log(`[bench] PostgreSQL ${dbName} seeded in ${Date.now() - t0} ms`);
    }
    // Phones and client addresses of this run: over HTTP the database and Redis outlive it (and its limits).
    const run = HTTP ? randomInt(0, 10_000) : 0;

    let seq = 0;
    let measuring = false;
    if (STATS) await installStatementCounter();
    async function call(method: string, p: string, payload: Record<string, unknown> = {}, token = '', ip = '10.9.0.1'): Promise<Env> {
      const headers: Record<string, string> = { platformCode: PLATFORM_CODE, terminalCode: TERMINAL_WAP, areaCode: '510100', 'x-forwarded-for': ip };
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null && v !== '') form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      let url = p;
      let body: string | undefined;
      let data: string;
      if (method === 'GET') {
        if (form.toString()) url += '?' + form.toString();
        data = canonicalParams(form);
      } else {
        body = form.toString();
        headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        data = canonicalParams(form);
      }
      if (token) headers['X-Auth-Token'] = token;
      const time = Date.now();
      const nonce = `b${++seq}-${randomBytes(4).toString('hex')}`;
      const sign = computeSign({ method, path: p, data, token, time, nonce, sysCode: SYS_CODE, secret: config.signSecret });
      Object.assign(headers, { [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE });
      const res = await (measuring ? tracked(p, () => request(url, { method, headers, body })) : request(url, { method, headers, body }));
      return (await res.json()) as Env;
    }
    const must = (r: Env, what: string) => {
      if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
      return r.data;
    };

    // Customers: SMS login, a pay password, a wallet balance, one product coupon each.
    const customers: { token: string; userId: string; ip: string; coupon: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const phone = `137${String(run).padStart(4, '0')}${String(i).padStart(4, '0')}`;
      const ip = `10.${8 + (run % 200)}.${Math.floor(i / 200) + Math.floor(run / 200)}.${(i % 200) + 1}`;
      must(await call('POST', '/api/authentication/send_sms_code', { phone, type: 'login' }, '', ip), 'sms');
      const [code] = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).limit(1);
      const login = must(await call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode: code.code, userType: 'ORDINARY_USER' }, '', ip), 'login');
      must(await call('POST', '/api/wallet/v1/reset_password', { payPassword: '135790' }, login.token, ip), 'pay password');
      await deps.db.transaction((tx) => credit(tx, { userId: login.userId, amountFen: 100_000_000, type: 'SEED', refType: 'SEED', refId: login.userId, refNo: '', remark: '压测初始余额', now: new Date() }));
      const coupon = must(await call('POST', '/api/coupon/v2/receive_coupon', { couponId: 'ct_goods_0001_30' }, login.token, ip), 'coupon').couponUseCode;
      customers.push({ token: login.token, userId: login.userId, ip, coupon });
    }
    const stockBefore = await deps.db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, GOODS));
    console.log(`[bench] ${CUSTOMERS} customers ready`);

    // The load: each customer works through its share of orders one after the other; all customers at once.
    const perCustomer = Math.ceil(ORDERS / CUSTOMERS);
    let done = 0;
    let usedCoupons = 0;
    const latencies: number[] = [];
    const started = Date.now();
    measuring = STATS;
    await Promise.all(
      customers.map(async (c, ci) => {
        for (let k = 0; k < perCustomer && ci * perCustomer + k < ORDERS; k++) {
          const n = ci * perCustomer + k;
          const t1 = Date.now();
          const goodsId = GOODS[n % GOODS.length];
          const items = [{ goodsId, goodsNumber: 1 + (n % 3) }];
          const useCoupon = k === 0 && goodsId === 'g_0001';
          const couponUseCodes = useCoupon ? c.coupon : undefined;
          const key = must(await call('GET', '/api/order/v2/get_payment_seriale_no', {}, c.token, c.ip), 'serial').serialNo;
          const priced = must(await call('POST', '/api/order/v2/calculate_the_price', { items, couponUseCodes }, c.token, c.ip), 'price');
          const body = { items, couponUseCodes, idempotencyKey: key, shownPayableFen: priced.needPayTotalMoneyFen, orderAgreementIds: 'protocol100008' };
          // Every tenth order is submitted twice at once (a double tap): one order must come out.
          const subs = await Promise.all((n % 10 === 0 ? [1, 2] : [1]).map(() => call('POST', '/api/order/v2/autonomy_submit_order', body, c.token, c.ip)));
          const sub = must(subs[0], 'submit');
          if (subs[1] && must(subs[1], 'submit twice').cusOrderId !== sub.cusOrderId) problems.push(`double submit made two orders (${n})`);
          if (useCoupon) usedCoupons++;
          if (n % 2 === 0) {
            must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'WALLET', payPassword: '135790', orderAgreementIds: 'protocol100008' }, c.token, c.ip), 'wallet pay');
          } else {
            const p = must(await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: sub.cusOrderId, payPlatform: 'SANDBOX', orderAgreementIds: 'protocol100008' }, c.token, c.ip), 'sandbox pay');
            const confirm = () => request(`/api/sandbox-pay/${p.paymentNo}/confirm`, { method: 'POST' });
            const res = await (measuring ? tracked('/api/sandbox-pay/:no/confirm (+ notify)', confirm) : confirm());
            if (res.status !== 303) problems.push(`gateway confirm ${res.status}`);
            const r = must(await call('POST', '/api/pay/v2/find_is_payment', { paymentNo: p.paymentNo }, c.token, c.ip), 'result');
            if (r.payStatus !== 1) problems.push(`payment ${p.paymentNo} not settled (${r.payStatus})`);
          }
          latencies.push(Date.now() - t1);
          done++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    measuring = false;
    if (STATS) console.table(statsTable());
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

    // Reconciliation.
    const db = deps.db;
    const ids = customers.map((c) => c.userId);
    const cus = await db.select().from(cusOrders).where(inArray(cusOrders.userId, ids));
    if (cus.length !== ORDERS) problems.push(`orders: ${cus.length} ≠ ${ORDERS}`);
    const notPaid = cus.filter((c) => c.paidFen !== c.payableFen || c.status !== 2 || c.payStatus !== 'COMPLETED_PAID');
    if (notPaid.length) problems.push(`${notPaid.length} orders not fully paid`);
    const lines = await db.select().from(orders).where(inArray(orders.userId, ids));
    const sumLines = lines.reduce((s, o) => s + o.payableFen, 0);
    const sumCus = cus.reduce((s, c) => s + c.payableFen, 0);
    const sumTotal = cus.reduce((s, c) => s + c.totalFen - c.discountFen, 0);
    if (sumLines !== sumCus || sumTotal !== sumCus) problems.push(`order lines ${sumLines} / customer orders ${sumCus} / total − discount ${sumTotal} differ`);
    const pays = await db.select().from(payments).where(and(inArray(payments.userId, ids), eq(payments.status, 1)));
    const sumPays = pays.reduce((s, p) => s + p.amountFen, 0);
    const sumPaid = cus.reduce((s, c) => s + c.paidFen, 0);
    if (sumPays !== sumPaid) problems.push(`payments ${sumPays} ≠ orders paid ${sumPaid}`);
    const walletPays = pays.filter((p) => p.method === 'WALLET');
    const ledgerPay = await db
      .select({ s: sql<string>`coalesce(sum(${walletLedger.amountFen}), 0)`, n: sql<string>`count(*)` })
      .from(walletLedger)
      .where(and(inArray(walletLedger.userId, ids), eq(walletLedger.type, 'PAY')));
    if (-Number(ledgerPay[0].s) !== walletPays.reduce((s, p) => s + p.amountFen, 0) || Number(ledgerPay[0].n) !== walletPays.length)
      problems.push(`wallet ledger PAY ${-Number(ledgerPay[0].s)} (${ledgerPay[0].n}) ≠ wallet payments`);
    const trades = await db.select().from(sandboxTrades).where(inArray(sandboxTrades.paymentNo, pays.filter((p) => p.method === 'SANDBOX').map((p) => p.paymentNo).concat(['-'])));
    const sumTrades = trades.filter((tr) => tr.status === 1).reduce((s, tr) => s + tr.amountFen, 0);
    if (sumTrades !== pays.filter((p) => p.method === 'SANDBOX').reduce((s, p) => s + p.amountFen, 0)) problems.push(`gateway trades ${sumTrades} ≠ sandbox payments`);
    const ws = await db.select().from(wallets).where(inArray(wallets.userId, ids));
    const sums = await db
      .select({ userId: walletLedger.userId, s: sql<string>`sum(${walletLedger.amountFen})` })
      .from(walletLedger)
      .where(inArray(walletLedger.userId, ids))
      .groupBy(walletLedger.userId);
    for (const w of ws) {
      const l = Number(sums.find((x) => x.userId === w.userId)?.s ?? 0);
      if (l !== w.balanceFen) problems.push(`wallet ${w.userId}: balance ${w.balanceFen} ≠ ledger ${l}`);
    }
    const coupons = await db.select().from(userCoupons).where(inArray(userCoupons.userId, ids));
    const used = coupons.filter((c) => c.status === 3).length;
    const discounted = cus.filter((c) => c.discountFen > 0).length;
    if (used !== usedCoupons || discounted !== usedCoupons || coupons.length !== CUSTOMERS) problems.push(`coupons: used ${used}, discounted orders ${discounted}, expected ${usedCoupons}`);
    const stockAfter = await db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, GOODS));
    const taken = stockBefore.reduce((s, b) => s + b.stock, 0) - stockAfter.reduce((s, a) => s + a.stock, 0);
    const units = lines.reduce((s, o) => s + o.quantity, 0);
    if (taken !== units) problems.push(`stock taken ${taken} ≠ units ordered ${units}`);

    const report = {
      orders: done,
      customers: CUSTOMERS,
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Number((done / seconds).toFixed(1)),
      latencyMs: { p50: pct(0.5), p95: pct(0.95), max: latencies[latencies.length - 1] },
      paidFen: sumPaid,
      walletPayments: walletPays.length,
      gatewayPayments: pays.length - walletPays.length,
      couponsUsed: used,
      reconciled: problems.length === 0,
    };
    console.log(JSON.stringify(report, null, 2));
    if (problems.length) console.error('[bench] NOT reconciled:\n - ' + problems.slice(0, 30).join('\n - '));
  } finally {
    await stopSweeper(deps);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(problems.length ? 1 : 0);
}

main().catch((err) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
