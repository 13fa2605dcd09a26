/**
 * The planner's 发起面谈 form as plain rules: what is missing or wrong (the server checks the same again) and the
 * request it becomes. The time comes from a datetime-local field: the browser's own clock time, sent as an instant.
 */
import { ACCOMPANY_MAX, ADDRESS_MAX, MAX_AHEAD_DAYS, MIN_LEAD_MINUTES, NOTE_MAX, TOPIC_MAX } from '@/lib/contract/interview/enums';
import { inviteTimeProblem } from '@/lib/contract/interview/rules';
import type { InterviewProposeInput } from '@/lib/contract/interview/api';

export type ProposeForm = {
  customerId: string;
  inviteType: '0' | '1';
  /** 'YYYY-MM-DDTHH:mm' as a datetime-local input gives it (local time). */
  when: string;
  inviteAddress: string;
  topic: string;
  accompanyName: string;
  note: string;
};

export const EMPTY_FORM: ProposeForm = { customerId: '', inviteType: '0', when: '', inviteAddress: '', topic: '', accompanyName: '', note: '' };

export type FormProblem = { field: keyof ProposeForm; message: string };

/** The instant of a datetime-local value, read in the browser's zone; null when it is none. */
export function instantOf(when: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(when)) return null;
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value (local time) of an instant: the field's min and max. */
export const localValue = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The earliest and latest times the field offers. */
export function timeBounds(now: Date) {
  return { min: localValue(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000)), max: localValue(new Date(now.getTime() + MAX_AHEAD_DAYS * 86_400_000)) };
}

/** The first problem of the form, in the order of its fields; null when it can be sent. */
export function proposeProblem(f: ProposeForm, now: Date): FormProblem | null {
  if (!f.customerId) return { field: 'customerId', message: '请选择客户' };
  const at = instantOf(f.when);
  if (!at) return { field: 'when', message: '请选择面谈时间' };
  const t = inviteTimeProblem(at, now);
  if (t) return { field: 'when', message: t };
  const long = (field: keyof ProposeForm, label: string, max: number): FormProblem | null =>
    f[field].trim().length > max ? { field, message: `${label}不能超过${max}个字` } : null;
  if (!f.inviteAddress.trim()) return { field: 'inviteAddress', message: '请填写面谈地点' };
  if (!f.topic.trim()) return { field: 'topic', message: '请填写面谈主题' };
  return (
    long('inviteAddress', '面谈地点', ADDRESS_MAX) ?? long('topic', '面谈主题', TOPIC_MAX) ?? long('accompanyName', '陪谈人', ACCOMPANY_MAX) ?? long('note', '备注', NOTE_MAX)
  );
}

/** The request of a form without problems. */
export function proposeBody(f: ProposeForm): InterviewProposeInput {
  return {
    customerId: f.customerId,
    inviteType: f.inviteType,
    inviteTime: instantOf(f.when)!.toISOString(),
    inviteAddress: f.inviteAddress.trim(),
    topic: f.topic.trim(),
    accompanyName: f.accompanyName.trim() || undefined,
    note: f.note.trim() || undefined,
  };
}
