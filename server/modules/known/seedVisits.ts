import { rng } from '../../seed/catalog/prng';
import { chinaDay } from './detail';
import type { knownVisits } from './schema';

type Visit = typeof knownVisits.$inferInsert;
type Row = { id?: string; authorId: string; createdAt: Date; browseCount?: number };
const DAY = 86_400_000;

/**
 * View counts are counted, never drawn (ADR 0027): each published content's drawn popularity (the browseCount the
 * seed rolled for it) becomes about one visit per 100 of it, by seeded anonymous viewers on days since the content
 * appeared (the last 30 at most), added to `visits`; then every row's browseCount is set to the number of its visits.
 */
export function seedVisits(rows: Row[], published: Row[], visits: Visit[], now: Date): void {
  const r = rng('known-visits');
  for (const c of published) {
    const n = Math.round((c.browseCount ?? 0) / 100);
    const ageDays = Math.max(0, Math.floor((now.getTime() - c.createdAt.getTime()) / DAY));
    for (let k = 0; k < n; k++) {
      const day = chinaDay(new Date(now.getTime() - r.int(0, Math.min(29, ageDays)) * DAY));
      visits.push({ contentId: c.id!, viewerKey: `seed_viewer_${k + 1}`, day, authorId: c.authorId, createdAt: now });
    }
  }
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const v of visits) {
    const key = `${v.contentId}|${v.viewerKey}|${v.day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(v.contentId, (counts.get(v.contentId) ?? 0) + 1);
  }
  for (const c of rows) c.browseCount = counts.get(c.id!) ?? 0;
}
