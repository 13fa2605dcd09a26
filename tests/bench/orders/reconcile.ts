import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cusOrders, goodsSkus, orders, payments, sandboxTrades, userCoupons, walletLedger, wallets } from '@/server/db/schema';

/**
 * The books of the order bench's customers, checked against each other (tests/bench/orders.bench.ts, and the
 * backup test on a restored copy): order lines = customer orders = total − discount; payments = what the orders say
 * was paid; wallet payments = the ledger's PAY rows; gateway payments = the sandbox's settled trades; every wallet =
 * its ledger; coupons locked or used = discounted orders; stock taken = units ordered since `stockBefore`.
 * `allowUnpaid`: an order submitted but not (yet) paid is fine (a copy taken mid-stream); half-paid never is.
 * Returns the problems found (none: the books reconcile).
 */
export async function reconcileBooks(
  db: Db,
  opts: { userIds: string[]; goods: string[]; stockBefore: { stock: number }[]; allowUnpaid?: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const ids = opts.userIds.length ? opts.userIds : ['-'];
  const cus = await db.select().from(cusOrders).where(inArray(cusOrders.userId, ids));
  const paid = (c: (typeof cus)[number]) => c.paidFen === c.payableFen && c.status === 2 && c.payStatus === 'COMPLETED_PAID';
  const unpaid = (c: (typeof cus)[number]) => c.paidFen === 0 && c.payStatus !== 'COMPLETED_PAID';
  const bad = cus.filter((c) => !paid(c) && !(opts.allowUnpaid && unpaid(c)));
  if (bad.length) problems.push(`${bad.length} orders not fully paid${opts.allowUnpaid ? ' nor unpaid' : ''} (${bad[0].id})`);
  const lines = await db.select().from(orders).where(inArray(orders.userId, ids));
  const sumLines = lines.reduce((s, o) => s + o.payableFen, 0);
  const sumCus = cus.reduce((s, c) => s + c.payableFen, 0);
  const sumTotal = cus.reduce((s, c) => s + c.totalFen - c.discountFen, 0);
  if (sumLines !== sumCus || sumTotal !== sumCus) problems.push(`order lines ${sumLines} / customer orders ${sumCus} / total − discount ${sumTotal} differ`);
  const pays = await db.select().from(payments).where(and(inArray(payments.userId, ids), eq(payments.status, 1)));
  const sumPays = pays.reduce((s, p) => s + p.amountFen, 0);
  const sumPaid = cus.reduce((s, c) => s + c.paidFen, 0);
  if (sumPays !== sumPaid) problems.push(`payments ${sumPays} ≠ orders paid ${sumPaid}`);
  const walletPays = pays.filter((p) => p.method === 'WALLET');
  const ledgerPay = await db
    .select({ s: sql<string>`coalesce(sum(${walletLedger.amountFen}), 0)`, n: sql<string>`count(*)` })
    .from(walletLedger)
    .where(and(inArray(walletLedger.userId, ids), eq(walletLedger.type, 'PAY')));
  if (-Number(ledgerPay[0].s) !== walletPays.reduce((s, p) => s + p.amountFen, 0) || Number(ledgerPay[0].n) !== walletPays.length)
    problems.push(`wallet ledger PAY ${-Number(ledgerPay[0].s)} (${ledgerPay[0].n}) ≠ wallet payments`);
  const gatewayPays = pays.filter((p) => p.method === 'SANDBOX');
  const trades = await db.select().from(sandboxTrades).where(inArray(sandboxTrades.paymentNo, gatewayPays.map((p) => p.paymentNo).concat(['-'])));
  const sumTrades = trades.filter((tr) => tr.status === 1).reduce((s, tr) => s + tr.amountFen, 0);
  if (sumTrades !== gatewayPays.reduce((s, p) => s + p.amountFen, 0)) problems.push(`gateway trades ${sumTrades} ≠ sandbox payments`);
  const ws = await db.select().from(wallets).where(inArray(wallets.userId, ids));
  const sums = await db
    .select({ userId: walletLedger.userId, s: sql<string>`sum(${walletLedger.amountFen})` })
    .from(walletLedger)
    .where(inArray(walletLedger.userId, ids))
    .groupBy(walletLedger.userId);
  for (const w of ws) {
    const l = Number(sums.find((x) => x.userId === w.userId)?.s ?? 0);
    if (l !== w.balanceFen) problems.push(`wallet ${w.userId}: balance ${w.balanceFen} ≠ ledger ${l}`);
  }
  const coupons = await db.select().from(userCoupons).where(inArray(userCoupons.userId, ids));
  const held = coupons.filter((c) => c.status === 2 || c.status === 3).length;
  const used = coupons.filter((c) => c.status === 3).length;
  const discounted = cus.filter((c) => c.discountFen > 0);
  if (held !== discounted.length || used !== discounted.filter(paid).length)
    problems.push(`coupons: ${held} locked or used, ${used} used; ${discounted.length} discounted orders, ${discounted.filter(paid).length} paid`);
  const stockAfter = await db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, opts.goods));
  const taken = opts.stockBefore.reduce((s, b) => s + b.stock, 0) - stockAfter.reduce((s, a) => s + a.stock, 0);
  const units = lines.reduce((s, o) => s + o.quantity, 0);
  if (taken !== units) problems.push(`stock taken ${taken} ≠ units ordered ${units}`);
  return problems;
}
