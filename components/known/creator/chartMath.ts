/** The geometry of the creator data chart: one line per measure over the days, on a shared rounded scale. */

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };
export type Point = { x: number; y: number };

/**
 * The value axis: a round step (1, 2 or 5 × 10ⁿ, at least 1) giving about four intervals, and the top as the
 * fewest whole steps covering the largest value (never under `min`).
 */
export function valueScale(largest: number, min = 4): { max: number; step: number } {
  const v = Math.max(largest, min);
  const raw = v / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((k) => k * pow >= raw) ?? 10) * pow);
  return { max: Math.ceil(v / step) * step, step };
}

/** The tick values from 0 to the top of a scale. */
export const ticks = ({ max, step }: { max: number; step: number }): number[] => Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);

/** Points of one series inside the box: the first day on the left edge, the last on the right. */
export function linePoints(values: number[], max: number, box: ChartBox): Point[] {
  const w = box.width - box.left - box.right;
  const h = box.height - box.top - box.bottom;
  const n = values.length;
  return values.map((v, i) => ({
    x: box.left + (n === 1 ? w / 2 : (w * i) / (n - 1)),
    y: box.top + h - (max > 0 ? (Math.max(0, v) / max) * h : 0),
  }));
}

export const pointsAttr = (pts: Point[]): string => pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** Which days get a label under the axis: every day of a week; otherwise evenly spaced, always the first and the last. */
export function labelIndexes(n: number, count = 5): number[] {
  if (n <= 7) return Array.from({ length: n }, (_, i) => i);
  const step = Math.ceil((n - 1) / (count - 1));
  const out: number[] = [];
  for (let i = 0; i < n - 1; i += step) out.push(i);
  // The last day always shows; an evenly placed label too close before it gives way.
  if (n - 1 - out[out.length - 1] < step / 2) out.pop();
  out.push(n - 1);
  return out;
}

/** '2026-11-24' → '11-24'. */
export const shortDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}/.test(day) ? day.slice(5, 10) : day);
