import { eq } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import type { Deps, SessionUser } from '../../http/types';
import { AppError, ERR, notFound } from '../../http/errors';
import { users } from '../auth/schema';
import { visitorOfToken } from '../auth/anonymous';
import { phoneCalls, planners } from '../catalog/schema';
import { unseal } from '../secrets/keys';
import { PLANNER_STATUS } from '../catalog/enums';
import { findCity } from '../maps/cities';
import { PoolExhaustedError, type RelayCaller } from '../../adapters/phone';
import { randomId } from '../auth/session';

export type BindHiddenInput = {
  plannerId: string;
  areaCode?: string;
  areaName?: string;
  customerUserId?: string;
  customerId?: string;
  customerPhone?: string;
  requireCode?: string;
  requireName?: string;
  anonymousId?: string;
  /** The visitor's own session token: an anonymous id is recorded only with the proof that the caller holds it. */
  visitorToken?: string;
};

export type BindHiddenResult = { status: number; phone?: string; expiresAt?: string };

/**
 * Who is calling. A logged-in account is taken from the session (what the client claims about customerUserId,
 * customerId or customerPhone is ignored); a visitor token or a known anonymous id identifies a device; otherwise
 * only a phone the visitor typed is kept.
 */
async function callerOf(deps: Deps, user: SessionUser | null, input: BindHiddenInput): Promise<RelayCaller> {
  if (user && user.userType !== USER_TYPE.VISITOR) {
    const [u] = await deps.db
      .select({ id: users.id, phone: users.phone, customerId: users.customerId })
      .from(users)
      .where(eq(users.id, user.userId))
      .limit(1);
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
  { user, areaHeader, input }: { user: SessionUser | null; areaHeader?: string; input: BindHiddenInput },
): Promise<BindHiddenResult> {
  const [planner] = await deps.db
    .select({ userId: planners.userId, status: planners.status, phoneEnc: planners.phoneEnc })
    .from(planners)
    .where(eq(planners.userId, input.plannerId))
    .limit(1);
  if (!planner) throw notFound('规划师不存在');

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
    const status = planner.status === PLANNER_STATUS.RESIGNED ? PLANNER_STATUS.RESIGNED : PLANNER_STATUS.DISABLED;
    await deps.db.insert(phoneCalls).values({
      id: randomId('pc_'),
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
    return { status: PLANNER_STATUS.ACTIVE, phone: binding.relayNumber, expiresAt: binding.expiresAt.toISOString() };
  } catch (err) {
    if (err instanceof PoolExhaustedError) throw new AppError(ERR.TOO_MANY, '线路繁忙，请稍后再试');
    throw err;
  }
}
