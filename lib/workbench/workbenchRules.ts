/**
 * Rules of the planner's workbench pages, kept out of React: who is a planner, which tab a query names, the 部分退款
 * amount, the reasons typed in, and what 联系客户 does for a lead. The server checks all of it again.
 */
import { fenToYuan, yuanToFen } from '@/lib/money';
import { MOBILE_RE } from '@/lib/contract/mobile';

export const WORKBENCH_DENIED = '无权访问：规划师工作台仅对规划师账号开放';

export { isPlannerType } from '@/lib/constants';

/** The tab a query value names, or the first tab. */
export function tabOfQuery<K extends string>(tabs: readonly { key: K }[], value: string | undefined): K {
  return tabs.find((t) => t.key === value)?.key ?? tabs[0].key;
}

/** A count for a tab's title: "服务中 3"; nothing when unknown or 0. */
export const tabTitle = (title: string, n: number | undefined) => (n ? `${title} ${n > 99 ? '99+' : n}` : title);

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** 部分退款: the amount typed in yuan (up to 2 decimals) as fen, above 0 and at most what the customer asked for. */
export function partialRefundFen(text: string, askedFen: number): Checked<number> {
  const s = text.trim();
  if (!s) return { ok: false, error: '请输入退款金额' };
  const fen = yuanToFen(s);
  if (fen === null) return { ok: false, error: '请输入正确的金额（元，最多两位小数）' };
  if (fen <= 0) return { ok: false, error: '退款金额须大于0' };
  if (fen > askedFen) return { ok: false, error: `退款金额不能超过客户申请的${fenToYuan(askedFen)}元` };
  return { ok: true, value: fen };
}

/** A reason the customer will read (驳回原因, 处理意见): required, at most `max` characters. */
export function reasonText(text: string, label: string, max: number): Checked<string> {
  const s = text.trim();
  if (!s) return { ok: false, error: `请填写${label}` };
  if (s.length > max) return { ok: false, error: `${label}不能超过${max}个字` };
  return { ok: true, value: s };
}

export type LeadContact = { kind: 'chat'; groupId: string } | { kind: 'phone'; phone: string } | { kind: 'none'; reason: string };

/**
 * 联系客户 for a lead: the conversation the card was posted into, else a call when the customer welcomes one (the
 * phone is then in full), else nothing to offer.
 */
export function leadContact(card: { groupId: string | null; allowPhone: boolean; customer: { phone: string } }): LeadContact {
  if (card.groupId) return { kind: 'chat', groupId: card.groupId };
  if (card.allowPhone && MOBILE_RE.test(card.customer.phone)) return { kind: 'phone', phone: card.customer.phone };
  return { kind: 'none', reason: '客户暂未开启会话，也未允许电话联系' };
}

/**
 * An instalment as the planner reads it: a later one is 未到期 (not 无需支付, the customer's wording, which would tell
 * the planner nothing is owed), the current one is waiting for the customer, a paid one is paid.
 */
export const PLANNER_BATCH_TEXT: Record<0 | 1 | 2, string> = { 0: '未到期', 1: '待客户支付', 2: '已支付' };
