import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, payWallet, submitOk } from './orderFixtures';
import { PAY_PWD, bindCard, books, fund, idemKey, verifiedCustomer } from './walletFixtures';
import { payoutLocalOrders, walletHolds, walletLedger, walletWithdrawals } from '@/server/db/schema';
import { createAdapters } from '@/server/adapters';
import { settleDue } from '@/server/modules/wallet/payoutSettle';
import { placeHold } from '@/server/modules/wallet/holds';
import { debit } from '@/server/modules/wallet/service';
import { LOCAL_FAIL_REASON } from '@/server/adapters/payout';
import type { Deps } from '@/server/http/types';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const W = '/api/wallet/v1/withdraw';
const LOW = 20202;
const LOCKED = 20204;
const DELAY = () => t.deps.config.payoutDelayMs;

async function customerWithCard(fundFen = 500_000) {
  const u = await verifiedCustomer(t);
  const { card } = await bindCard(t, u);
  if (fundFen) await fund(t, u.userId, fundFen);
  return { ...u, card };
}
const withdraw = (u: { token: string; card: { id: string } }, amountFen: number | string, o: Record<string, string> = {}) =>
  t.call('POST', W, { amountFen, bankCardId: u.card.id, payPassword: PAY_PWD, idempotencyKey: idemKey(), ...o }, { token: u.token });
const detail = (token: string, id: string) => t.call('GET', '/api/wallet/v1/withdraw_detail', { id }, { token });
const info = async (token: string) => (await t.call('GET', '/api/wallet/v1/account_balance_info', undefined, { token })).data;

describe('withdraw: input and ownership', () => {
  it('refuses bad input naming the field; the limits are the server’s (10–10000 元, in fen)', async () => {
    const u = await customerWithCard(1_100_000);
    expect((await withdraw(u, 999)).msg).toBe('amountFen：每次提现金额不低于10元');
    expect((await withdraw(u, 1_000_001)).msg).toBe('amountFen：每次最多可提现10000元');
    expect((await withdraw(u, '10.5')).msg).toBe('amountFen：提现金额有误');
    expect((await withdraw(u, '-1000')).msg).toBe('amountFen：提现金额有误');
    expect((await t.call('POST', W, { amountFen: 1000, payPassword: PAY_PWD, idempotencyKey: idemKey() }, { token: u.token })).msg).toBe('bankCardId：不能为空');
    expect((await withdraw(u, 1000, { payPassword: '12' })).msg).toBe('payPassword：请输入6位提现密码');
    expect((await withdraw(u, 1000, { idempotencyKey: 'a b' })).msg).toBe('idempotencyKey：请求标识有误');
    // The edges are allowed.
    expect((await withdraw(u, 1000)).code).toBe(200);
    expect((await withdraw(u, 1_000_000)).code).toBe(200);
    expect((await t.call('POST', W, { amountFen: 1000, bankCardId: u.card.id, payPassword: PAY_PWD, idempotencyKey: idemKey() })).code).toBe(5223);
  });

  it('another user’s card and another user’s withdrawal answer 404; a wrong or unset pay password holds nothing', async () => {
    const a = await customerWithCard();
    const b = await customerWithCard();
    const ok = await withdraw(a, 2000);
    expect(ok.code, ok.msg).toBe(200);
    expect((await withdraw(b, 2000, { bankCardId: a.card.id })).msg).toBe('银行卡不存在');
    expect((await detail(b.token, ok.data.id)).code).toBe(404);
    expect((await detail(b.token, ok.data.withdrawNo)).msg).toBe('提现记录不存在');
    expect((await t.call('POST', '/api/wallet/v1/withdraw_list', { page: 1 }, { token: b.token })).data.records).toEqual([]);
    const before = await books(t, b.userId);
    const wrong = await withdraw(b, 2000, { payPassword: '000000' });
    expect(wrong.code).toBe(20201);
    expect(await books(t, b.userId)).toMatchObject({ balance: before.balance, frozen: 0 });
    const c = await verifiedCustomer(t, { payPassword: null });
    const { card } = await bindCard(t, c);
    await fund(t, c.userId, 10_000);
    expect((await t.call('POST', W, { amountFen: 2000, bankCardId: card.id, payPassword: PAY_PWD, idempotencyKey: idemKey() }, { token: c.token })).code).toBe(20203);
  });

  it('more than the available balance is refused (账户余额不足) and holds nothing', async () => {
    const u = await customerWithCard(5_000);
    const r = await withdraw(u, 5_001);
    expect(r.code).toBe(LOW);
    expect(r.msg).toBe('账户余额不足');
    expect(await books(t, u.userId)).toMatchObject({ balance: 5_000, frozen: 0, held: 0 });
  });
});

describe('hold, post, void', () => {
  it('a withdrawal holds the amount (审核中, 已冻结), then the payout posts it: 提现成功 with one 提现 ledger entry', async () => {
    const u = await customerWithCard(100_000);
    const r = await withdraw(u, 12_345);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ status: 'PROCESSING', statusName: '审核中', amountFen: 12_345, failReason: null, bankName: '中国工商银行', cardMasked: u.card.cardMasked, holderName: '张三', finishTime: null });
    expect(await info(u.token)).toMatchObject({ balanceFen: 100_000 - 12_345, frozenFen: 12_345, totalWithdrawFen: 0 });
    let b = await books(t, u.userId);
    expect(b).toMatchObject({ balance: 87_655, frozen: 12_345, held: 12_345, ledgerSum: 100_000 });
    // Not yet due: still 审核中 after a sweep.
    t.advance(DELAY() - 1000);
    await settleDue(t.deps);
    expect((await detail(u.token, r.data.id)).data.status).toBe('PROCESSING');
    t.advance(1000);
    // Due: a page view alone changes nothing, the sweeper settles it.
    expect((await detail(u.token, r.data.id)).data.status).toBe('PROCESSING');
    await settleDue(t.deps);
    const done = await detail(u.token, r.data.id);
    expect(done.data).toMatchObject({ status: 'SUCCESS', statusName: '提现成功' });
    expect(done.data.finishTime).not.toBeNull();
    b = await books(t, u.userId);
    expect(b).toMatchObject({ balance: 87_655, frozen: 0, held: 0, ledgerSum: 87_655 });
    expect(b.holds.map((h) => h.status)).toEqual(['POSTED']);
    const entries = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    const wd = entries.filter((e) => e.type === 'WITHDRAW');
    expect(wd).toHaveLength(1);
    expect(wd[0]).toMatchObject({ amountFen: -12_345, balanceAfterFen: 87_655, refType: 'WITHDRAWAL', refId: r.data.id, refNo: r.data.withdrawNo });
    // The bill list and detail show it as 提现, the detail links to the withdrawal by its number.
    const bills = await t.call('POST', '/api/wallet/v1/bill_list', { type: 'WITHDRAW' }, { token: u.token });
    expect(bills.data.records).toHaveLength(1);
    expect(bills.data.records[0]).toMatchObject({ type: 'WITHDRAW', typeName: '提现', amountFen: -12_345 });
    const bill = await t.call('GET', '/api/wallet/v1/bill_detail', { id: bills.data.records[0].id }, { token: u.token });
    expect(bill.data).toMatchObject({ refKind: 'WITHDRAWAL', refNo: r.data.withdrawNo });
    expect((await detail(u.token, bill.data.refNo)).data.id).toBe(r.data.id);
    expect(await info(u.token)).toMatchObject({ frozenFen: 0, totalWithdrawFen: 12_345 });
  });

  it('a failed payout voids the hold: 提现失败 with the reason, the money back in the balance, no ledger entry', async () => {
    const u = await customerWithCard(50_000);
    const r = await withdraw(u, 1_044);
    expect(r.code, r.msg).toBe(200);
    expect(await books(t, u.userId)).toMatchObject({ balance: 48_956, frozen: 1_044 });
    t.advance(DELAY());
    await settleDue(t.deps);
    const list = await t.call('POST', '/api/wallet/v1/withdraw_list', { page: 1, limit: 10 }, { token: u.token });
    expect(list.data.records[0]).toMatchObject({ id: r.data.id, status: 'FAILED', statusName: '提现失败', failReason: LOCAL_FAIL_REASON });
    const b = await books(t, u.userId);
    expect(b).toMatchObject({ balance: 50_000, frozen: 0, held: 0, ledgerSum: 50_000 });
    expect(b.holds[0]).toMatchObject({ status: 'VOIDED', reason: LOCAL_FAIL_REASON });
    expect((await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId))).filter((e) => e.type === 'WITHDRAW')).toEqual([]);
  });

  it('the idempotency key: a retry (also 10 at once) answers the same withdrawal; the key for a different one is refused', async () => {
    const u = await customerWithCard(100_000);
    const key = idemKey();
    const res = await Promise.all(Array.from({ length: 10 }, () => withdraw(u, 3_000, { idempotencyKey: key })));
    const ok = res.filter((r) => r.code === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(res.every((r) => r.code === 200 || r.code === LOCKED)).toBe(true);
    expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
    expect((await withdraw(u, 3_000, { idempotencyKey: key })).data.id).toBe(ok[0].data.id);
    expect((await withdraw(u, 4_000, { idempotencyKey: key })).code).toBe(409);
    expect(await books(t, u.userId)).toMatchObject({ balance: 97_000, frozen: 3_000 });
    expect((await t.deps.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.userId, u.userId)))).toHaveLength(1);
  });

  it('settles across a restart: a withdrawal accepted (or not yet handed over) before it is settled by the next process', async () => {
    const u = await customerWithCard(100_000);
    const a = await withdraw(u, 5_000);
    const b = await withdraw(u, 6_000);
    // The process stopped after committing b but before handing it to the provider.
    await t.deps.db.delete(payoutLocalOrders).where(eq(payoutLocalOrders.payoutNo, b.data.withdrawNo));
    await t.deps.db.update(walletWithdrawals).set({ submittedAt: null }).where(eq(walletWithdrawals.id, b.data.id));
    // A new process: new adapters over the same database; its start-up pass (startPayoutSweeper runs settleDue).
    const next: Deps = { ...t.deps, adapters: createAdapters({ db: t.deps.db, config: t.deps.config }) };
    t.advance(DELAY());
    const first = await settleDue(next);
    expect(first.SUCCESS).toBeGreaterThanOrEqual(1);
    expect((await t.deps.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, a.data.id)))[0].status).toBe('SUCCESS');
    expect((await t.deps.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, b.data.id)))[0].submittedAt).not.toBeNull();
    t.advance(DELAY());
    await settleDue(next);
    expect((await t.deps.db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, b.data.id)))[0].status).toBe('SUCCESS');
    expect(await books(t, u.userId)).toMatchObject({ balance: 89_000, frozen: 0, held: 0, ledgerSum: 89_000 });
  });
});

describe('a page view never calls the payout provider', () => {
  it('the withdrawal list, detail and balance only read the database; the sweeper alone asks the provider', async () => {
    const u = await customerWithCard(100_000);
    const r = await withdraw(u, 2_000);
    expect(r.code, r.msg).toBe(200);
    const real = t.deps.adapters.payout;
    const calls: string[] = [];
    t.deps.adapters.payout = {
      ...real,
      submit: (order, now) => (calls.push(`submit ${order.payoutNo}`), real.submit(order, now)),
      query: (no, now) => (calls.push(`query ${no}`), real.query(no, now)),
    };
    try {
      t.advance(DELAY());
      for (let i = 0; i < 3; i++) {
        expect((await t.call('POST', '/api/wallet/v1/withdraw_list', { page: 1 }, { token: u.token })).data.records[0].status).toBe('PROCESSING');
        expect((await detail(u.token, r.data.id)).data.status).toBe('PROCESSING');
        expect((await detail(u.token, r.data.withdrawNo)).data.status).toBe('PROCESSING');
        expect(await info(u.token)).toMatchObject({ frozenFen: 2_000 });
      }
      expect(calls).toEqual([]);
      await settleDue(t.deps);
      expect(calls).toContain(`query ${r.data.withdrawNo}`);
      expect((await detail(u.token, r.data.id)).data.status).toBe('SUCCESS');
    } finally {
      t.deps.adapters.payout = real;
    }
  });
});

describe('reconciliation under concurrency', () => {
  it('50 concurrent withdrawals and wallet payments on one account: never negative, sum(ledger) = balance + frozen, every hold settles exactly once', async () => {
    const u = await customerWithCard(0);
    const orders: { cusOrderId: string; payNowFen: number }[] = [];
    for (let i = 0; i < 25; i++) orders.push(await submitOk(t, u.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] }));
    const price = orders[0].payNowFen as number;
    // Enough for about half of everything.
    const start = 12 * 10_000 + 12 * price;
    await fund(t, u.userId, start);
    // Half the withdrawals end in .44 元: the provider returns them.
    const amounts = Array.from({ length: 25 }, (_, i) => (i % 2 ? 10_044 : 10_000));
    const keys = amounts.map(() => idemKey());
    type R = { code: number; data: { id?: string } | null };
    const wRes: (R | null)[] = amounts.map(() => null);
    const pRes: (R | null)[] = orders.map(() => null);
    // Rounds until nothing is refused by the in-flight attempt limit (ADR 0004): every request ends paid, held or short.
    for (let round = 0; round < 20; round++) {
      const wi = wRes.map((r, i) => (!r || r.code === LOCKED ? i : -1)).filter((i) => i >= 0);
      const pi = pRes.map((r, i) => (!r || r.code === LOCKED ? i : -1)).filter((i) => i >= 0);
      if (!wi.length && !pi.length) break;
      const jobs = [
        ...wi.map((i) => withdraw(u, amounts[i], { idempotencyKey: keys[i] }).then((r) => void (wRes[i] = r))),
        ...pi.map((i) => payWallet(t, u.token, orders[i].cusOrderId, undefined, PAY_PWD).then((r) => void (pRes[i] = r))),
      ];
      await Promise.all(jobs);
      const b = await books(t, u.userId);
      expect(b.balance).toBeGreaterThanOrEqual(0);
      expect(b.ledgerSum).toBe(b.balance + b.frozen);
    }
    expect([...wRes, ...pRes].every((r) => r && (r.code === 200 || r.code === LOW))).toBe(true);
    const heldOk = amounts.reduce((s, a, i) => s + (wRes[i]!.code === 200 ? a : 0), 0);
    const paidOk = pRes.filter((r) => r!.code === 200).length * price;
    expect(heldOk + paidOk).toBeLessThanOrEqual(start);
    expect(wRes.some((r) => r!.code === LOW) || pRes.some((r) => r!.code === LOW)).toBe(true);
    let b = await books(t, u.userId);
    expect(b).toMatchObject({ balance: start - heldOk - paidOk, frozen: heldOk, held: heldOk, ledgerSum: start - paidOk });

    // Settle with five settlers at once: each hold leaves HELD exactly once.
    t.advance(DELAY());
    await Promise.all(Array.from({ length: 5 }, () => settleDue(t.deps)));
    b = await books(t, u.userId);
    expect(b.holds.every((h) => h.status === 'POSTED' || h.status === 'VOIDED')).toBe(true);
    const posted = b.holds.filter((h) => h.status === 'POSTED');
    const postedSum = posted.reduce((s, h) => s + h.amountFen, 0);
    expect(b).toMatchObject({ frozen: 0, held: 0, balance: start - paidOk - postedSum, ledgerSum: start - paidOk - postedSum });
    const ledger = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    const wdEntries = ledger.filter((e) => e.type === 'WITHDRAW');
    expect(wdEntries).toHaveLength(posted.length);
    expect(new Set(wdEntries.map((e) => e.refId))).toEqual(new Set(posted.map((h) => h.refId)));
    expect(posted.every((h) => h.amountFen % 100 === 0)).toBe(true);
    for (const w of b.withdrawals) {
      const h = b.holds.find((x) => x.id === w.holdId)!;
      expect(w.status).toBe(h.status === 'POSTED' ? 'SUCCESS' : 'FAILED');
    }
    // A second post of a settled hold does nothing (and the ledger would refuse it anyway).
    expect(await settleDue(t.deps)).toMatchObject({ SUCCESS: 0, FAILED: 0 });
  }, 240_000);

  it('50 concurrent holds and debits straight on the books: exactly what the balance covers, never below zero', async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    await fund(t, u.userId, 2_000);
    const now = t.deps.now();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.deps.db.transaction<unknown>((tx) =>
          i % 2
            ? placeHold(tx, { id: `wh_t_${u.userId}_${i}`, userId: u.userId, amountFen: 100, refType: 'TEST', refId: `h-${u.userId}-${i}`, now })
            : debit(tx, { userId: u.userId, amountFen: 100, refType: 'TEST', refId: `d-${u.userId}-${i}`, refNo: '', remark: '', now }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const b = await books(t, u.userId);
    const holds = await t.deps.db.select().from(walletHolds).where(eq(walletHolds.userId, u.userId));
    expect(b.balance).toBe(0);
    expect(b.frozen).toBe(holds.length * 100);
    expect(b.ledgerSum).toBe(b.balance + b.frozen);
  });
});

describe('账单 while a withdrawal is in progress', () => {
  it('lists it on top as 提现中 (page 1 of 全部 and 提现, its month), and no longer once the bank has paid', async () => {
    const u = await customerWithCard(300_000);
    const ok = await withdraw(u, 50_000);
    expect(ok.code, ok.msg).toBe(200);
    const bills = (q: Record<string, unknown>) => t.call('POST', '/api/wallet/v1/bill_list', q, { token: u.token });
    const all = (await bills({ page: 1 })).data;
    expect(all.pending).toEqual([expect.objectContaining({ id: ok.data.id, amountFen: 50_000, status: 'PROCESSING', statusName: '审核中' })]);
    // The held money is the difference between the total and what can be spent: the rows agree with the balance.
    const w = await info(u.token);
    expect(w.frozenFen).toBe(50_000);
    expect((await bills({ page: 1, type: 'WITHDRAW' })).data.pending).toHaveLength(1);
    expect((await bills({ page: 1, type: 'PAY' })).data.pending).toEqual([]);
    expect((await bills({ page: 2 })).data.pending).toEqual([]);
    expect((await bills({ page: 1, month: '2020-01' })).data.pending).toEqual([]);
    // Paid out by the sweeper: a ledger row instead.
    t.advance(DELAY() + 1000);
    await settleDue(t.deps, { userId: u.userId });
    const after = (await bills({ page: 1 })).data;
    expect(after.pending).toEqual([]);
    expect(after.records[0]).toMatchObject({ type: 'WITHDRAW', amountFen: -50_000 });
  });
});
