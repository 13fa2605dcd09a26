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

/** Moves to `p`; a draining process never turns back (only tests reset it, with `force`). */
export function setPhase(p: Phase, opts: { force?: boolean } = {}) {
  if (phase() === 'draining' && !opts.force) return;
  (globalThis as G)[KEY] = p;
}
