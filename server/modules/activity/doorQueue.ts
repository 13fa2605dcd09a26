import { userKey } from './doorMark';

// The flash sale's queue at the door (issue 30, docs/adr/0055-seckill-door-queue.md): per product, at most
// `limit` submissions of this process are past the door at once; the others wait here, in memory, in the order they
// came. A rush of 2,000 taps for 50 units then does the database's and the gate's work for about the units plus
// `limit` of them: once a unit's answer marks the product sold out (doorMark.ts), each waiter is refused by the
// mark as its turn comes, which costs a Map lookup. Without the queue every tap of the rush started before the first
// answer, passed the (still empty) marks and queued for a database connection instead, each paying its reads.
// The queue only orders and bounds: whoever passes it is decided by the database (and the gate) as before.
// Second rule (ADR 0068): one buyer's taps for one product go one after the other (afterOwnTaps), so a double tap
// meets the first tap's answer (the mark of the buyer's limit) instead of a turn of its own while the first decides.

type Line = { active: number; waiting: (() => void)[] };

const lines = new Map<string, Line>();

/** Runs `step` once fewer than `limit` steps of this product are running here (limit ≤ 0: at once). */
export async function throughTheDoor<T>(productId: string, limit: number, step: () => Promise<T>): Promise<T> {
  if (limit <= 0) return step();
  let line = lines.get(productId);
  if (!line) {
    line = { active: 0, waiting: [] };
    lines.set(productId, line);
  }
  if (line.active < limit) line.active++;
  else {
    const l = line;
    // The slot is handed over by the step that leaves (active stays as it is).
    await new Promise<void>((turn) => l.waiting.push(turn));
  }
  try {
    return await step();
  } finally {
    leave(productId, line);
  }
}

function leave(productId: string, line: Line) {
  const next = line.waiting.shift();
  if (next) return next();
  line.active--;
  if (line.active === 0 && lines.get(productId) === line) lines.delete(productId);
}

/** How many are running and waiting for this product here (the integration test watches it). */
export function doorLine(productId: string): { active: number; waiting: number } {
  const line = lines.get(productId);
  return { active: line?.active ?? 0, waiting: line?.waiting.length ?? 0 };
}

/** Per product and buyer, the tail of this process's submissions (true: one of them answered with an order). */
const taps = new Map<string, Promise<boolean>>();
const answered = () => true;

/**
 * Runs `step` once this buyer's earlier submissions for this product in this process have answered, telling it
 * whether one before it answered with an order (the buyer holds a unit). A double tap then meets what the
 * first one decided (the door's mark of the buyer's limit, or the first order) instead of taking a second turn
 * through the queue and the database while the first is still deciding.
 */
export async function afterOwnTaps<T>(productId: string, userId: string, step: (holdsUnit: boolean) => Promise<T>): Promise<T> {
  const k = userKey(productId, userId);
  const before = taps.get(k);
  const run = before ? before.then(step) : step(false);
  const tail = run.then(answered, () => before ?? false);
  taps.set(k, tail);
  try {
    return await run;
  } finally {
    if (taps.get(k) === tail) taps.delete(k);
  }
}
