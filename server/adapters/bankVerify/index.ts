import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { checkIdCard } from '@/lib/validators/idCard';
import type { Db } from '../../db/client';
import type { SmsAdapter } from '../sms';
import { bankVerifyLocalRequests } from './schema';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';
import { checkCardNo, issuerOf, luhnValid, normaliseCardNo, type Issuer } from './bins';
import { MOBILE_RE } from '@/lib/contract/mobile';

export { checkCardNo, issuerOf, luhnValid, maskCardNo, normaliseCardNo, BANKS, type Issuer } from './bins';

/**
 * Bank-card verification behind one interface (ADR 0011): the card network's "four elements" check (holder name, ID
 * number, card number, the card's reserved phone) followed by a code the bank texts to that reserved phone. The
 * wallet binds a card only after `confirm` says the code is right.
 */
export type FourElements = { name: string; idNo: string; cardNo: string; phone: string };
export type VerifyStart = { ok: true; requestId: string; issuer: Issuer } | { ok: false; reason: string };
export type VerifyConfirm = 'OK' | 'WRONG' | 'EXPIRED';

export interface BankVerifyAdapter extends ProviderInfo {
  /** The issuing bank of a card number (by its BIN), or null: what the form shows as 银行名称. */
  identify(cardNo: string): Issuer | null;
  /** Checks the four elements and sends the code to the reserved phone; `ok: false` carries the bank's reason. */
  startVerify(input: FourElements, now: Date): Promise<VerifyStart>;
  /** Checks the texted code (5 tries, 10 minutes, once). */
  confirm(requestId: string, code: string, now: Date): Promise<VerifyConfirm>;
}

export const VERIFY_CODE_TTL_MS = 10 * 60_000;
export const VERIFY_MAX_TRIES = 5;
/** The local bank declines reserved phones ending in 0000 (tests use it for the 验证未通过 path). */
export const LOCAL_DECLINED_PHONE_SUFFIX = '0000';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The local provider: the card number must pass Luhn and belong to a known bank's debit BIN, the ID number must be a
 * valid GB 11643 number (region, birth date, check character), the name must be given; then a code goes to the
 * reserved phone through the SMS adapter (so it lands in the local outbox). It cannot ask a bank whether the four
 * elements belong together; a real provider (银联/网联 four-element API) implements the same interface.
 */
export function createLocalBankVerify({ db, sms }: { db: Db; sms: SmsAdapter }): BankVerifyAdapter {
  return {
    provider: 'local',
    standIn: true,
    identify(cardNo) {
      const n = normaliseCardNo(cardNo);
      return n && luhnValid(n) ? issuerOf(n) : null;
    },
    async startVerify(input, now) {
      const card = checkCardNo(input.cardNo);
      if (!card.ok) return card;
      const id = checkIdCard(input.idNo, now);
      if (!id.ok) return { ok: false, reason: id.reason };
      if (!input.name.trim()) return { ok: false, reason: '持卡人姓名不能为空' };
      if (!MOBILE_RE.test(input.phone)) return { ok: false, reason: '银行预留手机号有误' };
      if (input.phone.endsWith(LOCAL_DECLINED_PHONE_SUFFIX)) return { ok: false, reason: '银行预留手机号与银行卡不一致' };
      const requestId = 'bvr_' + randomBytes(12).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(bankVerifyLocalRequests).values({
        requestId,
        cardNoHash: sha(`card:${card.cardNo}`),
        phone: input.phone,
        codeHash: sha(`${requestId}:${code}`),
        expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS),
        createdAt: now,
      });
      const params = { tail: card.cardNo.slice(-4), bank: card.issuer.bankName, code, minutes: String(VERIFY_CODE_TTL_MS / 60_000) };
      await sms.send({ phone: input.phone, template: 'bankCardCode', params }, now);
      return { ok: true, requestId, issuer: card.issuer };
    },
    async confirm(requestId, code, now) {
      // The try is taken before the comparison, in one conditional update (ADR 0004).
      const [row] = await db
        .update(bankVerifyLocalRequests)
        .set({ attempts: sql`${bankVerifyLocalRequests.attempts} + 1` })
        .where(
          and(
            eq(bankVerifyLocalRequests.requestId, requestId),
            isNull(bankVerifyLocalRequests.usedAt),
            gt(bankVerifyLocalRequests.expiresAt, now),
            lt(bankVerifyLocalRequests.attempts, VERIFY_MAX_TRIES),
          ),
        )
        .returning({ codeHash: bankVerifyLocalRequests.codeHash });
      if (!row) return 'EXPIRED';
      const given = Buffer.from(sha(`${requestId}:${code}`), 'hex');
      if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) return 'WRONG';
      const used = await db
        .update(bankVerifyLocalRequests)
        .set({ usedAt: now })
        .where(and(eq(bankVerifyLocalRequests.requestId, requestId), isNull(bankVerifyLocalRequests.usedAt)))
        .returning({ id: bankVerifyLocalRequests.requestId });
      return used.length ? 'OK' : 'EXPIRED';
    },
  };
}

/**
 * BANK_VERIFY_PROVIDER: `local` (default, the only provider of this build; a stand-in: it checks the card number's
 * form and the ID number's checksum, not whether the four elements belong together at a bank).
 */
export function createBankVerify({ db, sms, env = process.env }: { db: Db; sms: SmsAdapter; env?: Env }): BankVerifyAdapter {
  chooseProvider(env, 'BANK_VERIFY_PROVIDER', ['local'], 'local');
  return createLocalBankVerify({ db, sms });
}
