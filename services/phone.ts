/** The hidden-number call of spec §4 "Phone contact flow" (inventory §0.3): the relay number of a planner. */
import { http, type Http } from '@/lib/http';
import type { BindHiddenBody, BindHiddenResult } from '@/lib/contract/phone/api';

export type { BindHiddenBody, BindHiddenResult } from '@/lib/contract/phone/api';
export { PHONE_STATUS, PHONE_STATUS_MESSAGES } from '@/lib/contract/phone/enums';

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

/** POST /outbound/v1/bind_hidden: status 1 with a relay number to dial until expiresAt; 0 disabled, 3 resigned. */
export const bindHidden = (input: BindHiddenBody, client: Http = http) =>
  client.post<BindHiddenResult>('/outbound/v1/bind_hidden', removeEmptyParams(input));
