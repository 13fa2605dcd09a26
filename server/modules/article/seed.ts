/** Deterministic 资讯 seed: 20 articles, one every ~1.5 days back from 2026-11-20, covers from the catalog artwork. */
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { coverOf } from '../../seed/catalog/images';
import { articles } from './schema';
import { articleSearchPlain } from './service';
import { ARTICLE_TEXTS } from './seedTexts';

export function articleRows() {
  const start = Date.UTC(2026, 10, 20, 2, 0); // 2026-11-20 10:00 Beijing time
  return ARTICLE_TEXTS.map((a, i) => ({
    id: `art_${String(i + 1).padStart(4, '0')}`,
    title: a.title,
    summary: a.summary,
    paragraphs: a.paragraphs,
    coverUrl: coverOf(a.motif, i % 4),
    category: a.category,
    publishedAt: new Date(start - i * 36 * 3600 * 1000),
    views: 300 + ((i * 7919) % 4700),
    searchPlain: articleSearchPlain(a),
  }));
}

/**
 * Inserts the articles that are missing; existing rows (and their view counts) are left alone, but every article's
 * search text is brought up to the current search form (rows from before the column, or an older form). Safe to run
 * twice.
 */
export async function seedArticles(db: DbLike) {
  await db.insert(articles).values(articleRows()).onConflictDoNothing({ target: articles.id });
  const rows = await db.select({ id: articles.id, title: articles.title, summary: articles.summary, searchPlain: articles.searchPlain }).from(articles);
  for (const r of rows) {
    const plain = articleSearchPlain(r);
    if (plain !== r.searchPlain) await db.update(articles).set({ searchPlain: plain }).where(eq(articles.id, r.id));
  }
}
