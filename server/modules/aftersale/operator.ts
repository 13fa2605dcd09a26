import type { Context } from 'hono';
import { isPlannerType } from '@/lib/constants';
import type { HonoEnv } from '../../http/types';
import { AppError, ERR, forbidden, sessionInvalid } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { merchantActsFor, type OrderFacts } from '../order/facts';
import { OPERATOR_HEADER, platformActor } from '../ops/actor';

export { OPERATOR_HEADER };

export type Operator = { kind: 'platform' | 'merchant'; id: string; name: string };

/**
 * The platform operator: an operator logged in at the desk (/ops), or the X-Operator-Token header equal to
 * OPERATOR_TOKEN (≥ 16 chars; unset = no script access). Either way the decision is audited (ops/audit.ts).
 */
export function platformOperator(c: Context<HonoEnv>, env: NodeJS.ProcessEnv = process.env): Operator | null {
  const a = platformActor(c, env);
  return a ? { kind: 'platform', id: a.id, name: '平台客服' } : null;
}

/**
 * Who may decide on an order's refund or invoice: the platform operator (OPERATOR_TOKEN), or a logged-in merchant
 * user (MERCHANT_USER or MERCHANT_P, e.g. the demo planner 13900139000) who is the order's planner or, for an order without one,
 * sells its goods in their open store (merchantActsFor). Another planner is refused (无权处理该订单) before anything is read.
 */
export async function requireOperatorFor(c: Context<HonoEnv>, db: DbLike, order: Pick<OrderFacts, 'plannerId' | 'goodsId'>): Promise<Operator> {
  const platform = platformOperator(c);
  if (platform) return platform;
  const user = c.get('user');
  if (!user) throw sessionInvalid();
  if (!isPlannerType(user.userType)) throw forbidden('仅商户或平台运营人员可以处理');
  if (!(await merchantActsFor(db, user.userId, order))) throw forbidden('无权处理该订单');
  return { kind: 'merchant', id: user.userId, name: '商家' };
}

/**
 * The operator of an object found by `load` (a refund sheet, an invoice application, with its order): the role is
 * checked first (a customer gets 403 whatever the id), then an unknown id and an object of another merchant's order
 * get the same `missing()` answer, so a merchant learns nothing about orders that are not theirs.
 */
export async function operatorForObject<T extends { order: Pick<OrderFacts, 'plannerId' | 'goodsId'> }>(
  c: Context<HonoEnv>,
  db: DbLike,
  load: () => Promise<T>,
  missing: () => AppError,
): Promise<T & { op: Operator }> {
  const platform = platformOperator(c);
  const user = c.get('user');
  if (!platform) {
    if (!user) throw sessionInvalid();
    if (!isPlannerType(user.userType)) throw forbidden('仅商户或平台运营人员可以处理');
  }
  let found: T;
  try {
    found = await load();
  } catch (err) {
    if (err instanceof AppError && err.code === ERR.NOT_FOUND) throw missing();
    throw err;
  }
  if (platform) return { ...found, op: platform };
  if (!(await merchantActsFor(db, user!.userId, found.order))) throw missing();
  return { ...found, op: { kind: 'merchant', id: user!.userId, name: '商家' } };
}
