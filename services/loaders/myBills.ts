/** First screens of 账单: /my/wallet/bill/list (?type=&month=) and /my/wallet/bill/detail?id=. */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import type { Http } from '@/lib/http';
import { LEDGER_TYPE } from '@/lib/contract/wallet/enums';
import { billDetail, billList, type BillDetail, type BillPage } from '@/services/wallet';
import { findIsPayment } from '@/services/pay';
import { billMonthOf, billTypeOf, type BillTypeFilter } from '@/lib/bills/billRules';

export const BILL_PAGE_SIZE = 10;

export type BillListData = { type: BillTypeFilter; month: string; first: BillPage | null };

/** One page of the ledger with the list's filters. */
export const billPage = (type: BillTypeFilter, month: string, page: number, client?: Http) =>
  billList({ type: type || undefined, month: month || undefined, page, limit: BILL_PAGE_SIZE }, client);

export async function loadBillList({ client, query }: PageLoadContext): Promise<BillListData> {
  const type = billTypeOf(query.type);
  const month = billMonthOf(query.month);
  return { type, month, first: await optional(billPage(type, month, 1, client)) };
}

export type BillDetailData = { bill: BillDetail; cusOrderId: string | null };

/** The entry, and for a payment or refund of an order that order (to open it); a failed look-up just leaves it out. */
export async function loadBillDetail({ client, query }: PageLoadContext): Promise<BillDetailData> {
  const bill = await billDetail(query.id ?? '', client);
  const ofOrder = (bill.type === LEDGER_TYPE.PAY || bill.type === LEDGER_TYPE.REFUND) && bill.refKind !== 'SEED' && !!bill.refNo;
  const payment = ofOrder ? await optional(findIsPayment(bill.refNo, client)) : null;
  return { bill, cusOrderId: payment?.cusOrderId ?? null };
}
