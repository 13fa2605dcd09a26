/**
 * A seeded random source, so the generated marketplace is the same on every run and every machine. Each entity kind
 * takes its own stream (rng('goods'), rng('planners')…): adding a planner must not reshuffle every goods row.
 */
export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  /** `n` distinct items in a stable random order. */
  sample: <T>(list: readonly T[], n: number) => T[];
  chance: (p: number) => boolean;
  /** A multiple of `step` in [min, max]. */
  step: (min: number, max: number, step: number) => number;
};

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the stream name, so every stream starts from its own fixed seed. */
function hashName(name: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const SEED = 20240601;

export function rng(stream: string): Rng {
  const next = mulberry32(SEED ^ hashName(stream));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const sample = <T>(list: readonly T[], n: number) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  return {
    next,
    int,
    pick,
    sample,
    chance: (p) => next() < p,
    step: (min, max, step) => int(Math.ceil(min / step), Math.floor(max / step)) * step,
  };
}

/** The clock of the seed: every date is an offset from here, never from the real clock, so rows are identical. */
export const SEED_NOW = new Date('2025-06-01T10:00:00+08:00');
const DAY = 86_400_000;
export const daysAgo = (d: number, minutes = 0) => new Date(SEED_NOW.getTime() - d * DAY - minutes * 60_000);

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
