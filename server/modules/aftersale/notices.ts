import { fenToYuan } from '@/lib/format';
import { AFTER_SALE_STATUS } from '@/lib/contract/aftersale/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { findOrder, plannerToNotify } from '../order/facts';
import { excerpt, notify, type NoticeInput } from '../notice/notify';
import type { Row } from './sheet';

// What a refund negotiation tells the other side (issue 27 §2, 交易通知): the planner about the customer's steps, the
// customer about the planner's, the platform's and the sweeper's. Each notice is written in the transaction of the
// step (the conditional update that moved the sheet), so it exists exactly when the step does; its key is the step's
// identity (sheet id, plus the 平台介入 count where a sheet can pass the same step again), so a repeated or concurrent
// step notifies once.

/** The step's transaction, the config (the deadlines the texts name) and the step's time. */
export type NoticeCtx = { tx: DbLike; deps: Pick<Deps, 'config'>; now: Date };
/** Who made a decision, as the customer reads it. */
export type Decider = '规划师' | '平台客服';

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
/** A reason typed by someone, clipped for a notice body. */
const said = (text: string, max = 60) => excerpt(text, max);
/** Which round of the negotiation a step is in (the customer changed the request `changeCount` times); '' for the first. */
const round = (row: Row) => (row.changeCount ? `:c${row.changeCount}` : '');
const sheetLink = (id: string) => `/my/afterSale/detail?id=${encodeURIComponent(id)}`;
/** The planner's workbench tab of the sheet's status (1 待处理, 4 已完成, 5 已关闭). */
const benchLink = (status: number) => `/workbench/refunds?status=${status}`;

/** The goods the sheet is about (what the customer recognises) and the planner who acts for its order. */
async function sheetParties(tx: DbLike, row: Row): Promise<{ goods: string; plannerId: string | null }> {
  const o = await findOrder(tx, row.orderId);
  if (!o) return { goods: '「订单」', plannerId: row.merchantUserId };
  return { goods: `「${said(o.goodsName, 24)}」`, plannerId: await plannerToNotify(tx, o) };
}

const toCustomer = (row: Row, kind: string, key: string, title: string, body: string, sms?: NoticeInput['sms']): NoticeInput => ({
  userId: row.userId,
  category: 'trade',
  kind,
  key,
  title,
  body,
  link: sheetLink(row.id),
  ...(sms ? { sms } : {}),
});

const toPlanner = (plannerId: string | null, row: Row, kind: string, key: string, title: string, body: string, tab: number): NoticeInput[] =>
  plannerId && plannerId !== row.userId ? [{ userId: plannerId, category: 'trade', kind, key, title, body, link: benchLink(tab) }] : [];

/** A customer applied: the planner has a sheet to decide. */
export async function noticeApplied({ tx, deps, now }: NoticeCtx, row: Row) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const body = `客户申请退款 ${yuan(row.applyAmountFen)}（订单 ${row.orderNo}${goods}）：${row.reasonName}。请在 ${deps.config.afterSaleMerchantHours} 小时内处理，逾期将自动同意退款。`;
  return notify(tx, toPlanner(plannerId, row, 'aftersale.new', `aftersale.new:${row.id}`, '新的退款申请待处理', body, AFTER_SALE_STATUS.PROCESSING), now);
}

/** The planner (or the platform acting as merchant) offered another amount: the customer must answer. */
export async function noticeOffer({ tx, deps, now }: NoticeCtx, row: Row, who: Decider) {
  const { goods } = await sheetParties(tx, row);
  const body = `${who}对${goods}提出退款 ${yuan(row.planAmountFen)}（您申请 ${yuan(row.applyAmountFen)}）：${said(row.dealMark)}。请在 ${deps.config.afterSaleCustomerDays} 天内确认方案、修改申请、撤销申请或申请平台介入，逾期将自动关闭。`;
  return notify(tx, toCustomer(row, 'aftersale.offer', `aftersale.offer:${row.id}:${row.platInvolvedCount}${round(row)}`, '退款申请有新方案待您确认', body, 'noticeRefundOffer'), now);
}

/** The planner refused: the customer may ask the platform or withdraw. */
export async function noticeRefused({ tx, deps, now }: NoticeCtx, row: Row, who: Decider) {
  const { goods } = await sheetParties(tx, row);
  const body = `${who}未同意您对${goods}的退款申请：${said(row.dealMark)}。您可在 ${deps.config.afterSaleCustomerDays} 天内修改申请、申请平台介入或撤销申请，逾期将自动关闭。`;
  return notify(tx, toCustomer(row, 'aftersale.refused', `aftersale.refused:${row.id}:${row.platInvolvedCount}${round(row)}`, '退款申请未获同意', body), now);
}

/** The planner approved in full and the money went back (or the sweeper did, for a silent planner). */
export async function noticeApproved({ tx, deps, now }: NoticeCtx, row: Row, by: Decider | 'silence') {
  const { goods, plannerId } = await sheetParties(tx, row);
  const money = `${yuan(row.planAmountFen)} 已原路退回，请注意查收。`;
  const why = by === 'silence' ? `规划师 ${deps.config.afterSaleMerchantHours} 小时内未处理，系统已自动同意您对${goods}的退款申请，` : `${by}同意了您对${goods}的退款申请，`;
  const list = [toCustomer(row, 'aftersale.approved', `aftersale.approved:${row.id}`, `退款成功：${yuan(row.planAmountFen)}`, why + money)];
  if (by === 'silence') {
    const body = `订单 ${row.orderNo}${goods}的退款申请超过 ${deps.config.afterSaleMerchantHours} 小时未处理，系统已自动同意并退款 ${yuan(row.planAmountFen)}。`;
    list.push(...toPlanner(plannerId, row, 'aftersale.autoagreed', `aftersale.autoagreed:${row.id}`, '退款申请已超时自动同意', body, AFTER_SALE_STATUS.DONE));
  }
  return notify(tx, list, now);
}

/** The customer accepted the offer (it was paid). */
export async function noticeAccepted({ tx, now }: NoticeCtx, row: Row) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const body = `客户接受了订单 ${row.orderNo}${goods}退款 ${yuan(row.planAmountFen)} 的方案，款项已原路退回，售后完成。`;
  return notify(tx, toPlanner(plannerId, row, 'aftersale.accepted', `aftersale.accepted:${row.id}`, '客户已接受退款方案', body, AFTER_SALE_STATUS.DONE), now);
}

/** The customer withdrew the sheet. */
export async function noticeWithdrawn({ tx, now }: NoticeCtx, row: Row) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const body = `客户撤销了订单 ${row.orderNo}${goods}的退款申请，售后已关闭。`;
  return notify(tx, toPlanner(plannerId, row, 'aftersale.withdrawn', `aftersale.withdrawn:${row.id}`, '客户已撤销退款申请', body, AFTER_SALE_STATUS.CLOSED), now);
}

/** The customer changed the request after an offer or a refusal: the planner decides again. */
export async function noticeChanged({ tx, deps, now }: NoticeCtx, row: Row, before: number) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const body = `客户修改了订单 ${row.orderNo}${goods}的退款申请：${yuan(before)} → ${yuan(row.applyAmountFen)}。请在 ${deps.config.afterSaleMerchantHours} 小时内处理，逾期将视为同意。`;
  return notify(
    tx,
    toPlanner(plannerId, row, 'aftersale.changed', `aftersale.changed:${row.id}:${row.changeCount}`, '客户修改了退款申请', body, AFTER_SALE_STATUS.PROCESSING),
    now,
  );
}

/** The customer asked the platform to decide (平台介入). */
export async function noticeEscalated({ tx, now }: NoticeCtx, row: Row) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const body = `客户对订单 ${row.orderNo}${goods}的退款申请（${yuan(row.applyAmountFen)}）申请了平台介入，平台客服将联系双方并作出裁决。`;
  return notify(
    tx,
    toPlanner(plannerId, row, 'aftersale.escalated', `aftersale.escalated:${row.id}:${row.platInvolvedCount}`, '客户申请了平台介入', body, AFTER_SALE_STATUS.PROCESSING),
    now,
  );
}

/** The platform decided an escalated sheet: both sides are told (refund paid: status 4; refused and closed: 5). */
export async function noticeDecided({ tx, now }: NoticeCtx, row: Row) {
  const { goods, plannerId } = await sheetParties(tx, row);
  const key = `aftersale.decided:${row.id}:${row.platInvolvedCount}`;
  const paid = row.status === AFTER_SALE_STATUS.DONE;
  const mark = row.dealMark ? `：${said(row.dealMark)}` : '';
  const customer = paid
    ? toCustomer(row, 'aftersale.decided', key, `平台已裁决：退款 ${yuan(row.planAmountFen)}`, `平台对${goods}的退款申请裁决退款 ${yuan(row.planAmountFen)}${mark}。款项已原路退回，请注意查收。`)
    : toCustomer(row, 'aftersale.decided', key, '平台已裁决：驳回退款申请', `平台驳回了您对${goods}的退款申请${mark}。售后已关闭，如问题未解决，可重新申请。`);
  const plannerBody = paid
    ? `平台对订单 ${row.orderNo}${goods}的退款申请裁决退款 ${yuan(row.planAmountFen)}${mark}。`
    : `平台驳回了客户对订单 ${row.orderNo}${goods}的退款申请${mark}。`;
  return notify(tx, [customer, ...toPlanner(plannerId, row, 'aftersale.decided', key, '平台已裁决退款申请', plannerBody, row.status)], now);
}

/** The customer left an offer or a refusal unanswered: the sweeper closed the sheet. */
export async function noticeClosed({ tx, deps, now }: NoticeCtx, row: Row) {
  const { goods } = await sheetParties(tx, row);
  const body = `您对${goods}的退款申请超过 ${deps.config.afterSaleCustomerDays} 天未处理，售后已自动关闭。如问题未解决，可重新申请。`;
  return notify(tx, toCustomer(row, 'aftersale.closed', `aftersale.closed:${row.id}`, '退款申请已关闭', body), now);
}
