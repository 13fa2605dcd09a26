import { and, asc, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import { checkIdCard } from '@/lib/validators/idCard';
import type { BankCard, BindCardInput, BindCardSmsResult, BranchList, WalletAccountInfo } from '@/lib/contract/wallet/api';
import { CARD_SMS_EXPIRE_SECONDS, CARD_SMS_RESEND_SECONDS, CARD_VERIFY_DAILY_PER_CARD, CARD_VERIFY_DAILY_PER_USER, WALLET_ERR, WITHDRAW_STATUS } from '@/lib/contract/wallet/enums';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { likeContains } from '../../db/paging';
import { checkCardNo, maskCardNo } from '../../adapters/bankVerify';
import { maskPhone } from '../auth/users';
import { verifiedIdNo } from '../realname/service';
import { checkPayPassword } from './service';
import { cardNoHash, cardNoHashes, openCardNo, sealCardNo } from './cardCipher';
import { reserveAll } from './counters';
import { walletBankBranches, walletBankCards, walletCardVerifications, walletWithdrawals } from './schema';

// Bank cards of the wallet (inventory my §2 bankCards/*): bound in the verified real name with the four elements and
// a code the bank texts to the reserved phone; listed masked; unbound with the pay password.

type CardRow = typeof walletBankCards.$inferSelect;
const CARD_BOUND = 'BOUND';
const phoneDailyMax = 10;

export const cardNotFound = () => notFound('银行卡不存在');

export function cardView(r: CardRow): BankCard {
  return {
    id: r.id,
    bankCode: r.bankCode,
    bankName: r.bankName,
    cardType: r.cardType,
    cardMasked: r.cardMasked,
    cardTail: r.cardTail,
    holderName: r.holderName,
    openingBankName: r.branchName,
    phoneMasked: r.phoneMasked,
    createTime: r.createdAt.toISOString(),
  };
}

/** account_info: the holder the wallet's cards are bound to (the verified real name), or not verified yet. */
export async function walletAccountInfo(deps: Deps, userId: string): Promise<WalletAccountInfo> {
  const id = await verifiedIdNo(deps, userId);
  return { realNamed: !!id, holderName: id?.name ?? null, idNoMasked: id?.idNoMasked ?? null };
}

/** card_no: the bank of a card number (Luhn and BIN), as the form's 银行名称. */
export function identifyCard(deps: Deps, cardNumber: string) {
  const c = checkCardNo(cardNumber);
  if (!c.ok) throw badInput(`cardNumber：${c.reason}`);
  return { bankCode: c.issuer.bankCode, bankName: c.issuer.bankName, cardType: c.issuer.cardType };
}

/** card_info: a bank's opening branches whose name contains the keyword (all of them without one). */
export async function branchSearch(db: DbLike, input: { bankCode: string; keyword?: string; limit: number }): Promise<BranchList> {
  const conds = [eq(walletBankBranches.bankCode, input.bankCode)];
  if (input.keyword) conds.push(ilike(walletBankBranches.name, likeContains(input.keyword)));
  const rows = await db.select().from(walletBankBranches).where(and(...conds)).orderBy(asc(walletBankBranches.code)).limit(input.limit);
  return { records: rows.map((b) => ({ id: b.id, name: b.name, code: b.code, city: b.city })) };
}

/** card_list: the caller's bound cards, newest first. */
export async function cardList(db: DbLike, userId: string) {
  const rows = await db.select().from(walletBankCards).where(and(eq(walletBankCards.userId, userId), eq(walletBankCards.status, CARD_BOUND))).orderBy(desc(walletBankCards.createdAt));
  return { records: rows.map(cardView) };
}

/** One of the caller's bound cards; anyone else's (or an unbound one) answers as unknown. */
export async function ownCard(db: DbLike, userId: string, id: string): Promise<CardRow> {
  const [r] = await db.select().from(walletBankCards).where(and(eq(walletBankCards.id, id), eq(walletBankCards.userId, userId), eq(walletBankCards.status, CARD_BOUND)));
  if (!r) throw cardNotFound();
  return r;
}

/** The full number of a card (bound or not), for the payout provider only. */
export async function payoutCardNo(deps: Deps, cardId: string): Promise<string> {
  const [r] = await deps.db.select({ enc: walletBankCards.cardNoEnc }).from(walletBankCards).where(eq(walletBankCards.id, cardId));
  if (!r) throw new Error(`card ${cardId} missing`);
  return openCardNo(deps, r.enc);
}

/**
 * bind_card_sms, step 1 of binding: the four elements (the verified holder's name, the ID number, the card number and
 * the card's reserved phone) go to the bank-verification provider, which texts a code to the reserved phone. Each
 * attempt that reaches the provider is counted first, atomically: CARD_VERIFY_DAILY_PER_CARD per card number,
 * CARD_VERIFY_DAILY_PER_USER per account and 10 per reserved phone, per China day.
 */
export async function bindCardSms(deps: Deps, userId: string, input: { cardNumber: string; idNo: string; phone: string; branchId: string }): Promise<BindCardSmsResult> {
  const { db } = deps;
  const now = deps.now();
  const holder = await verifiedIdNo(deps, userId);
  if (!holder) throw new AppError(WALLET_ERR.REALNAME_REQUIRED, '请先完成实名认证');
  const card = checkCardNo(input.cardNumber);
  if (!card.ok) throw badInput(`cardNumber：${card.reason}`);
  const id = checkIdCard(input.idNo, now);
  if (!id.ok) throw badInput(`idNo：请输入正确的身份证号码（${id.reason}）`);
  if (id.idNo !== holder.idNo) throw badInput('idNo：身份证号与实名认证信息不一致');
  const [branch] = await db.select().from(walletBankBranches).where(eq(walletBankBranches.id, input.branchId));
  if (!branch) throw badInput('branchId：开户行有误，请重新选择');
  if (branch.bankCode !== card.issuer.bankCode) throw badInput('branchId：开户行与银行卡所属银行不一致，请重新选择');
  const hash = cardNoHash(deps, card.cardNo);
  const [bound] = await db.select({ id: walletBankCards.id }).from(walletBankCards).where(and(eq(walletBankCards.userId, userId), inArray(walletBankCards.cardNoHash, cardNoHashes(deps, card.cardNo)), eq(walletBankCards.status, CARD_BOUND)));
  if (bound) throw new AppError(ERR.CONFLICT, '该银行卡已绑定，无需重复添加');

  const refused = await reserveAll(
    db,
    [
      { key: `card:${hash}`, max: CARD_VERIFY_DAILY_PER_CARD },
      { key: `user:${userId}`, max: CARD_VERIFY_DAILY_PER_USER },
      { key: `phone:${input.phone}`, max: phoneDailyMax },
    ],
    now,
  );
  if (refused === 0) throw new AppError(ERR.TOO_MANY, '该银行卡今日验证次数已达上限，请明天再试');
  if (refused > 0) throw new AppError(ERR.TOO_MANY, '今日银行卡验证次数已达上限，请明天再试');

  const started = await deps.adapters.bankVerify.startVerify({ name: holder.name, idNo: id.idNo, cardNo: card.cardNo, phone: input.phone }, now);
  if (!started.ok) throw new AppError(WALLET_ERR.CARD_VERIFY_FAILED, `银行卡信息验证未通过：${started.reason}`);
  const verifyId = newId('bv_');
  await db.insert(walletCardVerifications).values({
    id: verifyId,
    userId,
    providerRef: started.requestId,
    holderName: holder.name,
    bankCode: card.issuer.bankCode,
    bankName: card.issuer.bankName,
    cardType: card.issuer.cardType,
    cardNoEnc: sealCardNo(deps, card.cardNo),
    cardNoHash: hash,
    cardMasked: maskCardNo(card.cardNo),
    cardTail: card.cardNo.slice(-4),
    phoneMasked: maskPhone(input.phone),
    branchId: branch.id,
    expiresAt: new Date(now.getTime() + CARD_SMS_EXPIRE_SECONDS * 1000),
    createdAt: now,
  });
  const bank = { bankCode: card.issuer.bankCode, bankName: card.issuer.bankName, cardType: card.issuer.cardType };
  return { verifyId, phoneMasked: maskPhone(input.phone), bank, resendSeconds: CARD_SMS_RESEND_SECONDS, expireSeconds: CARD_SMS_EXPIRE_SECONDS };
}

const codeExpired = () => new AppError(ERR.SMS_CODE_WRONG, '验证码已失效，请重新获取');

/** bind_card, step 2: the code the bank texted; the card is bound once (a second bind of the same card answers 409). */
export async function bindCard(deps: Deps, userId: string, input: BindCardInput): Promise<BankCard> {
  const { db } = deps;
  const now = deps.now();
  const [v] = await db
    .select()
    .from(walletCardVerifications)
    .where(and(eq(walletCardVerifications.id, input.verifyId), eq(walletCardVerifications.userId, userId), eq(walletCardVerifications.status, 'OPEN'), gt(walletCardVerifications.expiresAt, now)));
  if (!v) throw codeExpired();
  const answer = await deps.adapters.bankVerify.confirm(v.providerRef, input.smsCode, now);
  if (answer === 'WRONG') throw new AppError(ERR.SMS_CODE_WRONG, '验证码错误');
  if (answer !== 'OK') throw codeExpired();
  const [branch] = await db.select().from(walletBankBranches).where(eq(walletBankBranches.id, v.branchId));
  try {
    return await db.transaction(async (tx) => {
      const used = await tx
        .update(walletCardVerifications)
        .set({ status: 'USED' })
        .where(and(eq(walletCardVerifications.id, v.id), eq(walletCardVerifications.status, 'OPEN')))
        .returning({ id: walletCardVerifications.id });
      if (!used.length) throw codeExpired();
      const [row] = await tx
        .insert(walletBankCards)
        .values({
          id: newId('bc_'),
          userId,
          holderName: v.holderName,
          bankCode: v.bankCode,
          bankName: v.bankName,
          cardType: v.cardType,
          cardNoEnc: v.cardNoEnc,
          cardNoHash: v.cardNoHash,
          cardMasked: v.cardMasked,
          cardTail: v.cardTail,
          phoneMasked: v.phoneMasked,
          branchId: v.branchId,
          branchName: branch?.name ?? '',
          branchCode: branch?.code ?? '',
          createdAt: now,
        })
        .returning();
      return cardView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, '该银行卡已绑定，无需重复添加');
    throw err;
  }
}

/**
 * unbundle: with the pay password (its attempt lock); a card with a withdrawal 审核中 stays until it settles.
 * Unbinding keeps the row (UNBOUND): past withdrawals point at it.
 */
export async function unbindCard(deps: Deps, userId: string, input: { id: string; payPassword: string }) {
  const { db } = deps;
  const now = deps.now();
  await ownCard(db, userId, input.id);
  await checkPayPassword(deps, userId, input.payPassword, now);
  const busy = sql`exists (select 1 from ${walletWithdrawals} where ${walletWithdrawals.cardId} = ${walletBankCards.id} and ${walletWithdrawals.status} = ${WITHDRAW_STATUS.PROCESSING})`;
  const done = await db
    .update(walletBankCards)
    .set({ status: 'UNBOUND', unboundAt: now })
    .where(and(eq(walletBankCards.id, input.id), eq(walletBankCards.userId, userId), eq(walletBankCards.status, CARD_BOUND), sql`not ${busy}`))
    .returning({ id: walletBankCards.id });
  if (done.length) return { id: input.id, unbound: true as const };
  const [still] = await db.select({ status: walletBankCards.status }).from(walletBankCards).where(eq(walletBankCards.id, input.id));
  if (still?.status === CARD_BOUND) throw new AppError(ERR.CONFLICT, '该银行卡有审核中的提现，请到账后再解绑');
  throw cardNotFound();
}
