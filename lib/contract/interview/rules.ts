/**
 * The rules of an appointment as plain functions: which time a planner may propose, what each side may do with it
 * now, and how it reads. The server enforces the same conditions in its UPDATE statements; pages use these to show
 * only the buttons that will work.
 */
import { INTERVIEW_STATUS, INTERVIEW_STATUS_TEXT, MAX_AHEAD_DAYS, MIN_LEAD_MINUTES, type InterviewSide, type InterviewStatus } from './enums';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An appointment time as sent by a form: 'YYYY-MM-DD HH:mm' in China time (the product's one zone), or an ISO time
 * with its zone. null for anything else, including dates that do not exist (2月30日).
 */
export function parseInviteTime(value: string): Date | null {
  const s = value.trim();
  const m = LOCAL.exec(s);
  if (m) {
    const [, y, mo, d, h, mi, sec = '00'] = m;
    const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}+08:00`);
    if (Number.isNaN(at.getTime())) return null;
    // Round trip through China time: 2024-02-30 would roll over into March.
    const back = new Date(at.getTime() + 8 * 3600_000);
    const same = back.getUTCFullYear() === +y && back.getUTCMonth() + 1 === +mo && back.getUTCDate() === +d && back.getUTCHours() === +h;
    return same ? at : null;
  }
  if (!ZONED.test(s)) return null;
  const at = new Date(s);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What is wrong with a proposed time ('' when it is fine): far enough ahead, not too far. */
export function inviteTimeProblem(at: Date, now: Date): string {
  if (at.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) return `面谈时间须在当前时间${MIN_LEAD_MINUTES}分钟之后`;
  if (at.getTime() > now.getTime() + MAX_AHEAD_DAYS * 86_400_000) return `面谈时间不能超过${MAX_AHEAD_DAYS}天后`;
  return '';
}

export type InterviewActions = { confirm: boolean; cancel: boolean; complete: boolean };

/**
 * What one side may do now. The customer confirms a pending appointment and cancels a pending or confirmed one,
 * both before its time; the planner cancels a pending or confirmed one at any time (a customer who never came) and
 * marks a confirmed one held once its time has come.
 */
export function interviewActions(v: { status: number; inviteTime: Date }, side: InterviewSide, now: Date): InterviewActions {
  const ahead = v.inviteTime.getTime() > now.getTime();
  const live = v.status === INTERVIEW_STATUS.PENDING || v.status === INTERVIEW_STATUS.CONFIRMED;
  if (side === 'customer') {
    return { confirm: v.status === INTERVIEW_STATUS.PENDING && ahead, cancel: live && ahead, complete: false };
  }
  return { confirm: false, cancel: live, complete: v.status === INTERVIEW_STATUS.CONFIRMED && !ahead };
}

/** The customer may rate an appointment once it is held (已完成), once: not when a review of it exists. */
export const canRateInterview = (v: { status: number }, rated: boolean): boolean => v.status === INTERVIEW_STATUS.COMPLETED && !rated;

/** Why a rating is refused (409 text), from the appointment's status and whether it was rated; '' when it may be. */
export function rateConflictText(v: { status: number }, rated: boolean): string {
  if (rated) return '该面谈已评价，不能重复评价';
  if (v.status === INTERVIEW_STATUS.CANCELLED) return '面谈已取消，不能评价';
  if (v.status !== INTERVIEW_STATUS.COMPLETED) return '面谈完成后才能评价';
  return '';
}

/** A pending appointment whose time passed without a confirmation. */
export const isExpired = (v: { status: number; inviteTime: Date }, now: Date) =>
  v.status === INTERVIEW_STATUS.PENDING && v.inviteTime.getTime() <= now.getTime();

/** The status as shown: 待确认 / 已确认 / 已完成 / 已取消, and 已过期 for a pending one whose time has passed. */
export function interviewStatusText(v: { status: number; inviteTime: Date }, now: Date): string {
  if (isExpired(v, now)) return '已过期';
  return INTERVIEW_STATUS_TEXT[v.status as InterviewStatus] ?? '';
}

/** Why a status change found nothing to change, from the row as it is now (409 text). */
export function conflictText(status: number, action: 'confirm' | 'cancel' | 'complete', inviteTime: Date, now: Date): string {
  if (status === INTERVIEW_STATUS.CANCELLED) return '面谈已取消';
  if (status === INTERVIEW_STATUS.COMPLETED) return '面谈已完成';
  if (action === 'confirm' && status === INTERVIEW_STATUS.CONFIRMED) return '面谈已确认';
  if (action === 'complete' && status === INTERVIEW_STATUS.PENDING) return '客户尚未确认面谈';
  if (action === 'complete') return '面谈时间未到，暂不能标记完成';
  if (inviteTime.getTime() <= now.getTime()) return '面谈时间已过，请联系规划师重新预约';
  return '面谈状态已变化，请刷新后重试';
}
