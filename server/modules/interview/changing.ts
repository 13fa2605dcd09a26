import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { CustomerInterview, PlannerInterview } from '@/lib/contract/interview/api';
import { INTERVIEW_SIDE, INTERVIEW_STATUS, interviewConfirmPath, type InterviewSide } from '@/lib/contract/interview/enums';
import { conflictText } from '@/lib/contract/interview/rules';
import { stripEmoji } from '@/lib/emojiText';
import type { Deps, SessionUser } from '../../http/types';
import type { Tx } from '../../db/types';
import { AppError, ERR, notFound } from '../../http/errors';
import { findUserById } from '../auth/users';
import { callerOf, type Caller } from '../chat/membership';
import { plainText } from '../known/moderation';
import { findPlanner } from '../planner/service';
import { siteLink } from '../../http/siteLink';
import { cancelSms, changeText, postToChat, smsTo } from './notify';
import { interviewNotice, type InterviewEvent } from './notices';
import { INTERVIEW_NOT_FOUND, presentForCustomer, presentForPlanner, rowFor, type InterviewRow } from './reading';
import { interviews } from './schema';

// Status changes: confirm (the customer), cancel (either side), complete (the planner). Each is one conditional
// UPDATE on the row's status and owner, so of a confirm and a cancel racing exactly one wins; the other finds
// nothing to change and answers 409 with what happened instead (404 when the row is not the caller's). The other side
// is told in the notifications centre (in the change's transaction) and in the chat (after it).

const LIVE = [INTERVIEW_STATUS.PENDING, INTERVIEW_STATUS.CONFIRMED];

async function refusal(deps: Deps, id: string, side: InterviewSide, userId: string, action: 'confirm' | 'cancel' | 'complete') {
  const row = await rowFor(deps.db, id, side, userId);
  if (!row) return notFound(INTERVIEW_NOT_FOUND);
  return new AppError(ERR.CONFLICT, conflictText(row.status, action, row.inviteTime, deps.now()));
}

/**
 * The conditional UPDATE of a change and the notice to the other side, in one transaction: the notice exists exactly
 * when the change does. Resolves the changed row, or undefined when the UPDATE found nothing to change.
 */
async function changeWithNotice(deps: Deps, event: InterviewEvent, now: Date, update: (tx: Tx) => Promise<InterviewRow[]>): Promise<InterviewRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [row] = await update(tx);
    if (row) await interviewNotice(tx, row, event, now);
    return row;
  });
}

/** Tells the other side in the chat (and the customer by SMS when the planner cancels). Best effort. */
async function tell(deps: Deps, user: SessionUser, row: InterviewRow, change: 'confirm' | 'cancel' | 'complete') {
  const planner = await findPlanner(deps.db, row.plannerId);
  const customer = await findUserById(deps.db, row.customerId);
  if (!planner || !customer) return;
  const customerCaller: Caller = { id: customer.id, userType: customer.userType, sessionId: '', visitor: false };
  const content = changeText(row, change);
  await postToChat(deps, { customer: customerCaller, planner, from: callerOf(user), content, clientMsgId: `iv_${row.id}_${change}` });
  if (change === 'cancel' && row.cancelledBy === INTERVIEW_SIDE.PLANNER) {
    await smsTo(deps, customer.phone, cancelSms(planner, row, siteLink(interviewConfirmPath(row.id))));
  }
}

/** POST /interview/v4/confirm: the invited customer accepts a pending appointment before its time. */
export async function confirmInterview(deps: Deps, user: SessionUser, id: string): Promise<CustomerInterview> {
  const now = deps.now();
  const row = await changeWithNotice(deps, 'confirmed', now, (tx) =>
    tx
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.CONFIRMED, confirmedAt: now, updatedAt: now })
      .where(and(eq(interviews.id, id), eq(interviews.customerId, user.userId), eq(interviews.status, INTERVIEW_STATUS.PENDING), gt(interviews.inviteTime, now)))
      .returning(),
  );
  if (!row) throw await refusal(deps, id, 'customer', user.userId, 'confirm');
  await tell(deps, user, row, 'confirm');
  return (await presentForCustomer(deps.db, [row], now))[0];
}

/**
 * Cancels as one side, in one statement: the customer a pending or confirmed appointment before its time, the planner
 * one of theirs at any time (a customer who never came). With `seen` (the status the caller was shown) it is a
 * compare-and-set: a cancel sent while the other side confirmed finds a changed row and answers 409.
 */
async function cancelAs(deps: Deps, user: SessionUser, id: string, side: InterviewSide, reason?: string, seen?: number): Promise<InterviewRow> {
  const now = deps.now();
  const mine = side === INTERVIEW_SIDE.PLANNER
    ? eq(interviews.plannerId, user.userId)
    : and(eq(interviews.customerId, user.userId), gt(interviews.inviteTime, now));
  const row = await changeWithNotice(deps, 'cancelled', now, (tx) =>
    tx
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.CANCELLED, cancelledAt: now, updatedAt: now, cancelledBy: side, cancelReason: stripEmoji(plainText(reason ?? '')).trim() })
      .where(and(eq(interviews.id, id), seen === undefined ? inArray(interviews.status, LIVE) : eq(interviews.status, seen), mine))
      .returning(),
  );
  if (!row) throw await refusal(deps, id, side, user.userId, 'cancel');
  await tell(deps, user, row, 'cancel');
  return row;
}

/** POST /interview/v4/cancel: the invited customer cancels. */
export async function cancelInterview(deps: Deps, user: SessionUser, id: string, reason?: string, seen?: number): Promise<CustomerInterview> {
  const row = await cancelAs(deps, user, id, INTERVIEW_SIDE.CUSTOMER, reason, seen);
  return (await presentForCustomer(deps.db, [row], deps.now()))[0];
}

/** POST /interview/v4/planner_cancel: the planner who proposed it cancels. */
export async function plannerCancelInterview(deps: Deps, user: SessionUser, id: string, reason?: string, seen?: number): Promise<PlannerInterview> {
  const row = await cancelAs(deps, user, id, INTERVIEW_SIDE.PLANNER, reason, seen);
  return (await presentForPlanner(deps.db, [row], deps.now()))[0];
}

/** POST /interview/v4/complete: the planner marks a confirmed appointment held, once its time has come. */
export async function completeInterview(deps: Deps, user: SessionUser, id: string): Promise<PlannerInterview> {
  const now = deps.now();
  const row = await changeWithNotice(deps, 'completed', now, (tx) =>
    tx
      .update(interviews)
      .set({ status: INTERVIEW_STATUS.COMPLETED, completedAt: now, updatedAt: now })
      .where(and(eq(interviews.id, id), eq(interviews.plannerId, user.userId), eq(interviews.status, INTERVIEW_STATUS.CONFIRMED), lte(interviews.inviteTime, now)))
      .returning(),
  );
  if (!row) throw await refusal(deps, id, 'planner', user.userId, 'complete');
  await tell(deps, user, row, 'complete');
  return (await presentForPlanner(deps.db, [row], now))[0];
}
