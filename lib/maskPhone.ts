// One formatter the user store needs at every page's start (lib/format.ts re-exports it).

/** '13812345678' -> '138****5678'; empty shows the placeholder (暂无). */
export function maskPhone(phone: string | null | undefined, empty = '暂无'): string {
  const p = (phone || '').trim();
  if (!p) return empty;
  if (p.length < 7) return p;
  return `${p.slice(0, 3)}****${p.slice(-4)}`;
}
