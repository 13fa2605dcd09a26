import { fenToYuan } from '@/lib/format';
import type { DbLike } from '../../db/types';
import { notify, type NoticeInput } from '../notice/notify';

// What an order tells the other side (issue 27 §2, 交易通知): its planner about the first payment (新订单), its customer
// about each service node the planner finishes. Written in the transaction of the write that makes the event happen;
// the key is the event's identity (the order; the finished node), so a retried or concurrent write notifies once.

const quote = (text: string, max = 24) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return `「${chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')}」`;
};

type PaidOrder = { id: string; cusOrderNo: string; userId: string; plannerId: string | null };
/** A line of the paid order; `storeOwner` is who sells its goods (plannerSellingOpenSql), read with the line. */
type PaidLine = { id: string; goodsId: string; goodsName: string; storeOwner: string | null };

/**
 * A customer order took its first payment: each planner who acts for one of its lines (its planner; for an order
 * without one, the owner of a store selling the line's goods) is told once, with a link to the first of their lines.
 * The notices (pure: the payment's transaction writes them with its other writes, notice/notify.ts noticesInsert).
 */
export function orderPaidNotices(cus: PaidOrder, lines: PaidLine[], paidFen: number, started: boolean): NoticeInput[] {
  const byPlanner = new Map<string, PaidLine[]>();
  for (const line of lines) {
    const plannerId = cus.plannerId ?? line.storeOwner;
    if (!plannerId || plannerId === cus.userId) continue;
    byPlanner.set(plannerId, [...(byPlanner.get(plannerId) ?? []), line]);
  }
  return [...byPlanner].map(([plannerId, mine]) => ({
    userId: plannerId,
    category: 'trade',
    kind: 'order.paid',
    key: `order.paid:${cus.id}`,
    title: `新订单：客户已付款 ¥${fenToYuan(paidFen)}`,
    body: `客户已为订单 ${cus.cusOrderNo}${quote(mine[0].goodsName)}${mine.length > 1 ? `等 ${mine.length} 项服务` : ''}付款 ¥${fenToYuan(paidFen)}${started ? '，请及时开始服务' : ''}。`,
    link: `/workbench/orders/${encodeURIComponent(mine[0].id)}`,
  }));
}

/** The planner finished a service node of a line: its customer sees the progress (and what is now to pay). */
export async function noticeNodeDone(
  tx: DbLike,
  o: { id: string; cusOrderId: string; userId: string; goodsName: string },
  done: { id: string; name: string },
  next: { name: string } | null,
  nowDue: boolean,
  now: Date,
) {
  const goods = quote(o.goodsName);
  const title = next ? `订单进度更新：${done.name}已完成` : '服务已全部完成，请确认';
  const body = next
    ? `您的订单${goods}已完成「${done.name}」，进入「${next.name}」${nowDue ? '，本阶段款项待支付' : ''}。`
    : `您的订单${goods}服务节点已全部完成${nowDue ? '，尚有款项待支付，请付款后' : '，请核对后'}在订单详情中确认完成。`;
  return notify(
    tx,
    { userId: o.userId, category: 'trade', kind: 'order.node', key: `order.node:${o.id}:${done.id}`, title, body, link: `/order/detail?cusOrderId=${encodeURIComponent(o.cusOrderId)}` },
    now,
  );
}
