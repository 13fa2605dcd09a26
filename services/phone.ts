/** The hidden-number call of spec §4 "Phone contact flow" (inventory §0.3): the relay number of a planner. */
import { http, type Http } from '@/lib/http';

export type BindHiddenInput = {
  /** The planner's mchUserId. */
  plannerId: string;
  /** Current city; defaults to the request's areaCode on the server. */
  areaCode?: string;
  areaName?: string;
  /** Ignored by the server when logged in: it takes these from the session. */
  customerUserId?: string;
  customerId?: string;
  customerPhone?: string;
  /** First-level class code of the product the call is about, and its name. */
  requireCode?: string;
  requireName?: string;
  /** A visitor's anonymous id (lib/visitor), recorded with the call when not logged in. */
  anonymousId?: string;
  /** The visitor's own token, the proof that goes with anonymousId. */
  visitorToken?: string;
};

/**
 * status 1: `phone` is a relay number to dial (tel:), valid until `expiresAt`;
 * 0: the planner is disabled (当前人员已禁用，无法拨打电话); 3: resigned (当前人员已离职，无法拨打电话).
 */
export type BindHiddenResult = { status: 0 | 1 | 3; phone?: string; expiresAt?: string };

export const PHONE_STATUS_MESSAGES: Record<0 | 3, string> = {
  0: '当前人员已禁用，无法拨打电话',
  3: '当前人员已离职，无法拨打电话',
};

/** Spec §5: keys whose value is empty, "undefined" or "null" are removed before the call. */
export function removeEmptyParams<T extends Record<string, unknown>>(params: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    const s = String(v).trim();
    if (s === '' || s === 'undefined' || s === 'null') continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

export const bindHidden = (input: BindHiddenInput, client: Http = http) =>
  client.post<BindHiddenResult>('/outbound/v1/bind_hidden', removeEmptyParams(input));
