import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { BILL_MONTH_RE, type BillDetail, type BillPage, type LedgerEntry } from '@/lib/contract/wallet/api';
import { LEDGER_TYPE, LEDGER_TYPE_NAME, WITHDRAW_STATUS, type LedgerType } from '@/lib/contract/wallet/enums';
import { notFound } from '../../http/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { walletLedger, walletWithdrawals } from './schema';
import { withdrawalView } from './withdraw';
import { SEED_ENTRY } from './service';

// The ledger as the customer reads it: bill_list (filtered by kind and month) and bill_detail.

type LedgerRow = typeof walletLedger.$inferSelect;

/** The first instant of a China-time month and of the month after it ('2026-05' → 2026-04-30T16:00Z, 2026-05-31T16:00Z). */
export function monthRange(month: string): { from: Date; to: Date } {
  const m = BILL_MONTH_RE.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const at = (yy: number, mm: number) => new Date(Date.UTC(yy, mm - 1, 1) - 8 * 3600_000);
  return { from: at(y, mo), to: mo === 12 ? at(y + 1, 1) : at(y, mo + 1) };
}

/** The opening balance the seed wrote reads as a top-up. */
const kindOf = (r: LedgerRow): LedgerType => (r.type === SEED_ENTRY ? LEDGER_TYPE.TOPUP : (r.type as LedgerType));

function entryOf(r: LedgerRow): LedgerEntry {
  const type = kindOf(r);
  return {
    id: r.id,
    type,
    typeName: LEDGER_TYPE_NAME[type],
    amountFen: r.amountFen,
    balanceAfterFen: r.balanceAfterFen,
    refNo: r.refNo,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
  };
}

/** bill_list: the user's ledger, newest first; by kind (充值 includes the opening balance) and by China-time month. */
export async function billList(db: DbLike, userId: string, input: { type?: LedgerType; month?: string; page: number; limit: number }): Promise<BillPage> {
  const conds: SQL[] = [eq(walletLedger.userId, userId)];
  if (input.type) conds.push(input.type === LEDGER_TYPE.TOPUP ? inArray(walletLedger.type, [LEDGER_TYPE.TOPUP, SEED_ENTRY]) : eq(walletLedger.type, input.type));
  if (input.month) {
    const { from, to } = monthRange(input.month);
    conds.push(gte(walletLedger.createdAt, from), lt(walletLedger.createdAt, to));
  }
  const where = and(...conds);
  const [rows, [{ n }], pending] = await Promise.all([
    db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.createdAt), desc(walletLedger.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(walletLedger).where(where),
    input.page === 1 && (!input.type || input.type === LEDGER_TYPE.WITHDRAW) ? pendingWithdrawals(db, userId, input.month) : Promise.resolve([]),
  ]);
  return { ...pageOf(rows.map(entryOf), n, input.page, input.limit), pending };
}

/** Withdrawals still in progress (money held, no ledger row until the bank pays), newest first, in the month if one. */
async function pendingWithdrawals(db: DbLike, userId: string, month: string | undefined) {
  const w = walletWithdrawals;
  const conds: SQL[] = [eq(w.userId, userId), eq(w.status, WITHDRAW_STATUS.PROCESSING)];
  if (month) {
    const { from, to } = monthRange(month);
    conds.push(gte(w.createdAt, from), lt(w.createdAt, to));
  }
  const rows = await db.select().from(w).where(and(...conds)).orderBy(desc(w.createdAt), desc(w.id)).limit(20);
  return rows.map(withdrawalView);
}

/** bill_detail: one entry of the caller's own ledger; anyone else's id answers as unknown. */
export async function billDetail(db: DbLike, userId: string, id: string): Promise<BillDetail> {
  const [r] = await db.select().from(walletLedger).where(and(eq(walletLedger.id, id), eq(walletLedger.userId, userId))).limit(1);
  if (!r) throw notFound('账单不存在');
  return { ...entryOf(r), billNo: r.id, refKind: r.refType };
}
