import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { randomText } from '../../db/ids';
import { rowsOf } from '../../db/rows';
import { sandboxNotifications, sandboxRefunds, sandboxTrades } from './schema';
import { fenToYuan } from '@/lib/format';
import { gatewayNotification } from '../../metrics/record';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';

/**
 * Payment gateway behind an interface. The local default is a sandbox that behaves like a real gateway: it keeps its
 * own trades, serves a pay page, sends HMAC-signed asynchronous notifications (an outbox retried with backoff until
 * acknowledged, so it survives restarts) and refunds. A real gateway (Alipay…) would implement the same interface.
 *
 * A notification is only a hint: its HMAC key is a server-only secret (never the request-signing secret, which ships
 * to browsers), and even a valid one settles nothing by itself — the pay module asks `queryTrade` (every real gateway
 * has this "query order" call) and settles only a trade the gateway reports paid, for the payment's amount.
 */
export type PayGateway = ProviderInfo & {
  readonly name: 'SANDBOX';
  /** Registers a trade; the browser is sent to payUrl. */
  createTrade(input: { paymentNo: string; amountFen: number; subject: string; returnUrl: string; now: Date }): Promise<{ payUrl: string; tradeNo: string }>;
  /** Refunds part of a paid trade, once per refundNo (a repeat is a no-op). */
  refund(input: { paymentNo: string; refundNo: string; amountFen: number; now: Date }, tx?: Executor): Promise<void>;
  /** 0 created, 1 paid, 2 cancelled; null unknown. */
  tradeStatus(paymentNo: string): Promise<number | null>;
  /** The gateway's own record of a trade ("query order"): what settlement trusts, never the notification's claims. */
  queryTrade(paymentNo: string): Promise<GatewayTrade | null>;
  /** Verifies a notification body against its signature header (HMAC with the server-only gateway secret). */
  verify(body: string, signature: string | undefined | null): Promise<boolean>;
  sign(body: string): Promise<string>;
  /** The sandbox's own pages (GET /api/sandbox-pay/:paymentNo and its two buttons). */
  payPage(paymentNo: string): Promise<string | null>;
  confirm(paymentNo: string, now: Date): Promise<string | null>;
  cancel(paymentNo: string, now: Date): Promise<string | null>;
  /** Where notifications go (our notify handler); returns the receiver's answer ('success' acknowledges). */
  setReceiver(fn: (body: string, signature: string) => Promise<string>): void;
  hasReceiver(): boolean;
  /** Sends every due notification once; failures are retried later with backoff. Returns how many were acknowledged. */
  deliverDue(now: Date): Promise<number>;
};

/** A database handle or a transaction of it (the sandbox keeps its books in the same database). */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The sandbox's "query order" read, its text built once (server/db/prepared.ts). */
const tradeByNo = preparedRead((db) => db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, sql.placeholder('paymentNo'))));

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** The answer of "query order": WAIT_PAY, PAID (refunds do not change it) or CLOSED. */
export type GatewayTrade = { paymentNo: string; tradeNo: string; status: 'WAIT_PAY' | 'PAID' | 'CLOSED'; amountFen: number; paidAt: Date | null };
/** sandbox_trades.status: the index of each state in TRADE_STATE. */
const SANDBOX = { WAIT_PAY: 0, PAID: 1, CLOSED: 2 } as const;
const TRADE_STATE = ['WAIT_PAY', 'PAID', 'CLOSED'] as const;
export type SandboxNotice = { paymentNo: string; tradeNo: string; amountFen: number; tradeStatus: 'TRADE_SUCCESS'; notifyId: string; notifyTime: string };

/** Backoff after the n-th failed attempt: 5 s, 10 s, 20 s … up to 1 h. */
export const backoffMs = (attempts: number) => Math.min(3600_000, 5000 * 2 ** Math.max(0, attempts - 1));

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `secret` resolves the server-only HMAC key (server/modules/secrets: SANDBOX_PAY_SECRET or a generated one). */
export function createSandboxGateway({ db, secret }: { db: Db; secret: () => Promise<string> }): PayGateway {
  const dbRoot = db;
  let receiver: ((body: string, signature: string) => Promise<string>) | null = null;
  const sign = async (body: string) => createHmac('sha256', await secret()).update(body).digest('hex');

  /**
   * Claims a due notification (one sender at a time, across processes; `claimed`: its creator holds it already),
   * sends it, records the outcome.
   */
  async function deliverOne(row: Pick<typeof sandboxNotifications.$inferSelect, 'id' | 'body' | 'attempts'>, now: Date, opts: { claimed?: boolean } = {}): Promise<boolean> {
    const claimed = opts.claimed
      ? [row]
      : await db
          .update(sandboxNotifications)
          .set({ nextAttemptAt: new Date(now.getTime() + 60_000) })
          .where(and(eq(sandboxNotifications.id, row.id), isNull(sandboxNotifications.deliveredAt), lte(sandboxNotifications.nextAttemptAt, now)))
          .returning({ id: sandboxNotifications.id });
    if (!claimed.length) return false;
    let answer = '';
    let error: string | null = null;
    try {
      if (!receiver) throw new Error('no receiver');
      answer = await receiver(row.body, await sign(row.body));
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ok = answer.trim() === 'success';
    const attempts = row.attempts + 1;
    gatewayNotification(ok, attempts);
    await db
      .update(sandboxNotifications)
      .set(
        ok
          ? { attempts, deliveredAt: now, lastError: null }
          : { attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)), lastError: error ?? `answer: ${answer.slice(0, 100)}` },
      )
      .where(eq(sandboxNotifications.id, row.id));
    return ok;
  }

  return {
    name: 'SANDBOX',
    provider: 'sandbox',
    standIn: true,
    sign,
    async verify(body, signature) {
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
      const a = Buffer.from(await sign(body), 'hex');
      const b = Buffer.from(signature, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
    setReceiver(fn) {
      receiver = fn;
    },
    hasReceiver: () => !!receiver,

    async createTrade({ paymentNo, amountFen, subject, returnUrl, now }) {
      const tradeNo = `SBX${now.getTime()}${randomText(4, 'hex')}`;
      await db.insert(sandboxTrades).values({ paymentNo, tradeNo, amountFen, subject, notifyUrl: '/api/pay/notify/sandbox', returnUrl, createdAt: now });
      return { payUrl: `/api/sandbox-pay/${encodeURIComponent(paymentNo)}`, tradeNo };
    },

    async tradeStatus(paymentNo) {
      const [t] = await db.select({ status: sandboxTrades.status }).from(sandboxTrades).where(eq(sandboxTrades.paymentNo, paymentNo));
      return t ? t.status : null;
    },

    async queryTrade(paymentNo) {
      const [t] = await tradeByNo(db, { paymentNo });
      if (!t) return null;
      return { paymentNo: t.paymentNo, tradeNo: t.tradeNo, status: TRADE_STATE[t.status] ?? 'CLOSED', amountFen: t.amountFen, paidAt: t.paidAt };
    },

    /** Once per refundNo (the insert claims it), and the trade's refunded total only grows in one conditional UPDATE. */
    async refund({ paymentNo, refundNo, amountFen, now }, tx) {
      const run = async (db: Executor) => {
        const claimed = await db.insert(sandboxRefunds).values({ refundNo, paymentNo, amountFen, createdAt: now }).onConflictDoNothing().returning({ refundNo: sandboxRefunds.refundNo });
        if (!claimed.length) {
          const [had] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, refundNo));
          if (had && (had.paymentNo !== paymentNo || had.amountFen !== amountFen)) throw new Error('sandbox: refund number reused');
          return;
        }
        const taken = await db
          .update(sandboxTrades)
          .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
          .where(and(eq(sandboxTrades.paymentNo, paymentNo), eq(sandboxTrades.status, SANDBOX.PAID), sql`${sandboxTrades.refundedFen} + ${amountFen} <= ${sandboxTrades.amountFen}`))
          .returning({ refundedFen: sandboxTrades.refundedFen });
        if (!taken.length) throw new Error('sandbox: trade not paid or refund exceeds the trade');
      };
      // Inside the caller's transaction its rollback undoes the claim; alone, a transaction of our own does.
      if (tx) return run(tx);
      await dbRoot.transaction((t) => run(t));
    },

    async payPage(paymentNo) {
      const [t] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, paymentNo));
      if (!t) return null;
      const state = t.status === SANDBOX.PAID ? '<p class="s ok">该订单已支付</p>' : t.status === SANDBOX.CLOSED ? '<p class="s">该支付已取消</p>' : '';
      const buttons =
        t.status === SANDBOX.WAIT_PAY
          ? `<form method="post" action="/api/sandbox-pay/${esc(t.paymentNo)}/confirm"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="/api/sandbox-pay/${esc(t.paymentNo)}/cancel"><button class="cancel" type="submit">取消</button></form>`
          : `<a class="back" href="${esc(t.returnUrl)}">返回商户</a>`;
      return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱收银台</title><style>body{font:15px/1.6 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#222}
.c{max-width:420px;margin:0 auto;padding:24px 16px}.h{background:#0958d9;color:#fff;padding:14px 16px;font-size:17px}
.card{background:#fff;border-radius:10px;padding:20px;margin-top:16px;text-align:center}.amt{font-size:32px;font-weight:600;margin:8px 0}
.sub{color:#666}.no{color:#6f6f6f;font-size:12px}button,.back{display:block;width:100%;box-sizing:border-box;border:0;border-radius:22px;padding:11px;font-size:16px;margin-top:14px;text-align:center;text-decoration:none}
.demo{margin:0;background:#fff7e6;color:#873800;border:1px solid #ffd591;border-radius:8px;padding:8px 12px;font-size:14px;text-align:center}
.pay{background:#0958d9;color:#fff}.cancel{background:#fff;color:#666;border:1px solid #ddd}.back{background:#0958d9;color:#fff}.s{color:#6f6f6f}.ok{color:#15803d}</style></head>
<body><div class="h">沙箱支付网关</div><div class="c"><p class="demo" role="note">沙箱支付：不会真实扣款</p><div class="card"><div class="sub">${esc(t.subject)}</div>
<div class="amt">¥${fenToYuan(t.amountFen)}</div><div class="no">交易号 ${esc(t.tradeNo)}</div>${state}</div>${buttons}
<p class="no">本页面模拟第三方支付网关，仅用于本地与测试环境，不会产生真实扣款。</p></div></body></html>`;
    },

    /**
     * One statement: the trade goes from WAIT_PAY to PAID (conditional, so two confirmations pay once) and its
     * notification is queued, already claimed by this process for a minute (the outbox sends it again after that if
     * this process dies before delivering it); the trade's return address comes back in every case.
     */
    async confirm(paymentNo, now) {
      const at = now.toISOString();
      const notice = { id: `sn_${randomText(10, 'hex')}`, notifyId: randomText(8, 'hex'), claimedUntil: new Date(now.getTime() + 60_000).toISOString() };
      const res = await db.execute(sql`with t as (
          update ${sandboxTrades} set status = ${SANDBOX.PAID}, paid_at = ${at}::timestamptz
          where payment_no = ${paymentNo} and status = ${SANDBOX.WAIT_PAY}
          returning payment_no, trade_no, amount_fen),
        n as (
          insert into ${sandboxNotifications} (id, payment_no, body, attempts, next_attempt_at, created_at)
          select ${notice.id}, payment_no,
            json_build_object('paymentNo', payment_no, 'tradeNo', trade_no, 'amountFen', amount_fen, 'tradeStatus', 'TRADE_SUCCESS',
              'notifyId', ${notice.notifyId}::text, 'notifyTime', ${at}::text)::text,
            0, ${notice.claimedUntil}::timestamptz, ${at}::timestamptz
          from t
          returning id, body)
        select (select return_url from ${sandboxTrades} where payment_no = ${paymentNo}) as return_url, (select body from n) as body`);
      const [row] = rowsOf<{ return_url: string | null; body: string | null }>(res);
      if (!row?.return_url) return null;
      // First delivery right away (like a gateway would, within seconds); the outbox retries it when that fails.
      if (row.body) await deliverOne({ id: notice.id, body: row.body, attempts: 0 }, now, { claimed: true }).catch(() => false);
      return row.return_url;
    },

    async cancel(paymentNo, now) {
      const [t] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.paymentNo, paymentNo));
      if (!t) return null;
      if (t.status === SANDBOX.WAIT_PAY)
        await db.update(sandboxTrades).set({ status: SANDBOX.CLOSED, paidAt: null }).where(and(eq(sandboxTrades.paymentNo, paymentNo), eq(sandboxTrades.status, SANDBOX.WAIT_PAY)));
      void now;
      return t.returnUrl + (t.returnUrl.includes('?') ? '&' : '?') + 'cancelled=1';
    },

    async deliverDue(now) {
      const due = await db
        .select()
        .from(sandboxNotifications)
        .where(and(isNull(sandboxNotifications.deliveredAt), lte(sandboxNotifications.nextAttemptAt, now)))
        .orderBy(asc(sandboxNotifications.nextAttemptAt))
        .limit(100);
      let ok = 0;
      for (const row of due) if (await deliverOne(row, now)) ok++;
      return ok;
    },
  };
}

/** PAY_PROVIDER: `sandbox` (default, the only gateway of this build; a stand-in: nothing is charged). */
export function createPayGateway({ db, secret, env = process.env }: { db: Db; secret: () => Promise<string>; env?: Env }): PayGateway {
  chooseProvider(env, 'PAY_PROVIDER', ['sandbox'], 'sandbox');
  return createSandboxGateway({ db, secret });
}
