import { CHAT_SOURCE, IM_TEMPLATE } from '@/lib/contract/chat/enums';
import { INVITE_TYPE_TEXT, type InviteType } from '@/lib/contract/interview/enums';
import { chinaDateTime } from '@/lib/chinaTime';
import type { Deps } from '../../http/types';
import type { SmsTemplate } from '../../adapters/sms';
import { createSession } from '../chat/conversations';
import { liveConversationOf, type Caller } from '../chat/membership';
import { sendTemplateMsg } from '../chat/messages';
import type { PlannerRow } from '../planner/present';
import type { InterviewRow } from './reading';
import { log } from '../../log';

// Telling the other side: a text message in the customer's conversation with the planner (opened the way the chat
// launch opens it when there is none yet, as demand cards do), and for the customer an SMS with the confirm link.
// Best effort: the appointment stands whatever the chat or the SMS provider answers.

export type Party = { caller: Caller; name: string; phone: string };

const when = (row: InterviewRow) => chinaDateTime(row.inviteTime);

/** The invitation as the customer reads it in the chat. */
export function proposalText(planner: Pick<PlannerRow, 'name'>, row: InterviewRow, link: string): string {
  return [
    `【面谈邀约】${planner.name}邀请您面谈`,
    `主题：${row.topic}`,
    `方式：${INVITE_TYPE_TEXT[row.inviteType as InviteType] ?? ''}`,
    `时间：${when(row)}`,
    `地点：${row.inviteAddress}`,
    row.accompanyName ? `陪谈人：${row.accompanyName}` : '',
    row.note ? `备注：${row.note}` : '',
    `请在「我的-面谈记录」中确认：${link}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** An SMS to the customer: a template and its parameters (adapters/sms/templates.ts). */
export type CustomerSms = { template: SmsTemplate; params: Record<string, string> };

export function proposalSms(planner: Pick<PlannerRow, 'name'>, row: InterviewRow, link: string): CustomerSms {
  return { template: 'interviewInvite', params: { planner: planner.name, time: when(row), address: row.inviteAddress, topic: row.topic, link } };
}

/** The customer's SMS when the planner cancels. */
export function cancelSms(planner: Pick<PlannerRow, 'name'>, row: InterviewRow, link: string): CustomerSms {
  return { template: 'interviewCancelled', params: { planner: planner.name, time: when(row), topic: row.topic, reason: row.cancelReason || '未说明', link } };
}

/** What the acting side posts when it changes the appointment. */
export function changeText(row: InterviewRow, change: 'confirm' | 'cancel' | 'complete'): string {
  const head = `${when(row)}「${row.topic}」的面谈`;
  if (change === 'confirm') return `【面谈确认】我已确认${head}，届时见。`;
  if (change === 'complete') return `【面谈完成】${head}已完成，感谢您的信任。`;
  return `【面谈取消】${head}已取消${row.cancelReason ? `，原因：${row.cancelReason}` : '。'}`;
}

/** The customer's live conversation with the planner, opened for them when there is none (they are its customer). */
async function conversationOf(deps: Deps, customer: Caller, planner: PlannerRow): Promise<string> {
  const own = await liveConversationOf(deps.db, { customerId: customer.id, plannerId: planner.userId, source: CHAT_SOURCE.SESSION });
  if (own) return own.id;
  const kefu = await liveConversationOf(deps.db, { customerId: customer.id, plannerId: planner.userId, source: CHAT_SOURCE.KEFU });
  if (kefu) return kefu.id;
  const opened = await createSession(deps, customer, { imUserId: planner.userId, imUserType: planner.mchClass, ext: { startUserType: 'interview' } });
  return opened.groupId;
}

/** Posts `content` from `from` into the conversation of the customer and the planner; the group id, or null on failure. */
export async function postToChat(deps: Deps, a: { customer: Caller; planner: PlannerRow; from: Caller; content: string; clientMsgId: string }): Promise<string | null> {
  try {
    const groupId = await conversationOf(deps, a.customer, a.planner);
    await sendTemplateMsg(deps, a.from, { groupId, templateId: IM_TEMPLATE.TEXT, params: { content: a.content }, clientMsgId: a.clientMsgId });
    return groupId;
  } catch (err) {
    log.warn({ where: 'interview', clientMsgId: a.clientMsgId, err }, 'chat notification failed');
    return null;
  }
}

/** An SMS to the customer through the sms adapter; false when the provider refused it. */
export async function smsTo(deps: Deps, phone: string, sms: CustomerSms): Promise<boolean> {
  try {
    await deps.adapters.sms.send({ phone, ...sms }, deps.now());
    return true;
  } catch (err) {
    log.warn({ where: 'interview', err }, 'sms failed');
    return false;
  }
}
