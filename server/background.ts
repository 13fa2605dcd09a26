/**
 * The background loops of a runtime (order sweeper, payout sweeper, 热度, search reindex): a pass every `ms`, never
 * two at once. A drain (scripts/start.mjs, docs/adr/0046) stops them all: no new pass starts, loops that walk a list
 * stop after their current item (`stopping()`), and `stopBackground()` resolves once the passes in progress are done,
 * before the database closes.
 */
export type Loop = { stop(): Promise<void> };

const KEY = Symbol.for('crisps.background');
type State = { loops: Set<Loop>; tasks: Set<Promise<unknown>>; stopping: boolean };
type G = typeof globalThis & { [KEY]?: State };
const state = (): State => ((globalThis as G)[KEY] ??= { loops: new Set(), tasks: new Set(), stopping: false });

/** True once this process's background work has been told to stop: a loop over items ends after the current one. */
export const stopping = () => state().stopping;

/** Runs `pass` every `ms` (and once at once with `now`); a pass still running when the next is due is not doubled. */
export function startLoop(ms: number, pass: () => Promise<void>, opts: { now?: boolean } = {}): Loop {
  let current: Promise<void> | undefined;
  const tick = () => {
    if (current || state().stopping) return;
    current = pass().finally(() => {
      current = undefined;
    });
  };
  const timer = setInterval(tick, ms);
  timer.unref?.();
  const loop: Loop = {
    async stop() {
      clearInterval(timer);
      state().loops.delete(loop);
      await current;
    },
  };
  state().loops.add(loop);
  if (opts.now) tick();
  return loop;
}

/** A one-off background task (the search reindex): a drain waits for it. */
export function track<T>(task: Promise<T>): Promise<T> {
  const s = state();
  s.tasks.add(task);
  void task.finally(() => s.tasks.delete(task)).catch(() => {});
  return task;
}

/** Stops every loop of this process and waits for the passes and tasks in progress. */
export async function stopBackground(): Promise<void> {
  const s = state();
  s.stopping = true;
  await Promise.allSettled([...[...s.loops].map((l) => l.stop()), ...s.tasks]);
}

/** Tests: background work may start again. */
export function resetBackground() {
  state().stopping = false;
}
