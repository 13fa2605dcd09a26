/** 账单 (inventory my §2 bill list and detail): filters, months and the detail's rows, as plain functions. */
import { LEDGER_TYPE, type LedgerType } from '@/lib/contract/wallet/enums';
import { chinaDateTime, chinaParts } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';

export const BILL_TYPES = [
  { key: '', title: '全部' },
  { key: LEDGER_TYPE.TOPUP, title: '充值' },
  { key: LEDGER_TYPE.PAY, title: '支付' },
  { key: LEDGER_TYPE.REFUND, title: '退款' },
  { key: LEDGER_TYPE.WITHDRAW, title: '提现' },
] as const;
export type BillTypeFilter = LedgerType | '';

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const first = (v: unknown) => String(Array.isArray(v) ? v[0] : (v ?? '')).trim();

/** ?type= as a ledger kind; anything else is all kinds. */
export function billTypeOf(value: unknown): BillTypeFilter {
  const v = first(value);
  return BILL_TYPES.find((t) => t.key === v)?.key ?? '';
}

/** ?month= as 'YYYY-MM'; anything else is all months. */
export const billMonthOf = (value: unknown): string => (MONTH_RE.test(first(value)) ? first(value) : '');

/** '2026-05' → '2026年5月'; '' → '全部月份'. */
export function monthLabel(month: string): string {
  const m = MONTH_RE.exec(month);
  return m ? `${m[1]}年${Number(m[2])}月` : '全部月份';
}

/** The `n` months up to this one in China time, newest first ('2026-05', '2026-04', …). */
export function recentMonths(now: Date, n = 24): string[] {
  const p = chinaParts(now);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const total = p.y * 12 + (p.m - 1) - i;
    out.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The month picker's choices: all months, then the recent ones (and the chosen one, should it be older). */
export function monthOptions(now: Date, chosen = ''): { label: string; value: string }[] {
  const months = recentMonths(now);
  if (chosen && !months.includes(chosen)) months.push(chosen);
  return [{ label: '全部月份', value: '' }, ...months.map((m) => ({ label: monthLabel(m), value: m }))];
}

/** The address of a filtered list (defaults left out). */
export function billQuery(type: BillTypeFilter, month: string): Record<string, string> {
  const q: Record<string, string> = {};
  if (type) q.type = type;
  if (month) q.month = month;
  return q;
}

/** +12.00 for money in, -5.00 for money out. */
export const signedYuan = (fen: number) => `${fen < 0 ? '-' : '+'}${fenToYuan(Math.abs(fen))}`;

export const billEmptyText = (type: BillTypeFilter, month: string) => (type || month ? '该条件下暂无账单记录' : '暂无账单记录');

type Detail = { amountFen: number; typeName: string; createTime: string; billNo: string; refNo: string; refKind: string; remark: string; balanceAfterFen: number };

/** The 单号 label by what the entry belongs to. */
const REF_LABEL: Record<string, string> = { PAYMENT: '支付单号', REFUND: '原支付单号', WITHDRAWAL: '提现单号' };

/** The rows of 明细详情: 类型, 时间, 流水号, then what is known of its order and the balance after it. */
export function billDetailRows(d: Detail): { label: string; value: string }[] {
  const rows = [
    { label: '类型', value: d.typeName },
    { label: '时间', value: chinaDateTime(d.createTime, { seconds: true }) },
    { label: '流水号', value: d.billNo },
  ];
  if (d.refNo) rows.push({ label: REF_LABEL[d.refKind] ?? '关联单号', value: d.refNo });
  if (d.remark) rows.push({ label: '说明', value: d.remark });
  rows.push({ label: '变动后余额', value: `¥${fenToYuan(d.balanceAfterFen)}` });
  return rows;
}

/** 入账金额 or 出账金额 over the amount. */
export const amountTitle = (fen: number) => (fen < 0 ? '出账金额（元）' : '入账金额（元）');
