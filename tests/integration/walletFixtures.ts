import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { idCardCheckChar } from '@/lib/validators/idCard';
import { luhnCheckDigit } from '@/server/adapters/bankVerify/bins';
import { walletHolds, walletLedger, wallets, walletWithdrawals } from '@/server/db/schema';
import { credit } from '@/server/modules/wallet/service';
import { randomIp, type TestContext } from './helpers';

/** Fixtures of the wallet's bank cards and withdrawals (walletBankCards / walletWithdraw tests). */

export const PAY_PWD = '246810';

/** A valid 18-digit ID number no other test uses (random birth date and sequence). */
export function newIdNo(): string {
  const y = 1970 + randomInt(0, 30);
  const m = String(1 + randomInt(0, 12)).padStart(2, '0');
  const d = String(1 + randomInt(0, 28)).padStart(2, '0');
  const body = `510104${y}${m}${d}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
}

/** A Luhn-valid card number of a BIN (19 digits by default). */
export function newCardNo(bin = '622202', length = 19): string {
  let body = bin;
  while (body.length < length - 1) body += String(randomInt(0, 10));
  return body + luhnCheckDigit(body);
}

/** A customer who passed real-name verification and set a pay password; `name` and `idNo` are theirs. */
export async function verifiedCustomer(t: TestContext, opts: { payPassword?: string | null; name?: string } = {}) {
  const phone = t.phone();
  // Each customer from an IP of its own, so no per-IP SMS limit of the test is spent.
  const ip = randomIp();
  const { token, userId } = await t.loginSms(phone, { ip });
  t.advance(61_000);
  const idNo = newIdNo();
  const name = opts.name ?? '张三';
  const code = await t.sendCode(phone, 'default', { ip });
  const rn = await t.call('POST', '/api/contract/v1/authentication', { name, cardNo: idNo, smsCode: code }, { token });
  expect(rn.code, rn.msg).toBe(200);
  const pwd = opts.payPassword === undefined ? PAY_PWD : opts.payPassword;
  if (pwd) {
    const r = await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: pwd }, { token });
    expect(r.code, r.msg).toBe(200);
  }
  return { token, userId, phone, idNo, name };
}

/** A reserved phone no other test uses (never ending in 0000, which the local bank declines). */
export function reservedPhone(t: TestContext) {
  const p = t.phone();
  return p.endsWith('0000') ? `${p.slice(0, -1)}1` : p;
}

/** The first branch of a bank (the seeded directory). */
export async function branchOf(t: TestContext, token: string, bankCode = 'ICBC', keyword?: string) {
  const r = await t.call('GET', '/api/wallet/v1/card_info', { bankCode, keyword }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data.records[0] as { id: string; name: string };
}

/** Binds a card through both steps (four elements + the texted code); returns the card. */
export async function bindCard(t: TestContext, u: { token: string; idNo: string }, cardNo = newCardNo(), bankCode = 'ICBC') {
  const branch = await branchOf(t, u.token, bankCode);
  const phone = reservedPhone(t);
  const s = await t.call('POST', '/api/wallet/v1/bind_card_sms', { cardNumber: cardNo, idNo: u.idNo, phone, branchId: branch.id }, { token: u.token });
  expect(s.code, s.msg).toBe(200);
  const smsCode = await t.readSmsCode(phone);
  const b = await t.call('POST', '/api/wallet/v1/bind_card', { verifyId: s.data.verifyId, smsCode }, { token: u.token });
  expect(b.code, b.msg).toBe(200);
  return { card: b.data as { id: string; cardMasked: string; cardTail: string; bankName: string; openingBankName: string }, cardNo, phone, branch };
}

/** Money in, as a ledger credit (a test top-up). */
export const fund = (t: TestContext, userId: string, amountFen: number, ref = `${Date.now()}-${randomInt(0, 1e9)}`) =>
  credit(t.deps.db, { userId, amountFen, type: 'TOPUP', refType: 'TEST', refId: `fund-${userId}-${ref}`, refNo: '', remark: 'test', now: t.deps.now() });

let keySeq = 0;
export const idemKey = () => `k-${Date.now()}-${++keySeq}-${randomInt(0, 1e6)}`;

/** The wallet's books: balance, frozen, sum of the ledger, the held holds, the holds by status. */
export async function books(t: TestContext, userId: string) {
  const db = t.deps.db;
  const [w] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const [{ s }] = await db.select({ s: sql<string>`coalesce(sum(${walletLedger.amountFen}), 0)` }).from(walletLedger).where(eq(walletLedger.userId, userId));
  const holds = await db.select().from(walletHolds).where(eq(walletHolds.userId, userId));
  const wds = await db.select().from(walletWithdrawals).where(eq(walletWithdrawals.userId, userId));
  const held = holds.filter((h) => h.status === 'HELD').reduce((a, h) => a + h.amountFen, 0);
  return { balance: w.balanceFen, frozen: w.frozenFen, ledgerSum: Number(s), held, holds, withdrawals: wds };
}
