import type { Context } from 'hono';
import { isPlannerType } from '@/lib/constants';
import { badInput, forbidden } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { findUserById } from '../auth/users';
import { requireUser } from '../auth/session';
import type { DbLike } from '../../db/types';
import { findPlanner } from '../planner/service';
import { platformOperator } from '../aftersale/operator';
import { findOrder, merchantActsFor } from './facts';
import { orderNotFound } from './common';

/** Who acts on an order line from the planner side: the platform operator, or the order's own planner. */
export type OrderActor = { kind: 'platform'; id: 'platform'; name: string } | { kind: 'planner'; id: string; name: string };

/** A logged-in planner account (403 for anyone else, 5223 without a session). */
export function requirePlanner(c: Context<HonoEnv>) {
  const u = requireUser(c);
  if (!isPlannerType(u.userType)) throw forbidden('仅规划师可操作');
  return u;
}

/**
 * The planner-side actor of one order line (`orders.id`): the X-Operator-Token credential, or a planner who acts for
 * the order (its planner; for an order without one, a planner whose store sells its goods: merchantActsFor). Any
 * other planner gets the same 订单不存在 as an unknown id, so nothing about other customers' orders leaks.
 */
export async function requireOrderActor(c: Context<HonoEnv>, db: DbLike, orderId: string): Promise<OrderActor> {
  const platform = platformOperator(c);
  if (platform) return { kind: 'platform', id: 'platform', name: platform.name };
  const u = requirePlanner(c);
  const o = await findOrder(db, orderId);
  if (!o || !(await merchantActsFor(db, u.userId, o))) throw orderNotFound();
  const p = await findPlanner(db, u.userId);
  const acc = p ? undefined : await findUserById(db, u.userId);
  return { kind: 'planner', id: u.userId, name: (p?.name || acc?.nickName || '规划师').slice(0, 20) };
}

/** The planner a customer names at checkout must be a planner: an order cannot be handed to an arbitrary account. */
export async function assertPlanner(db: DbLike, plannerId: string) {
  const p = await findPlanner(db, plannerId);
  if (!p) throw badInput('plannerId：规划师不存在');
}
