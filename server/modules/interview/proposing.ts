import { and, eq, inArray } from 'drizzle-orm';
import type { InterviewProposeBody, PlannerInterview } from '@/lib/contract/interview/api';
import { INTERVIEW_STATUS, PROPOSALS_PER_CUSTOMER_PER_DAY, PROPOSALS_PER_PLANNER_PER_DAY, interviewConfirmPath } from '@/lib/contract/interview/enums';
import { inviteTimeProblem } from '@/lib/contract/interview/rules';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { stripEmoji } from '@/lib/emojiText';
import { reserveEach } from '../../cache';
import type { Deps, SessionUser } from '../../http/types';
import { newId } from '../../db/ids';
import { AppError, ERR, badInput, forbidden } from '../../http/errors';
import { findUserById } from '../auth/users';
import { callerOf } from '../chat/membership';
import { moderate, plainText } from '../known/moderation';
import { isCustomerOf } from './customers';
import { siteLink } from '../../http/siteLink';
import { postToChat, proposalSms, proposalText, smsTo } from './notify';
import { interviewNotice } from './notices';
import { presentForPlanner, requireInterviewPlanner } from './reading';
import { interviews } from './schema';

// 发起面谈 (POST /interview/v4/start_customer): a planner proposes an appointment to one of their customers, who
// is told in their chat with the planner, by SMS with the link that confirms it and in the notifications centre.

const DAY_S = 86_400;
export const NOT_YOUR_CUSTOMER = '只能邀约与您咨询过或由您服务的客户';
export const PAIR_LIMIT_MSG = '今天向该客户发出的面谈邀约已达上限，请明天再试';
export const PLANNER_LIMIT_MSG = '今天发出的面谈邀约已达上限，请明天再试';
export const SLOT_TAKEN_MSG = '您与该客户在这个时间已有面谈安排';

/** A field as stored: tags and emoji gone, whitespace tidied; refused words are refused (400 naming the field). */
function clean(field: string, value: string | undefined, label: string, required: boolean): string {
  const text = stripEmoji(plainText(value ?? '')).trim();
  if (required && !text) throw badInput(`${field}：请填写${label}`);
  if (text && moderate({ text }).decision === 'refuse') throw badInput(`${field}：${label}包含违规信息，请修改`);
  return text;
}

/** Reserves one proposal of the day for the pair and one for the planner (each one atomic step). The give-back. */
async function reserve(deps: Deps, plannerId: string, customerId: string): Promise<() => Promise<void>> {
  const limits = [
    { key: `rl:interview:pair:${plannerId}:${customerId}`, max: PROPOSALS_PER_CUSTOMER_PER_DAY, ttlSeconds: DAY_S, msg: PAIR_LIMIT_MSG },
    { key: `rl:interview:planner:${plannerId}`, max: PROPOSALS_PER_PLANNER_PER_DAY, ttlSeconds: DAY_S, msg: PLANNER_LIMIT_MSG },
  ];
  const r = await reserveEach(deps.cache, limits);
  if (r.refused !== -1) throw new AppError(ERR.TOO_MANY, limits[r.refused].msg);
  return r.giveBack;
}

export async function startCustomer(deps: Deps, user: SessionUser, input: InterviewProposeBody): Promise<PlannerInterview> {
  const planner = await requireInterviewPlanner(deps.db, user.userId);
  if (planner.status !== PLANNER_STATUS.ACTIVE) throw forbidden('您的规划师账号暂不可发起面谈');
  const now = deps.now();
  const problem = inviteTimeProblem(input.inviteTime, now);
  if (problem) throw badInput(`inviteTime：${problem}`);
  const topic = clean('topic', input.topic, '面谈主题', true);
  const inviteAddress = clean('inviteAddress', input.inviteAddress, '面谈地点', true);
  const note = clean('note', input.note, '备注', false);
  const accompanyName = clean('accompanyName', input.accompanyName, '陪谈人', false);

  // Someone else's customer and an unknown id get the same answer.
  const customer = input.customerId === planner.userId ? undefined : await findUserById(deps.db, input.customerId);
  if (!customer || !(await isCustomerOf(deps.db, planner.userId, customer.id))) throw forbidden(NOT_YOUR_CUSTOMER);

  const giveBack = await reserve(deps, planner.userId, customer.id);
  let row: typeof interviews.$inferSelect | undefined;
  try {
    // The invitation and its notice to the customer are one write: the notice exists exactly when the appointment does.
    row = await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(interviews)
        .values({
          id: newId('iv_'),
          plannerId: planner.userId,
          customerId: customer.id,
          inviteType: input.inviteType,
          inviteTime: input.inviteTime,
          inviteAddress,
          topic,
          note,
          accompanyName,
          status: INTERVIEW_STATUS.PENDING,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (saved) await interviewNotice(tx, saved, 'invited', now);
      return saved;
    });
  } catch (err) {
    await giveBack();
    throw err;
  }
  if (!row) {
    // The same meeting is already proposed (a double tap): answer that one; it does not count twice. Another meeting
    // with the customer at that very time is a clash.
    await giveBack();
    const [live] = await deps.db
      .select()
      .from(interviews)
      .where(
        and(
          eq(interviews.plannerId, planner.userId),
          eq(interviews.customerId, customer.id),
          eq(interviews.inviteTime, input.inviteTime),
          inArray(interviews.status, [INTERVIEW_STATUS.PENDING, INTERVIEW_STATUS.CONFIRMED]),
        ),
      )
      .limit(1);
    if (!live) throw new AppError(ERR.CONFLICT, '面谈状态已变化，请刷新后重试');
    const same = live.topic === topic && live.inviteAddress === inviteAddress && live.inviteType === input.inviteType;
    if (!same) throw new AppError(ERR.CONFLICT, SLOT_TAKEN_MSG);
    return (await presentForPlanner(deps.db, [live], now))[0];
  }

  const link = siteLink(interviewConfirmPath(row.id));
  const customerCaller = { id: customer.id, userType: customer.userType, sessionId: '', visitor: false };
  await postToChat(deps, { customer: customerCaller, planner, from: callerOf(user), content: proposalText(planner, row, link), clientMsgId: `iv_${row.id}` });
  await smsTo(deps, customer.phone, proposalSms(planner, row, link));
  return (await presentForPlanner(deps.db, [row], now))[0];
}
