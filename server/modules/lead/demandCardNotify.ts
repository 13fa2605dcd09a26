import { sql, eq } from 'drizzle-orm';
import { IM_TEMPLATE } from '@/lib/contract/chat/enums';
import type { AnswerRow } from '@/lib/contract/demandCard/answers';
import type { Deps, SessionUser } from '../../http/types';
import { createSession } from '../chat/conversations';
import { callerOf } from '../chat/membership';
import { sendTemplateMsg } from '../chat/messages';
import type { PlannerRow } from '../planner/present';
import { leads } from './schema';
import { log } from '../../log';

// The planner learns of a card in the chat workbench: the customer's conversation with them, opened the way the
// chat launch opens it, gets the card's summary as a text template from the customer's side (so it counts as
// unread for the planner and the workbench's list shows it live).

export type CardSummary = { leadId: string; title: string; cityCode: string; cityName: string; requireCode: string; requireName: string; rows: AnswerRow[] };

/** The message: what the customer needs, one answer a line. */
export function summaryText(card: Pick<CardSummary, 'title' | 'cityName' | 'rows'>): string {
  const lines = card.rows.filter((r) => r.value).map((r) => `${r.label}：${r.value}`);
  return [`【需求卡】${card.title}`, `城市：${card.cityName}`, ...lines].join('\n');
}

/**
 * Opens (or reuses) the customer's conversation with the planner, posts the summary once (the card's id is the
 * message's client id, so a retry does not post it twice) and records the conversation on the card. Answers the
 * conversation id, or null when the chat could not take it (the card stays assigned; the planner's list shows it).
 */
export async function notifyPlanner(deps: Deps, user: SessionUser, planner: PlannerRow, card: CardSummary): Promise<string | null> {
  const caller = callerOf(user);
  try {
    const { groupId } = await createSession(deps, caller, {
      imUserId: planner.userId,
      imUserType: planner.mchClass,
      requireCode: card.requireCode,
      requireName: card.requireName,
      ext: { intentionType: { [card.requireCode]: card.requireName }, intentionCity: { [card.cityCode]: card.cityName }, startUserType: 'demand-card' },
    });
    await sendTemplateMsg(deps, caller, {
      groupId,
      templateId: IM_TEMPLATE.TEXT,
      params: { content: summaryText(card) },
      clientMsgId: `dc_${card.leadId}`,
    });
    await deps.db
      .update(leads)
      .set({ payload: sql`${leads.payload} || ${JSON.stringify({ groupId })}::jsonb` })
      .where(eq(leads.id, card.leadId));
    return groupId;
  } catch (err) {
    log.warn({ where: 'demand-card', leadId: card.leadId, err }, 'chat notification failed');
    return null;
  }
}
