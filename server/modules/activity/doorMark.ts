import { overLimit, soldOut } from './claiming';

// The flash sale's marks at the door (issue 30, docs/adr/0052-seckill-door-marks.md): in this process, "product P is
// sold out" and "user U is at the limit for P", each set from an authoritative answer (PostgreSQL or the Redis gate)
// and held for a short time (config.seckillMarkMs, 1 s by default) counted from when that answer was asked. While a
// mark holds, a submission it would refuse is refused by a Map lookup: no Redis, no SQL. A mark only ever refuses;
// admitting is always the database's (and the gate's) word. A unit released in this process clears the product's
// marks at once (unitBack, after the release commits); one released in another process is missed here for at most
// the mark's time, which is all a mark can ever add to a refusal.

type Mark = { until: number; limit: number };

const soldOutMarks = new Map<string, Mark>();
const limitMarks = new Map<string, Mark>();
/** Per product, how many times units came back in this process: an answer asked before a release marks nothing. */
const epochs = new Map<string, number>();
/** The same per product and buyer: a buyer's limit mark is undone only by a unit of theirs coming back. */
const userEpochs = new Map<string, number>();
/** (user, submission key) that went past the door recently: a repeat of it is answered with its order, never by a mark. */
const passed = new Map<string, number>();

const PASSED_MS = 15 * 60_000;
const MAX_ENTRIES = 50_000;

/** A product and a buyer as one key (the door's queue keys a buyer's taps with it too). */
export const userKey = (productId: string, userId: string) => `${productId}\u0000${userId}`;
const submitKey = (userId: string, key: string) => `${userId}\u0000${key}`;

/** What a full map is cut down to: a tenth below the bound, so the next walk is thousands of entries away. */
const KEEP_ENTRIES = MAX_ENTRIES * 0.9;

/**
 * Keeps a map within MAX_ENTRIES: the expired go first, then the oldest (Maps iterate in insertion order), down to
 * KEEP_ENTRIES. Cut only to the bound, a full map of live entries was walked again on every insert after.
 */
function bound<V>(m: Map<string, V>, expired: (v: V) => boolean) {
  if (m.size <= MAX_ENTRIES) return;
  for (const [k, v] of m) if (expired(v)) m.delete(k);
  for (const k of m.keys()) {
    if (m.size <= KEEP_ENTRIES) break;
    m.delete(k);
  }
}

/** When a buyer's authoritative answer is asked for: its time, and the product's and the buyer's release counts then. */
export type Asked = { productId: string; at: number; epoch: number; userId: string; userEpoch: number };

export function askedNow(productId: string, now: number, userId: string): Asked {
  return { productId, at: now, epoch: epochs.get(productId) ?? 0, userId, userEpoch: userEpochs.get(userKey(productId, userId)) ?? 0 };
}

/** A mark from this answer, unless a unit came back in this process since it was asked (or marks are off: ms ≤ 0). */
function mayMark(asked: Asked, ms: number) {
  return ms > 0 && (epochs.get(asked.productId) ?? 0) === asked.epoch;
}

/**
 * A limit mark from this buyer's answer, unless a unit of theirs came back since (another buyer's unit coming back
 * leaves their count as it was, so a rush's releases do not cost the winners their mark).
 */
function mayMarkLimit(asked: Asked, userId: string, ms: number) {
  return ms > 0 && asked.userId === userId && (userEpochs.get(userKey(asked.productId, userId)) ?? 0) === asked.userEpoch;
}

export function markSoldOut(asked: Asked, ms: number) {
  if (!mayMark(asked, ms)) return;
  soldOutMarks.set(asked.productId, { until: asked.at + ms, limit: 0 });
}

export function markAtLimit(asked: Asked, userId: string, limit: number, ms: number) {
  if (!mayMarkLimit(asked, userId, ms)) return;
  const k = userKey(asked.productId, userId);
  limitMarks.delete(k);
  limitMarks.set(k, { until: asked.at + ms, limit });
  bound(limitMarks, (m) => m.until <= asked.at);
}

/**
 * A unit of this product came back in this process (a release committed, released units handed to the gate, a
 * token given back): the sold-out mark, the count and the user's limit mark go now, and answers asked before it
 * mark nothing.
 */
export function unitBack(productId: string, userId?: string) {
  epochs.set(productId, (epochs.get(productId) ?? 0) + 1);
  soldOutMarks.delete(productId);
  counts.delete(productId);
  emptyScouts.delete(productId);
  if (userId) {
    const k = userKey(productId, userId);
    limitMarks.delete(k);
    const n = (userEpochs.get(k) ?? 0) + 1;
    userEpochs.delete(k);
    userEpochs.set(k, n);
    bound(userEpochs, () => false);
  }
}

/** This buyer's token did not become a unit (the database said sold out): their limit mark goes. */
export function limitGone(productId: string, userId: string) {
  limitMarks.delete(userKey(productId, userId));
}

/** This submission key went past the door: its repeats take the full way (the route answers them with its order). */
export function notePassed(userId: string, key: string, now: number) {
  const k = submitKey(userId, key);
  passed.delete(k);
  passed.set(k, now + PASSED_MS);
  bound(passed, (until) => until <= now);
}

/**
 * Throws the refusal a mark holds for this buyer (每人限购 before 已抢光, as the database and the gate decide), or
 * returns. A repeat of a submission key that went past the door is never refused here. `soldOut: false`: only the
 * buyer's limit mark refuses (a buyer whose last tap just got a unit: the database tells them 每人限购, not 已抢光).
 */
export function refuseIfMarked(productId: string, userId: string, key: string | undefined, now: number, o: { soldOut?: boolean } = {}): void {
  if (soldOutMarks.size === 0 && limitMarks.size === 0) return;
  if (key !== undefined) {
    const p = passed.get(submitKey(userId, key));
    if (p !== undefined && p > now) return;
  }
  const l = limitMarks.get(userKey(productId, userId));
  if (l && l.until > now) throw overLimit(l.limit);
  if (o.soldOut === false) return;
  const s = soldOutMarks.get(productId);
  if (s && s.until > now) throw soldOut();
}

// The door's count (ADR 0069): per product, the units the last authoritative answer left (the database's read at the
// door, the Redis gate's token), less those this process's submissions took since, each through a seat. While the
// count holds (the mark's time), a tap takes a unit of it before the queue, or is told 已抢光 when every unit left is
// taken by a submission still deciding; a seat whose submission made no claim gives its unit back. A count is only
// ever too high for the database (a claim in flight that it never counted; another process's buyers), never too low:
// a release clears it (unitBack), and one in another process is missed for at most the mark's time, as a mark is.

/** `exact`: begun by a submission with no other of this process in flight for the product (ADR 0069). */
type Count = { left: number; until: number; limit: number; exact: boolean };
const counts = new Map<string, Count>();

/** One submission's place in its product's count: the count it took a unit of (null: none yet), told when it does. */
export type Seat = { productId: string; userId: string; key?: string; count: Count | null; onSeated?: () => void };

export const seatFor = (productId: string, userId: string, key?: string): Seat => ({ productId, userId, key, count: null });

function sit(seat: Seat, c: Count) {
  c.left--;
  seat.count = c;
  seat.onSeated?.();
}

/**
 * The per-buyer limit a seat in flight fills on its own: with a limit of 1, a buyer's tap holding a unit of the count
 * is their one unit (the Redis gate counts a token against the buyer the same way). null: the database must tell.
 */
export const limitFilledBy = (seat: Seat): number | null => (seat.count?.exact && seat.count.limit === 1 ? 1 : null);

/** Whether a count of this product holds now. */
export function countHolds(productId: string, now: number): boolean {
  const c = counts.get(productId);
  return c !== undefined && c.until > now;
}

/** Per product, until when a scout that came back with no count (a refusal, an error, a double tap) widens the door. */
const emptyScouts = new Map<string, number>();

/**
 * Whether the door's queue lets its full width through: a count holds, or a scout came back without one within the
 * mark's time (nothing it could learn would make a count then: the window, the rate limit, a buyer's earlier order),
 * so the rush is not held to one at a time. Otherwise one scout goes first.
 */
export function doorWide(productId: string, now: number): boolean {
  if (countHolds(productId, now)) return true;
  const until = emptyScouts.get(productId);
  return until !== undefined && until > now;
}

/** A submission past the door answered: if no count holds, the door is wide for the mark's time. */
export function scoutBack(productId: string, now: number, ms: number) {
  if (countHolds(productId, now)) return;
  emptyScouts.delete(productId);
  emptyScouts.set(productId, now + ms);
  bound(emptyScouts, (until) => until <= now);
}

/**
 * Takes this seat a unit of the product's count: true when it holds one, false when no count holds (the database
 * decides). Throws 已抢光 when the count is spent; never for a repeat of a submission key that went past the door.
 */
export function takeCounted(seat: Seat, now: number): boolean {
  if (seat.count) return true;
  const c = counts.get(seat.productId);
  if (!c) return false;
  if (c.until <= now) {
    counts.delete(seat.productId);
    return false;
  }
  if (c.left <= 0) {
    const p = seat.key === undefined ? undefined : passed.get(submitKey(seat.userId, seat.key));
    if (p !== undefined && p > now) return false;
    throw soldOut();
  }
  sit(seat, c);
  return true;
}

/**
 * What an authoritative answer asked at `asked` left, this seat's unit already out of it: the product's count, unless
 * a unit came back since it was asked (or marks are off), or a count already holds (the seat then takes from it
 * when it can). `exact`: no other submission of this process was in flight for the product (a seat of such a count
 * fills a limit of 1). True when a new count began (the door's waiters may now be answered by it).
 */
export function countFrom(asked: Asked, seat: Seat, answer: { leftAfter: number; limit: number; exact: boolean }, ms: number): boolean {
  if (seat.count || !mayMark(asked, ms)) return false;
  const c = counts.get(asked.productId);
  if (c && c.until > asked.at) {
    if (c.left > 0) sit(seat, c);
    return false;
  }
  const fresh = { left: Math.max(0, answer.leftAfter) + 1, until: asked.at + ms, limit: answer.limit, exact: answer.exact };
  counts.set(asked.productId, fresh);
  sit(seat, fresh);
  return true;
}

/** The seat's submission answered: its unit stays taken when its claim was made, else it goes back to its count. */
export function leaveSeat(seat: Seat, used: boolean) {
  const c = seat.count;
  seat.count = null;
  if (c && !used && counts.get(seat.productId) === c) c.left++;
}

/** Tests: forget every mark. */
export function clearMarks() {
  counts.clear();
  emptyScouts.clear();
  soldOutMarks.clear();
  limitMarks.clear();
  epochs.clear();
  userEpochs.clear();
  passed.clear();
}
