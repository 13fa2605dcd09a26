import type { Deps } from '../../http/types';
import { refuseAtTheCount, refuseAtTheMark, refuseBehindOwnSeat, withSeckillGate } from '../activity/gate';
import { afterOwnTaps, throughTheDoor } from '../activity/doorQueue';
import { doorWide, leaveSeat, scoutBack, seatFor } from '../activity/doorMark';
import { autonomySubmitOrder, priorSubmit, type SubmitInput } from './checkout';
import { expireDueCampaignHolds } from './lifecycle';

/**
 * autonomy_submit_order for a flash-sale unit (input.activityProductId), the whole way the route takes it, so the
 * flash-sale bench (tests/bench/seckill.bench.ts) measures the path buyers meet. What the door already knows refuses
 * first, costing no read (ADR 0052); then the product's queue at the door (ADR 0055): a few at a time go on, the rest
 * wait and are asked the marks again on their turn. A double tap answers the first order; otherwise the gate (rate
 * limits, Redis or PostgreSQL) decides, and the submission records its unit under the gate's claim id.
 * Once an admitted submission's answer gave the door a count of the units left (ADR 0069), each tap takes a seat of
 * it before the queue, and a tap waiting in the queue is refused as soon as the count is spent, not on its turn.
 */
export async function submitSeckillOrder(deps: Deps, who: { userId: string; ip: string }, input: SubmitInput & { activityProductId: string }) {
  const { db, now } = deps;
  const { userId } = who;
  const productId = input.activityProductId;
  const key = input.idempotencyKey;
  refuseAtTheMark(productId, userId, key, now().getTime());
  const own = seatFor(productId, userId, key);
  // One scout at a time while no count holds (its answer brings one back), the configured width once one does (or
  // once a scout came back without one: then nothing would make a count, and the rush is not held to one at a time).
  const ms = deps.config.seckillMarkMs;
  const width = () => (ms > 0 && !doorWide(productId, now().getTime()) ? 1 : deps.config.seckillDoorConcurrency);
  const whileSeated = (earlier: typeof own) => refuseBehindOwnSeat(own, earlier);
  return afterOwnTaps(productId, userId, async (holdsUnit) => {
    // A buyer whose tap just before got a unit is told by the database (每人限购), not by the sold-out mark or count.
    const seat = holdsUnit ? undefined : own;
    const recheck = seat && (() => refuseAtTheCount(seat, now().getTime()));
    let used = false;
    try {
      recheck?.();
      const pastTheDoor = async () => {
        refuseAtTheMark(productId, userId, key, now().getTime(), { soldOut: !holdsUnit });
        recheck?.();
        const prior = await priorSubmit(db, userId, key);
        if (prior) return prior;
        // Units of orders past their payment window come back first (released claims then reach the gate's count).
        await expireDueCampaignHolds(db, productId, now());
        const claimed = (onClaimed: () => void) => () => {
          used = true;
          onClaimed();
        };
        try {
          return await withSeckillGate(deps, { userId, ip: who.ip, key, holdsUnit, seat }, productId, (activityClaimId, onClaimed) =>
            autonomySubmitOrder(db, userId, { ...input, activityClaimId, onClaimed: claimed(onClaimed) }, now()),
          );
        } catch (err) {
          const first = await priorSubmit(db, userId, key);
          if (first) return first;
          throw err;
        }
      };
      return await throughTheDoor(productId, width, () => pastTheDoor().finally(() => scoutBack(productId, now().getTime(), ms)), recheck);
    } finally {
      if (seat) leaveSeat(seat, used);
    }
  }, { seat: own, whileSeated });
}
