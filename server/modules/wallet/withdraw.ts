import { and, desc, eq, or } from 'drizzle-orm';
import type { Withdrawal } from '@/lib/contract/wallet/api';
import { WITHDRAW_MAX_FEN, WITHDRAW_MIN_FEN, WITHDRAW_STATUS, WITHDRAW_STATUS_NAME, type WithdrawStatus } from '@/lib/contract/wallet/enums';
import type { Paged } from '@/lib/contract/paging';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { checkPayPassword } from './service';
import { placeHold } from './holds';
import { ownCard } from './bankCards';
import { submitPayout } from './payoutSettle';
import { walletWithdrawals } from './schema';
import { log } from '../../log';

// Withdrawals (inventory my §2 withdraw/*): a hold on the balance, paid out to a bound card by the payout provider,
// then posted (提现成功) or voided (提现失败). Settling lives in payoutSettle.ts.

type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
export const WITHDRAWAL_REF = 'WITHDRAWAL';

export function withdrawalView(r: WithdrawalRow): Withdrawal {
  const status = r.status as WithdrawStatus;
  return {
    id: r.id,
    withdrawNo: r.withdrawNo,
    amountFen: r.amountFen,
    serviceChargeFen: r.serviceChargeFen,
    status,
    statusName: WITHDRAW_STATUS_NAME[status] as Withdrawal['statusName'],
    failReason: r.failReason,
    bankName: r.bankName,
    cardMasked: r.cardMasked,
    cardTail: r.cardTail,
    holderName: r.holderName,
    createTime: r.createdAt.toISOString(),
    finishTime: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}

async function byKey(db: DbLike, userId: string, key: string) {
  const [r] = await db.select().from(walletWithdrawals).where(and(eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.idempotencyKey, key)));
  return r ?? null;
}

/** A retry with the same key answers the withdrawal it made; the same key for a different withdrawal is refused. */
function sameRequest(r: WithdrawalRow, input: { amountFen: number; bankCardId: string }) {
  if (r.amountFen !== input.amountFen || r.cardId !== input.bankCardId) throw new AppError(ERR.CONFLICT, '该提现申请已提交，请返回后重新发起');
  return withdrawalView(r);
}

/**
 * withdraw: ¥10–¥10000 (in fen) to one of the caller's bound cards, with the pay password (its attempt lock). The
 * withdrawal row and its hold are written in one transaction; the hold takes the amount from the balance in one
 * conditional UPDATE (balance >= amount), so no race with a payment or another withdrawal can overdraw. The payout is
 * handed to the provider after the commit (the sweeper hands it over if this process stops first).
 */
export async function withdraw(deps: Deps, userId: string, input: { amountFen: number; bankCardId: string; payPassword: string; idempotencyKey: string }): Promise<Withdrawal> {
  const { db } = deps;
  const now = deps.now();
  if (!Number.isInteger(input.amountFen) || input.amountFen < WITHDRAW_MIN_FEN) throw badInput('amountFen：每次提现金额不低于10元');
  if (input.amountFen > WITHDRAW_MAX_FEN) throw badInput('amountFen：每次最多可提现10000元');
  const earlier = await byKey(db, userId, input.idempotencyKey);
  if (earlier) return sameRequest(earlier, input);
  const card = await ownCard(db, userId, input.bankCardId);
  await checkPayPassword(deps, userId, input.payPassword, now);
  const id = newId('wd_');
  const holdId = newId('wh_');
  try {
    await db.transaction(async (tx) => {
      await insertWithFreshNo(tx, NO_CONSTRAINT.withdrawal, (sp) =>
        sp.insert(walletWithdrawals).values({
          id,
          withdrawNo: businessNo('W', now, { clock: true }),
          userId,
          cardId: card.id,
          bankCode: card.bankCode,
          bankName: card.bankName,
          cardMasked: card.cardMasked,
          cardTail: card.cardTail,
          holderName: card.holderName,
          amountFen: input.amountFen,
          status: WITHDRAW_STATUS.PROCESSING,
          idempotencyKey: input.idempotencyKey,
          holdId,
          nextCheckAt: now,
          createdAt: now,
        }),
      );
      await placeHold(tx, { id: holdId, userId, amountFen: input.amountFen, refType: WITHDRAWAL_REF, refId: id, now });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const same = await byKey(db, userId, input.idempotencyKey);
    if (same) return sameRequest(same, input);
    throw err;
  }
  const [row] = await db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id));
  try {
    await submitPayout(deps, row, now);
  } catch (err) {
    log.warn({ where: 'payout', withdrawNo: row.withdrawNo, err }, 'submit failed, the sweeper retries');
  }
  return withdrawalView(row);
}

/** withdraw_list: the caller's withdrawals, newest first. */
export async function withdrawList(db: DbLike, userId: string, input: { page: number; limit: number }): Promise<Paged<Withdrawal>> {
  const where = eq(walletWithdrawals.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(walletWithdrawals).where(where).orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(walletWithdrawals).where(where),
  ]);
  return pageOf(rows.map(withdrawalView), n, input.page, input.limit);
}

/** withdraw_detail: by id or by 提现单号 (a bill's refNo); anyone else's answers as unknown. */
export async function withdrawDetail(db: DbLike, userId: string, idOrNo: string): Promise<Withdrawal> {
  const [r] = await db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), or(eq(walletWithdrawals.id, idOrNo), eq(walletWithdrawals.withdrawNo, idOrNo))));
  if (!r) throw notFound('提现记录不存在');
  return withdrawalView(r);
}
