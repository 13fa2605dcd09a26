/** An ISO time as 'YYYY-MM-DD HH:mm' in China time (the product's only zone); '' for nothing, text as given. */
export function shortTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const cn = new Date(d.getTime() + 8 * 3600_000);
  return cn.toISOString().slice(0, 16).replace('T', ' ');
}
