/** The filter chips of the review list: 全部, 有图, 好评, or one review tag. */
import type { EvaluateListInput, EvaluationPage } from '@/lib/contract/evaluate/api';

export type ReviewFilter = { kind: 'all' } | { kind: 'images' } | { kind: 'good' } | { kind: 'tag'; tag: string };

export type FilterChip = { key: string; label: string; filter: ReviewFilter };

export const filterKey = (f: ReviewFilter) => (f.kind === 'tag' ? `tag:${f.tag}` : f.kind);

export function filterChips(stats: EvaluationPage['stats']): FilterChip[] {
  const chips: FilterChip[] = [{ key: 'all', label: `全部(${stats.total})`, filter: { kind: 'all' } }];
  if (stats.withImages) chips.push({ key: 'images', label: `有图(${stats.withImages})`, filter: { kind: 'images' } });
  if (stats.good) chips.push({ key: 'good', label: `好评(${stats.good})`, filter: { kind: 'good' } });
  for (const t of stats.tags.slice(0, 8)) chips.push({ key: `tag:${t.name}`, label: `${t.name}(${t.count})`, filter: { kind: 'tag', tag: t.name } });
  return chips;
}

export function filterInput(f: ReviewFilter): Pick<EvaluateListInput, 'tag' | 'goodOnly' | 'withImages'> {
  if (f.kind === 'images') return { withImages: 1 };
  if (f.kind === 'good') return { goodOnly: 1 };
  if (f.kind === 'tag') return { tag: f.tag };
  return {};
}

/** ?filter=images|good|tag:<name> */
export function parseFilter(raw: unknown): ReviewFilter {
  const v = typeof raw === 'string' ? raw : '';
  if (v === 'images' || v === 'good') return { kind: v };
  if (v.startsWith('tag:') && v.length > 4) return { kind: 'tag', tag: v.slice(4, 40) };
  return { kind: 'all' };
}
