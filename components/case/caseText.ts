/** Display rules of the case detail (inventory §15.2). */

/** '2024-03-05' -> '2024年03月05日'; anything else as given. */
export function cnDate(ymd: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((ymd ?? '').trim());
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : (ymd ?? '').trim();
}

/** A step's dates: '2024年03月05日~2024年03月12日', one side alone, or ''. */
export function stepRange(from: string, to: string): string {
  const a = cnDate(from);
  const b = cnDate(to);
  if (a && b) return `${a}~${b}`;
  return a || b;
}

/** An expert dimension out of 10 as a bar width in percent (0–100). */
export function fractionPercent(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.max(0, Math.min(100, Math.round(fraction * 10)));
}

/** Out-of-10 scores with one decimal ('9.0'). */
export const oneDecimal = (n: number | null | undefined) => (n === null || n === undefined || !Number.isFinite(n) ? '--' : n.toFixed(1));
