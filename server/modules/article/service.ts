/** 资讯 (information articles): the home's 资讯精选, the paged list and the detail (which counts a view). */
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ArticleCard, ArticleDetail, ArticlePage, InformationHome } from '@/lib/contract/article/api';
import { ARTICLE_CATEGORY_NAMES, ARTICLE_HOT_COUNT } from '@/lib/contract/article/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { searchForm } from '../../text/searchForm';
import { articles, type ArticleRow } from './schema';

export const ARTICLE_CATEGORIES = Object.entries(ARTICLE_CATEGORY_NAMES).map(([code, name]) => ({ code, name }));

const BEIJING_MS = 8 * 3600 * 1000;
const dateText = (d: Date) => new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 10);

/** `hot` marks the most-read published articles (hotIdsOf); without that set no card is hot. */
export function cardOf(r: Omit<ArticleRow, 'searchPlain'>, hotIds: ReadonlySet<string> = NO_HOT): ArticleCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    coverUrl: r.coverUrl,
    category: r.category,
    categoryName: ARTICLE_CATEGORY_NAMES[r.category] ?? '资讯',
    publishedAt: r.publishedAt.toISOString(),
    publishedDate: dateText(r.publishedAt),
    views: r.views,
    hot: hotIds.has(r.id),
  };
}

const NO_HOT: ReadonlySet<string> = new Set();

const cardColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  coverUrl: articles.coverUrl,
  category: articles.category,
  publishedAt: articles.publishedAt,
  views: articles.views,
  paragraphs: sql<string[]>`'{}'::text[]`,
};

/** Only what is published by `now` (a scheduled article stays hidden until its time). */
const published = (now: Date) => sql`${articles.publishedAt} <= ${now}`;
const NEWEST = [desc(articles.publishedAt), desc(articles.id)] as const;

/** The ids of the ARTICLE_HOT_COUNT most-read published articles (ties: the older id first), the 热门 cards. */
async function hotIdsOf(db: DbLike, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(published(now))
    .orderBy(desc(articles.views), asc(articles.id))
    .limit(ARTICLE_HOT_COUNT);
  return new Set(rows.map((r) => r.id));
}

/** What the keyword search reads of an article (its `search_plain`, written with the row): title and summary in the search form. */
export const articleSearchPlain = (r: { title: string; summary: string }) => searchForm(`${r.title}\n${r.summary}`);

/**
 * Newest first; `category` narrows to one category, `keyword` to the articles whose title or summary contains it,
 * both in the search form (case, width and traditional characters aside: 發票 finds 发票; its %, _ and \\ match
 * themselves).
 */
export async function listInformation(
  db: DbLike,
  now: Date,
  input: { page: number; limit: number; category?: string; keyword?: string },
): Promise<ArticlePage> {
  const words = searchForm(input.keyword ?? '').trim();
  const where: SQL | undefined = and(
    published(now),
    input.category ? eq(articles.category, input.category) : undefined,
    words ? ilike(articles.searchPlain, likeContains(words)) : undefined,
  );
  const [rows, [{ n }], hot] = await Promise.all([
    db.select(cardColumns).from(articles).where(where).orderBy(...NEWEST).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(articles).where(where),
    hotIdsOf(db, now),
  ]);
  return pageOf(
    rows.map((r) => cardOf(r, hot)),
    n,
    input.page,
    input.limit,
  );
}

/** 资讯精选 of the home: the newest `limit` articles and the categories (for the list's tabs). */
export async function getInformationHome(db: DbLike, now: Date, limit: number): Promise<InformationHome> {
  const [rows, hot] = await Promise.all([db.select(cardColumns).from(articles).where(published(now)).orderBy(...NEWEST).limit(limit), hotIdsOf(db, now)]);
  return { records: rows.map((r) => cardOf(r, hot)), categories: ARTICLE_CATEGORIES };
}

/** One article with its body and up to 3 newer-or-older articles of its category; counts one view. 404 when unknown. */
export async function getInformationDetail(db: DbLike, now: Date, id: string): Promise<ArticleDetail> {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), published(now)))
    .returning();
  if (!row) throw notFound('该资讯不存在或已下线');
  const [related, hot] = await Promise.all([
    db
      .select(cardColumns)
      .from(articles)
      .where(and(published(now), eq(articles.category, row.category), sql`${articles.id} <> ${row.id}`))
      .orderBy(...NEWEST)
      .limit(3),
    hotIdsOf(db, now),
  ]);
  return { ...cardOf(row, hot), paragraphs: row.paragraphs, related: related.map((r) => cardOf(r, hot)) };
}

/** Ids of published articles for the sitemap, newest first. */
export async function publishedArticleIds(db: DbLike, now: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ id: articles.id }).from(articles).where(published(now)).orderBy(...NEWEST).limit(limit);
  return rows.map((r) => r.id);
}
