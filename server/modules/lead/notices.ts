import { chinaDate } from '@/lib/chinaTime';
import type { NoticeInput } from '../notice/notify';

// 新线索 in the planner's notifications centre (issue 27 §2, 交易通知): a demand card routed to them, or a customer who
// asked them to get in touch from something they shared. Written in the transaction that saves the lead.

/** The planner's workbench page of one demand-card lead. */
export const plannerLeadPath = (leadId: string) => `/workbench/leads/${encodeURIComponent(leadId)}`;
export const PLANNER_LEADS_PATH = '/workbench/leads';

/** A demand card given to the planner: once per card (a double tap finds the first card and saves none). */
export function demandCardNotice(plannerId: string, card: { leadId: string; title: string; customerName: string; cityName: string }): NoticeInput {
  return {
    userId: plannerId,
    category: 'trade',
    kind: 'lead.new',
    key: `lead.new:${card.leadId}`,
    title: `新线索：${card.title}`,
    body: `${card.cityName}的客户${card.customerName}提交了${card.title}，已分配给您，请尽快联系。`,
    link: plannerLeadPath(card.leadId),
  };
}

const MATERIAL: Record<number, string> = { 1: '文章', 2: '问答', 3: '海报', 4: '视频' };

/**
 * 同意委托 on a shared page: one notice per customer, material and China day, the way the lead itself is one a day
 * (two submissions racing may save two leads; the planner still hears of it once). The customer asked this planner to
 * contact them, so the notice carries the phone they left.
 */
export function shareEntrustNotice(
  plannerId: string,
  e: { customerId: string; customerName: string; phone: string; sourceId: string; materialType: number },
  now: Date,
): NoticeInput {
  return {
    userId: plannerId,
    category: 'trade',
    kind: 'lead.new',
    key: `lead.new:entrust:${e.customerId}:${e.sourceId}:${chinaDate(now)}`,
    title: '新线索：客户委托您联系',
    body: `客户${e.customerName || ''}看了您分享的${MATERIAL[e.materialType] ?? '内容'}，委托您与TA联系，手机号：${e.phone}。`,
    link: PLANNER_LEADS_PATH,
  };
}
