/**
 * Images shown from a URL in the query (/img?url=) must be ours: a same-site path, never another host
 * ('//host' and '/\host' are hosts to a browser), never a script or data URL.
 */
export function localImageUrl(raw: unknown): string | null {
  const v = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  if (typeof v !== 'string') return null;
  const u = v.trim();
  if (!/^\/(?![/\\])/.test(u) || /[\s<>"']/.test(u) || u.length > 1000) return null;
  return u;
}
