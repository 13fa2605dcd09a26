import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { storeGoods, stores } from '@/server/modules/store/schema';
import type { TestContext } from './helpers';
import { insertPlanner } from './plannerFixtures';

// The intruders of the ownership tests: a second planner (MERCHANT_USER, logged in) and a second customer.

/**
 * A second planner with an open store of their own that sells `goodsIds` (the seeded goods g_0001… are sold by
 * several planners' stores): they may act for orders of those goods that have no planner, never for an order
 * someone chose another planner for.
 */
export async function rivalPlanner(t: TestContext, goodsIds: string[] = []) {
  const p = await insertPlanner(t);
  const storeId = `s_rival_${randomBytes(4).toString('hex')}`;
  await t.deps.db.insert(stores).values({ id: storeId, storeType: 'planner', name: '对手规划师的店铺', logo: '/images/avatar-default.svg', ownerUserId: p.userId, status: 1 });
  for (const [i, g] of goodsIds.entries()) {
    await t.deps.db.insert(storeGoods).values({ id: `${storeId}_${i}`, storeId, targetId: g, targetType: 'goods', sort: i });
  }
  const login = await t.loginSms(p.phone);
  expect(login.userType).toBe('MERCHANT_USER');
  return { userId: p.userId, token: login.token, storeId };
}

/** A second customer (SMS login creates the account). */
export async function otherCustomer(t: TestContext) {
  const { token, userId } = await t.loginSms(t.phone());
  return { token, userId };
}
