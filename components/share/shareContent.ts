/** What /share/content shows for its query (plain rules, unit-tested). */

export type ShareTarget =
  | { kind: 'article'; id: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'missing' };

const enc = encodeURIComponent;

/**
 * type=goods → the goods share page; type=case → the case page; type=article (or no type) → the 资讯 share card
 * here. `id` names the content; without it the link is incomplete.
 */
export function shareTarget(q: { type?: string; id?: string; contentId?: string; productId?: string; plannerId?: string }): ShareTarget {
  const type = (q.type || 'article').toLowerCase();
  const id = q.id || q.contentId || q.productId || '';
  if (!id) return { kind: 'missing' };
  if (type === 'goods') return { kind: 'redirect', to: `/share/goods?productId=${enc(id)}${q.plannerId ? `&plannerId=${enc(q.plannerId)}` : ''}` };
  if (type === 'case') return { kind: 'redirect', to: `/caseexample/details?id=${enc(id)}` };
  if (type === 'article' || type === 'information') return { kind: 'article', id };
  return { kind: 'missing' };
}
