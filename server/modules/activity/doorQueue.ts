// The flash sale's queue at the door (issue 30, docs/adr/0055-seckill-door-queue.md): per product, at most
// `limit` submissions of this process are past the door at once; the others wait here, in memory, in the order they
// came. A rush of 2,000 taps for 50 units then does the database's and the gate's work for about the units plus
// `limit` of them: once a unit's answer marks the product sold out (doorMark.ts), each waiter is refused by the
// mark as its turn comes, which costs a Map lookup. Without the queue every tap of the rush started before the first
// answer, passed the (still empty) marks and queued for a database connection instead, each paying its reads.
// The queue only orders and bounds: whoever passes it is decided by the database (and the gate) as before.

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
