import { userKey, type Seat } from './doorMark';

// The flash sale's queue at the door (issue 30, docs/adr/0055-seckill-door-queue.md): per product, at most
// `limit` submissions of this process are past the door at once; the others wait here, in memory, in the order they
// came. A rush of 2,000 taps for 50 units then does the database's and the gate's work for about the units plus
// `limit` of them: once a unit's answer marks the product sold out (doorMark.ts), each waiter is refused by the
// mark as its turn comes, which costs a Map lookup. Without the queue every tap of the rush started before the first
// answer, passed the (still empty) marks and queued for a database connection instead, each paying its reads.
// The queue only orders and bounds: whoever passes it is decided by the database (and the gate) as before.
// Second rule (ADR 0068): one buyer's taps for one product go one after the other (afterOwnTaps), so a double tap
// meets the first tap's answer (the mark of the buyer's limit) instead of a turn of its own while the first decides.

// Third rule (ADR 0069): a waiter may be answered while it waits, and the width may change. When the door learns the
// product's count (doorMark.ts), `doorNews` asks each waiter's `recheck` again: one the count refuses leaves the line
// at once, without a turn; then as many go on as the width now allows. The route's width is 1 while no count holds
// (one scout asks the database or the gate, so the count it brings back has no other submission of this process
// in flight beside it) and the configured width once one does.

type Waiter = { turn: () => void; fail: (err: unknown) => void; recheck?: () => void };
type Line = { active: number; waiting: Waiter[]; width: () => number };

const lines = new Map<string, Line>();

/**
 * Runs `step` once fewer than `width` steps of this product are running here (a width ≤ 0: at once). While it waits,
 * `recheck` (throwing the refusal) is asked again on the door's news; a refusal ends the wait without a turn.
 */
export async function throughTheDoor<T>(productId: string, width: number | (() => number), step: () => Promise<T>, recheck?: () => void): Promise<T> {
  const w = typeof width === 'number' ? () => width : width;
  if (w() <= 0) return step();
  let line = lines.get(productId);
  if (!line) {
    line = { active: 0, waiting: [], width: w };
    lines.set(productId, line);
  }
  line.width = w;
  if (line.active < w() && line.waiting.length === 0) line.active++;
  else {
    const l = line;
    // The slot is given by a step that leaves, or by news that widened the door (admit counts it as active).
    await new Promise<void>((turn, fail) => l.waiting.push({ turn, fail, recheck }));
  }
  try {
    return await step();
  } finally {
    line.active--;
    admit(productId, line);
  }
}

/** Lets waiters on, in the order they came, while the line is narrower than its width; forgets an empty line. */
function admit(productId: string, line: Line) {
  while (line.waiting.length > 0 && line.active < Math.max(1, line.width())) {
    line.active++;
    line.waiting.shift()!.turn();
  }
  if (line.active === 0 && line.waiting.length === 0 && lines.get(productId) === line) lines.delete(productId);
}

/** The door learned something that may answer its waiters (a count began): each is asked its `recheck` again. */
export function doorNews(productId: string) {
  const line = lines.get(productId);
  if (!line || line.waiting.length === 0) return;
  line.waiting = line.waiting.filter((w) => {
    try {
      w.recheck?.();
      return true;
    } catch (err) {
      w.fail(err);
      return false;
    }
  });
  admit(productId, line);
}

/** How many are running and waiting for this product here (the integration test watches it). */
export function doorLine(productId: string): { active: number; waiting: number } {
  const line = lines.get(productId);
  return { active: line?.active ?? 0, waiting: line?.waiting.length ?? 0 };
}

/** Per product and buyer, the last submission of this process: its answer (true: with an order) and its seat. */
type Tap = { done: Promise<boolean>; seat?: Seat };
const taps = new Map<string, Tap>();
const answered = () => true;

/**
 * Runs `step` once this buyer's earlier submissions for this product in this process have answered, telling it
 * whether one before it answered with an order (the buyer holds a unit). A double tap then meets what the
 * first one decided (the door's mark of the buyer's limit, or the first order) instead of taking a second turn
 * through the queue and the database while the first is still deciding. When the earlier one takes a seat of the
 * door's count first (ADR 0069), `whileSeated` is asked at once: a refusal it throws answers this tap then.
 */
export async function afterOwnTaps<T>(
  productId: string,
  userId: string,
  step: (holdsUnit: boolean) => Promise<T>,
  own?: { seat: Seat; whileSeated: (earlier: Seat) => void },
): Promise<T> {
  const k = userKey(productId, userId);
  const before = taps.get(k);
  const run = before ? behind(before, own?.whileSeated).then(step) : step(false);
  const done = run.then(answered, () => before?.done ?? false);
  const tap: Tap = { done, seat: own?.seat };
  taps.set(k, tap);
  try {
    return await run;
  } finally {
    if (taps.get(k) === tap) taps.delete(k);
  }
}

/** Waits for the earlier tap's answer, or for its seat when `whileSeated` may answer sooner. */
async function behind(before: Tap, whileSeated?: (earlier: Seat) => void): Promise<boolean> {
  const seat = before.seat;
  if (seat && whileSeated) {
    if (!seat.count) await Promise.race([before.done, new Promise<void>((r) => (seat.onSeated = r))]);
    if (seat.count) whileSeated(seat);
  }
  return before.done;
}
