/**
 * The serving phase of this process: `starting` until the runtime is up (server/runtime.ts), then `serving`, then
 * `draining` from the first SIGTERM on (scripts/start.mjs, docs/adr/0046). Kept on globalThis under a registered
 * symbol, the contract with scripts/start.mjs: it is plain JavaScript outside Next's bundles and reads and sets the
 * same slot. /api/health/ready answers 503 in every phase but `serving`.
 */
export type Phase = 'starting' | 'serving' | 'draining';

const KEY = Symbol.for('crisps.phase');
type G = typeof globalThis & { [KEY]?: Phase };

export const phase = (): Phase => (globalThis as G)[KEY] ?? 'starting';

/**
 * Called on each change of phase: scripts/start.mjs adds one to learn when the runtime is serving (a worker tells the
 * primary then). A slot of globalThis too: the bundled server code cannot reach scripts/ otherwise.
 */
const WATCHERS = Symbol.for('crisps.phase.watchers');
type W = typeof globalThis & { [WATCHERS]?: Set<(p: Phase) => void> };

/** Moves to `p`; a draining process never turns back (only tests reset it, with `force`). */
export function setPhase(p: Phase, opts: { force?: boolean } = {}) {
  if (phase() === 'draining' && !opts.force) return;
  (globalThis as G)[KEY] = p;
  for (const watch of (globalThis as W)[WATCHERS] ?? []) watch(p);
}
