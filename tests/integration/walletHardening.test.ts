import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { G, detail, newCustomer, payWallet, submitOk } from './orderFixtures';
import { walletLedger, wallets } from '@/server/db/schema';
import { LOCK_MS, MAX_PASSWORD_FAILURES, credit, debit } from '@/server/modules/wallet/service';
import { hashPassword } from '@/server/modules/auth/password';

// Counts the pay-password hash checks (the guesses an attacker would want to run in parallel).
const verified = vi.hoisted(() => ({ n: 0 }));
vi.mock('@/server/modules/wallet/payPassword', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/server/modules/wallet/payPassword')>();
  return {
    ...mod,
    verifyPayPassword: async (...args: Parameters<typeof mod.verifyPayPassword>) => {
      verified.n++;
      return mod.verifyPayPassword(...args);
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const PAY_PWD = '246810';
const WRONG = 20201;
const LOCKED = 20204;
const LOW = 20202;

async function customerWithPassword() {
  const c = await newCustomer(t);
  const r = await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: PAY_PWD }, { token: c.token });
  expect(r.code, r.msg).toBe(200);
  return c;
}
const walletRow = async (userId: string) => (await t.deps.db.select().from(wallets).where(eq(wallets.userId, userId)))[0];
const fund = (userId: string, amountFen: number) =>
  credit(t.deps.db, { userId, amountFen, type: 'SEED', refType: 'TEST', refId: `fund-${userId}-${amountFen}`, refNo: '', remark: 'test', now: t.deps.now() });

describe('pay password attempts under concurrency', () => {
  it('50 concurrent wrong passwords: exactly 5 are verified and counted, then the wallet is locked', async () => {
    const c = await customerWithPassword();
    await fund(c.userId, 1_000_000);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    verified.n = 0;
    const res = await Promise.all(Array.from({ length: 50 }, () => payWallet(t, c.token, s.cusOrderId, undefined, '000000')));
    expect(verified.n).toBe(MAX_PASSWORD_FAILURES);
    const wrong = res.filter((r) => r.code === WRONG);
    expect(wrong.map((r) => r.msg).sort()).toEqual(['支付密码错误，还可尝试1次', '支付密码错误，还可尝试2次', '支付密码错误，还可尝试3次', '支付密码错误，还可尝试4次']);
    expect(res.filter((r) => r.code === LOCKED)).toHaveLength(46);
    const w = await walletRow(c.userId);
    expect(w.failedAttempts).toBe(MAX_PASSWORD_FAILURES);
    expect(w.lockedUntil!.getTime()).toBeGreaterThan(t.deps.now().getTime());
    // The right password during the lock is refused without being checked; nothing was paid.
    verified.n = 0;
    const during = await payWallet(t, c.token, s.cusOrderId, undefined, PAY_PWD);
    expect(during.code).toBe(LOCKED);
    expect(verified.n).toBe(0);
    expect((await detail(t, c.token, s.cusOrderId)).cusOrderStatus).toBe(1);
    const info = await t.call('GET', '/api/wallet/v1/account_balance_info', undefined, { token: c.token });
    expect(info.data.lockedUntil).not.toBeNull();
    // After the lock the count starts again and the right password pays.
    t.advance(LOCK_MS + 1000);
    const s2 = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await payWallet(t, c.token, s2.cusOrderId, undefined, '111111')).msg).toBe('支付密码错误，还可尝试4次');
    const ok = await payWallet(t, c.token, s2.cusOrderId, undefined, PAY_PWD);
    expect(ok.code, ok.msg).toBe(200);
    expect((await walletRow(c.userId)).failedAttempts).toBe(0);
  });

  it('changing the pay password with a wrong old one is limited the same way', async () => {
    const c = await customerWithPassword();
    verified.n = 0;
    const res = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '135790', oldPayPassword: '999999' }, { token: c.token })));
    expect(verified.n).toBe(MAX_PASSWORD_FAILURES);
    expect(res.filter((r) => r.code === WRONG)).toHaveLength(MAX_PASSWORD_FAILURES - 1);
    expect(res.filter((r) => r.code === LOCKED)).toHaveLength(50 - MAX_PASSWORD_FAILURES + 1);
    expect((await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: '135790', oldPayPassword: PAY_PWD }, { token: c.token })).code).toBe(LOCKED);
  });
});

describe('pay password storage (ADR 0023)', () => {
  it('is stored as HMAC under the server pepper; a legacy scrypt hash still pays and is replaced on that success', async () => {
    const c = await customerWithPassword();
    expect((await walletRow(c.userId)).payPasswordHash).toMatch(/^hmac-sha256\$/);
    // A wallet whose password was set before the change (scrypt, like the seed's demo wallet).
    const legacy = await hashPassword(PAY_PWD);
    await t.deps.db.update(wallets).set({ payPasswordHash: legacy }).where(eq(wallets.userId, c.userId));
    await fund(c.userId, 1_000_000);
    const s1 = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    // A wrong one leaves the legacy hash as it is (and counts).
    expect((await payWallet(t, c.token, s1.cusOrderId, undefined, '000000')).code).toBe(WRONG);
    expect((await walletRow(c.userId)).payPasswordHash).toBe(legacy);
    const ok = await payWallet(t, c.token, s1.cusOrderId, undefined, PAY_PWD);
    expect(ok.code, ok.msg).toBe(200);
    const after = await walletRow(c.userId);
    expect(after.payPasswordHash).toMatch(/^hmac-sha256\$/);
    expect(after.failedAttempts).toBe(0);
    const s2 = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await payWallet(t, c.token, s2.cusOrderId, undefined, PAY_PWD)).code).toBe(200);
    expect((await walletRow(c.userId)).payPasswordHash).toBe(after.payPasswordHash);
  });
});

describe('wallet balance under concurrency', () => {
  it('50 concurrent wallet payments of different orders: only what the balance covers is paid, never below zero', async () => {
    const c = await customerWithPassword();
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] }));
    const price = orders[0].payNowFen;
    expect(orders.every((o) => o.payNowFen === price)).toBe(true);
    await fund(c.userId, price * 7 + 1);
    const res = await Promise.all(orders.map((o) => payWallet(t, c.token, o.cusOrderId, undefined, PAY_PWD)));
    const paid = res.filter((r) => r.code === 200).length;
    // Every refusal is a short balance or, while others' attempts are in flight, the attempt limit; never an error.
    expect(res.every((r) => [200, LOW, LOCKED].includes(r.code))).toBe(true);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(7);
    const w = await walletRow(c.userId);
    expect(w.balanceFen).toBe(price * 7 + 1 - paid * price);
    const pays = (await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, c.userId))).filter((e) => e.type === 'PAY');
    expect(pays).toHaveLength(paid);
    // Paid orders are exactly those that answered 200.
    const statuses = await Promise.all(orders.map((o) => detail(t, c.token, o.cusOrderId).then((d) => d.cusOrderStatus)));
    expect(statuses.filter((st) => st === 2)).toHaveLength(paid);
    // A second concurrent round over the rest: in all, exactly the 7 the balance covers are paid; 1 fen is left.
    const rest = orders.filter((_, i) => res[i].code !== 200);
    const again = await Promise.all(rest.map((o) => payWallet(t, c.token, o.cusOrderId, undefined, PAY_PWD)));
    let total = paid + again.filter((r) => r.code === 200).length;
    for (const [i, o] of rest.entries()) if (again[i].code === LOCKED && (await payWallet(t, c.token, o.cusOrderId, undefined, PAY_PWD)).code === 200) total++;
    expect(total).toBe(7);
    expect((await walletRow(c.userId)).balanceFen).toBe(1);
    const all = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, c.userId));
    expect(all.filter((e) => e.type === 'PAY')).toHaveLength(7);
  }, 120_000);

  it('10 concurrent wallet payments of one order: it is paid once, debited once (ADR 0048: the batches are read after the lock)', async () => {
    const c = await customerWithPassword();
    const o = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    await fund(c.userId, o.payNowFen * 20);
    const res = await Promise.all(Array.from({ length: 10 }, () => payWallet(t, c.token, o.cusOrderId, undefined, PAY_PWD)));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    // The others are refused as business answers (already paid, changed meanwhile, or the attempt limit), never a 500.
    expect(res.every((r) => r.code === 200 || (r.code !== 500 && r.code >= 20000))).toBe(true);
    const pays = (await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, c.userId))).filter((e) => e.type === 'PAY');
    expect(pays.map((e) => e.amountFen)).toEqual([-o.payNowFen]);
    expect((await walletRow(c.userId)).balanceFen).toBe(o.payNowFen * 19);
    expect(await detail(t, c.token, o.cusOrderId)).toMatchObject({ cusOrderStatus: 2, orderPaidMoneyFen: o.payNowFen });
  }, 60_000);

  it('50 concurrent debits against a balance for 7: exactly 7 succeed and the balance ends at zero', async () => {
    const c = await newCustomer(t);
    await fund(c.userId, 700);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.deps.db.transaction((tx) => debit(tx, { userId: c.userId, amountFen: 100, refType: 'TEST', refId: `d-${c.userId}-${i}`, refNo: '', remark: '', now: t.deps.now() })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect((await walletRow(c.userId)).balanceFen).toBe(0);
    const ledger = await t.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, c.userId));
    expect(ledger.filter((e) => e.type === 'PAY').map((e) => e.balanceAfterFen).sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400, 500, 600]);
  });
});
