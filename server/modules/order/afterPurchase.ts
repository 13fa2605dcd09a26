import type { DbLike } from '../../db/types';
import { afterSalesOfOrders } from '../aftersale/orderSheets';
import { liveContractsOfOrders } from '../contract/orderContracts';
import { evaluationsOfOrderLines } from '../evaluate/orderEvaluations';
import { invoicesOfOrders } from '../invoice/orderInvoices';
import { AFTER_SALE_STATUS as AS, OPEN_STATUSES } from '@/lib/contract/aftersale/enums';
import { HOLDING_STATUSES } from '@/lib/contract/invoice/enums';
import type { AfterPurchase } from '@/lib/contract/order/api';
import { AFTER_SALE_STATE, CUS_ORDER_STATUS, EVALUATE_STATE, ORDER_LINE_STATUS, isVirtualLine } from '@/lib/contract/order/enums';

/** What presentCus needs of a line to decide its after-purchase buttons. */
type LineFacts = { id: string; status: string; paidFen: number; refundedFen: number; productType: string };

/** An order with no after-purchase entry (not yet submitted, or nothing applies). */
export const NO_AFTER_PURCHASE: AfterPurchase = {
  afterSaleState: AFTER_SALE_STATE.NONE,
  afterSaleId: null,
  contractStatus: null,
  contractId: null,
  contractNo: null,
  canContract: false,
  evaluateStatus: EVALUATE_STATE.NOT_YET,
  evaluationId: null,
  invoiceableFen: 0,
  invoiceId: null,
};

/**
 * The after-purchase state of each order line (inventory order.md §0.5 "After-sale state", "Contract button", the
 * signer row's 写评价/查看评价, and the invoice entry), read for all lines of a page in four queries. The rules are the
 * ones the after-sale, contract, evaluate and invoice modules enforce; these only decide which buttons to show.
 */
export async function afterPurchaseOf(db: DbLike, lines: (LineFacts & { cusStatus: number })[]): Promise<Map<string, AfterPurchase>> {
  const out = new Map<string, AfterPurchase>();
  // Unpaid orders may already sign a contract (a trading goods must be signed before paying); nothing else applies.
  const live = lines.filter((l) => l.cusStatus !== CUS_ORDER_STATUS.UNSUBMITTED);
  for (const l of lines) out.set(l.id, NO_AFTER_PURCHASE);
  if (!live.length) return out;
  const ids = live.map((l) => l.id);
  const [sheets, cons, evals, invs] = await Promise.all([
    afterSalesOfOrders(db, ids),
    liveContractsOfOrders(db, ids),
    evaluationsOfOrderLines(db, ids),
    invoicesOfOrders(db, ids),
  ]);
  for (const l of live) {
    const paid = l.paidFen > 0;
    const last = sheets.find((s) => s.orderId === l.id);
    const open = !!last && (OPEN_STATUSES as readonly number[]).includes(last.status);
    const refundedAll = paid && l.refundedFen >= l.paidFen;
    // 1 退款/售后 while money is left to refund, 2 售后中 while a sheet is open, 3 已售后 once one finished (inventory §0.5).
    const afterSaleState: AfterPurchase['afterSaleState'] = open
      ? AFTER_SALE_STATE.OPEN
      : paid && !refundedAll && l.cusStatus !== CUS_ORDER_STATUS.CANCELLED
        ? AFTER_SALE_STATE.APPLY
        : last?.status === AS.DONE
          ? AFTER_SALE_STATE.DONE
          : AFTER_SALE_STATE.NONE;
    const con = cons.find((c) => c.orderId === l.id);
    const ev = evals.find((e) => e.orderItemId === l.id);
    const held = invs.filter((i) => i.orderId === l.id && (HOLDING_STATUSES as readonly string[]).includes(i.status)).reduce((s, i) => s + Number(i.moneyFen), 0);
    const inv = invs.find((i) => i.orderId === l.id);
    out.set(l.id, {
      afterSaleState,
      afterSaleId: last?.id ?? null,
      contractStatus: (con?.status as AfterPurchase['contractStatus']) ?? null,
      contractId: con?.id ?? null,
      contractNo: con?.documentNo ?? null,
      canContract: !isVirtualLine(l) && l.cusStatus !== CUS_ORDER_STATUS.CANCELLED && l.status !== ORDER_LINE_STATUS.CANCELLED && (!!con || !open),
      evaluateStatus: ev ? EVALUATE_STATE.DONE : l.status === ORDER_LINE_STATUS.COMPLETED && !isVirtualLine(l) ? EVALUATE_STATE.WRITE : EVALUATE_STATE.NOT_YET,
      evaluationId: ev?.evaluationId ?? null,
      invoiceableFen: paid && l.status !== ORDER_LINE_STATUS.CANCELLED ? Math.max(0, l.paidFen - l.refundedFen - held) : 0,
      invoiceId: inv?.id ?? null,
    });
  }
  return out;
}
