import type { Deps } from '../../http/types';
import { refuseAtTheMark, withSeckillGate } from '../activity/gate';
import { afterOwnTaps, throughTheDoor } from '../activity/doorQueue';
import { autonomySubmitOrder, priorSubmit, type SubmitInput } from './checkout';
import { expireDueCampaignHolds } from './lifecycle';

/**
 * autonomy_submit_order for a flash-sale unit (input.activityProductId), the whole way the route takes it, so the
 * flash-sale bench (tests/bench/seckill.bench.ts) measures the path buyers meet. What the door already knows refuses
 * first, costing no read (ADR 0052); then the product's queue at the door (ADR 0055): a few at a time go on, the rest
 * wait and are asked the marks again on their turn. A double tap answers the first order; otherwise the gate (rate
 * limits, Redis or PostgreSQL) decides, and the submission records its unit under the gate's claim id.
 */
export async function submitSeckillOrder(deps: Deps, who: { userId: string; ip: string }, input: SubmitInput & { activityProductId: string }) {
  const { db, now } = deps;
  const { userId } = who;
  const productId = input.activityProductId;
  const key = input.idempotencyKey;
  refuseAtTheMark(productId, userId, key, now().getTime());
  return afterOwnTaps(productId, userId, (holdsUnit) => throughTheDoor(productId, deps.config.seckillDoorConcurrency, async () => {
    // A buyer whose tap just before got a unit is told by the database (每人限购), not by the sold-out mark.
    refuseAtTheMark(productId, userId, key, now().getTime(), { soldOut: !holdsUnit });
    const prior = await priorSubmit(db, userId, key);
    if (prior) return prior;
    // Units of orders past their payment window come back first (released claims then reach the gate's count).
    await expireDueCampaignHolds(db, productId, now());
    try {
      return await withSeckillGate(deps, { userId, ip: who.ip, key, holdsUnit }, productId, (activityClaimId, onClaimed) => autonomySubmitOrder(db, userId, { ...input, activityClaimId, onClaimed }, now()));
    } catch (err) {
      const first = await priorSubmit(db, userId, key);
      if (first) return first;
      throw err;
    }
  }));
}
