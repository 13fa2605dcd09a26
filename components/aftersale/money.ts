/** '12.5' → 1250 fen; null for anything that is not a yuan amount with at most 2 decimals. */
export function parseYuan(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [i, d = ''] = t.split('.');
  return Number(i) * 100 + Number(d.padEnd(2, '0'));
}
