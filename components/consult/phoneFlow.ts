/**
 * The phone contact flow of spec §4 / inventory catalog §0.3, as pure rules so the card and the tests
 * share them: the notice first, then the relay-number request, then one of three outcomes.
 */
import { PHONE_STATUS_MESSAGES } from '@/services/phone';

export const PHONE_NOTICE = '为了持续为您提供服务，规划师可能会主动联系您';
export const PHONE_NOTICE_MS = 2000;
/** The request starts while the notice is still showing, as in the original. */
export const PHONE_REQUEST_DELAY_MS = 1500;

export const PHONE_DISABLED = PHONE_STATUS_MESSAGES[0];
export const PHONE_RESIGNED = PHONE_STATUS_MESSAGES[3];
export const PHONE_FAILED = '未获取到规划师联系方式';

export const PLANNER_PHONE_STATUS = { CALLABLE: 1, DISABLED: 0, RESIGNED: 3 } as const;

export type PhoneAnswer = { status: number | string | null | undefined; phone?: string | null };

export type PhoneDecision = { kind: 'dial'; phone: string; href: string } | { kind: 'message'; message: string };

/** A relay number as a tel: URI (digits, '+', '-' only; anything else is dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+-]/g, '')}`;
}

export function phoneDecision(answer: PhoneAnswer | null | undefined): PhoneDecision {
  const status = Number(answer?.status);
  const phone = (answer?.phone ?? '').trim();
  if (status === PLANNER_PHONE_STATUS.CALLABLE && /\d{5,}/.test(phone.replace(/\D/g, ''))) {
    return { kind: 'dial', phone, href: telHref(phone) };
  }
  if (status === PLANNER_PHONE_STATUS.DISABLED) return { kind: 'message', message: PHONE_DISABLED };
  if (status === PLANNER_PHONE_STATUS.RESIGNED) return { kind: 'message', message: PHONE_RESIGNED };
  return { kind: 'message', message: PHONE_FAILED };
}
