import { USER_TYPE } from '@/lib/constants';
import type { BindHiddenBody, BindHiddenResult } from '@/lib/contract/phone/api';
import { PHONE_STATUS } from '@/lib/contract/phone/enums';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { newId } from '../../db/ids';
import type { Deps, SessionUser } from '../../http/types';
import { AppError, ERR } from '../../http/errors';
import { PoolExhaustedError, type RelayCaller } from '../../adapters/phone';
import { visitorOfToken } from '../auth/anonymous';
import { findUserById } from '../auth/users';
import { findCity } from '../maps/cities';
import { plannerRow } from '../planner/service';
import { unseal } from '../secrets/keys';
import { phoneCalls } from './schema';

/**
 * Who is calling. A logged-in account is taken from the session (what the client claims about customerUserId,
 * customerId or customerPhone is ignored); a visitor token or a known anonymous id identifies a device; otherwise
 * only a phone the visitor typed is kept.
 */
async function callerOf(deps: Deps, user: SessionUser | null, input: BindHiddenBody): Promise<RelayCaller> {
  if (user && user.userType !== USER_TYPE.VISITOR) {
    const u = await findUserById(deps.db, user.userId);
    if (u) return { userId: u.id, customerId: u.customerId, phone: u.phone, anonymousId: null };
  }
  let anonymousId = user?.userType === USER_TYPE.VISITOR ? user.userId : null;
  if (!anonymousId && input.anonymousId) {
    // Only the visitor's own token attributes the call to its identity (a bare id could be anyone's). A stale or
    // unproven id is not an error: the call still goes through, unattributed.
    anonymousId = (await visitorOfToken(deps.db, input.visitorToken)) === input.anonymousId ? input.anonymousId : null;
  }
  return { userId: null, customerId: null, phone: input.customerPhone ?? null, anonymousId };
}

/**
 * The hidden-number call (spec §4 "Phone contact flow"): an active planner gets a relay number bound for the caller;
 * a disabled (0) or resigned (3) planner gets only the status. Every request is recorded in phone_calls. The planner's
 * real number goes to the relay adapter only.
 */
export async function bindHidden(
  deps: Deps,
  { user, areaHeader, input }: { user: SessionUser | null; areaHeader?: string; input: BindHiddenBody },
): Promise<BindHiddenResult> {
  const planner = await plannerRow(deps.db, input.plannerId);

  const caller = await callerOf(deps, user, input);
  const areaCode = input.areaCode ?? (areaHeader && /^\d{6}$/.test(areaHeader) ? areaHeader : null);
  const areaName = input.areaName ?? (areaCode ? (findCity(areaCode)?.name ?? null) : null);
  const at = deps.now();
  const common = {
    plannerId: planner.userId,
    areaCode,
    areaName,
    requireCode: input.requireCode ?? null,
    requireName: input.requireName ?? null,
  };

  if (planner.status !== PLANNER_STATUS.ACTIVE) {
    const status = planner.status === PLANNER_STATUS.RESIGNED ? PHONE_STATUS.RESIGNED : PHONE_STATUS.DISABLED;
    await deps.db.insert(phoneCalls).values({
      id: newId('pc_'),
      customerUserId: caller.userId,
      customerId: caller.customerId,
      customerPhone: caller.phone,
      anonymousId: caller.anonymousId,
      ...common,
      relayNumber: null,
      status,
      createdAt: at,
      expiresAt: null,
    });
    return { status };
  }

  try {
    const binding = await deps.adapters.phone.bind({
      ...common,
      plannerPhone: unseal(deps, 'planner-phone', planner.phoneEnc),
      caller,
      at,
    });
    return { status: PHONE_STATUS.CALLABLE, phone: binding.relayNumber, expiresAt: binding.expiresAt.toISOString() };
  } catch (err) {
    if (err instanceof PoolExhaustedError) throw new AppError(ERR.TOO_MANY, '线路繁忙，请稍后再试');
    throw err;
  }
}
