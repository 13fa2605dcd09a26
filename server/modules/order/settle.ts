import type { DbLike } from '../../db/types';
import { applyCoupons, couponOptions, type HeldCoupons } from '../coupon/service';
import { PAY_TYPE, payTypeFullLabel } from '@/lib/contract/order/enums';
import type { Line } from './pricing';

/** Batches of one order line: [name, money, due now?, node index|null]. */
export function batchPlan(line: Pick<Line, 'payType' | 'plan'>, payableFen: number): { name: string; moneyFen: number; dueAtSubmit: boolean; nodeIndex: number | null }[] {
  const { payType, plan } = line;
  if (payType === PAY_TYPE.BY_NODE) {
    const nodes = plan.nodes;
    const sumBp = nodes.reduce((s, n) => s + n.payBp, 0) || nodes.length;
    let left = payableFen;
    return nodes.map((n, k) => {
      const money = k === nodes.length - 1 ? left : Math.floor((payableFen * (sumBp === nodes.length ? 1 : n.payBp)) / sumBp);
      left -= money;
      return { name: `节点${k + 1}款（${n.name}）`, moneyFen: money, dueAtSubmit: k === 0, nodeIndex: k };
    });
  }
  if (payType === PAY_TYPE.DEPOSIT) {
    const deposit = Math.max(1, Math.min(payableFen - 1, Math.round((payableFen * plan.depositBp) / 10000)));
    return [
      { name: '定金', moneyFen: deposit, dueAtSubmit: true, nodeIndex: null },
      { name: '尾款', moneyFen: payableFen - deposit, dueAtSubmit: false, nodeIndex: null },
    ];
  }
  return [{ name: '全款', moneyFen: payableFen, dueAtSubmit: payType === PAY_TYPE.FULL, nodeIndex: null }];
}

export type Priced = Awaited<ReturnType<typeof settle>>;

/**
 * Server price of lines with coupons: the Settlement of lib/contract/order/api.ts plus what submitting needs. With
 * `options: false` (a submission, which answers no settlement) the coupons the user could still choose are not read
 * and usableCouponCount is 0.
 */
export async function settle(
  db: DbLike,
  userId: string,
  lines: Line[],
  couponCodes: string[],
  now: Date,
  ownOrderId?: string | null,
  opts: { options?: boolean; held?: HeldCoupons } = {},
) {
  const applied = await applyCoupons(db, userId, couponCodes, lines, now, ownOrderId);
  const { usable } = opts.options === false ? { usable: [] } : await couponOptions(db, userId, lines, now, ownOrderId, opts.held);
  const total = lines.reduce((s, l) => s + l.lineTotalFen, 0);
  const items = lines.map((l, i) => ({
    goodsId: l.goodsId,
    skuId: l.skuId,
    cartId: l.cartId,
    name: l.name,
    skuName: l.skuName,
    img: l.img,
    classCode1: l.classCode1,
    classCodeLevel: l.classCodeLevel,
    payType: l.payType,
    priceFen: l.priceFen,
    goodsNumber: l.quantity,
    lineTotalFen: l.lineTotalFen,
    discountFen: applied.perLine[i],
    payableFen: l.lineTotalFen - applied.perLine[i],
  }));
  const payType = lines[0].payType;
  let payNow = 0;
  let deposit = 0;
  for (const it of items) {
    const plan = batchPlan(lines[items.indexOf(it)], it.payableFen);
    payNow += plan.filter((b) => b.dueAtSubmit).reduce((s, b) => s + b.moneyFen, 0);
    if (payType === PAY_TYPE.DEPOSIT) deposit += plan[0].moneyFen;
  }
  const payable = total - applied.discountFen;
  return {
    settlement: {
      items,
      goodsTotal: lines.reduce((s, l) => s + l.quantity, 0),
      skuTotalPriceFen: total,
      discountFen: applied.discountFen,
      needPayTotalMoneyFen: payable,
      payType,
      payTypeLabel: payTypeFullLabel(payType),
      payNowFen: payNow,
      depositAmountFen: deposit,
      orderBalanceMoneyFen: payType === PAY_TYPE.DEPOSIT ? payable - deposit : 0,
      coupons: applied.coupons,
      usableCouponCount: usable.length,
      needAddress: lines.some((l) => !!l.plan.needsAddress),
    },
    applied,
    usable,
  };
}
