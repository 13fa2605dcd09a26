/** 帮助中心 (inventory my.md §9): the home (find_help_data), a category's questions, search within help, a question. */
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HelpArticleCard, HelpArticleDetail, HelpArticlePage, HelpCategory, HelpHome, HelpSearchPage } from '@/lib/contract/cms/api';
import { HELP_COMMON_MAX, HELP_RELATED_MAX, helpSearchWords } from '@/lib/contract/cms/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { badInput, notFound } from '../../http/errors';
import { snippetAround } from './helpText';
import { helpArticles, helpCategories } from './schema';

const cardColumns = {
  id: helpArticles.id,
  title: helpArticles.title,
  categoryCode: helpArticles.categoryCode,
  linkType: helpArticles.linkType,
  wapRoute: helpArticles.wapRoute,
  link: helpArticles.link,
};

const online = eq(helpArticles.online, true);
const IN_ORDER = [asc(helpArticles.sort), asc(helpArticles.id)] as const;

const unknownCategory = () => notFound('帮助分类不存在');

/** The categories that have questions online, in their order, with how many. */
async function categoriesOf(db: DbLike): Promise<HelpCategory[]> {
  const rows = await db
    .select({ code: helpCategories.code, name: helpCategories.name, articleCount: sql<number>`count(${helpArticles.id})::int` })
    .from(helpCategories)
    .leftJoin(helpArticles, and(eq(helpArticles.categoryCode, helpCategories.code), online))
    .groupBy(helpCategories.code)
    .orderBy(asc(helpCategories.sort), asc(helpCategories.code));
  return rows.filter((c) => c.articleCount > 0);
}

async function categoryPage(db: DbLike, categoryCode: string, page: number, limit: number): Promise<HelpArticlePage> {
  const where = and(eq(helpArticles.categoryCode, categoryCode), online);
  const [rows, [{ n }]] = await Promise.all([
    db.select(cardColumns).from(helpArticles).where(where).orderBy(...IN_ORDER).limit(limit).offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(helpArticles).where(where),
  ]);
  return pageOf<HelpArticleCard>(rows, n, page, limit);
}

/** find_help_data: the categories, 常见问题, and page 1 of `categoryCode` (the first category when not given). */
export async function findHelpData(db: DbLike, input: { categoryCode?: string; limit: number }): Promise<HelpHome> {
  const [categoryList, commonList] = await Promise.all([
    categoriesOf(db),
    db
      .select(cardColumns)
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.code, helpArticles.categoryCode))
      .where(and(online, eq(helpArticles.common, true)))
      .orderBy(asc(helpCategories.sort), ...IN_ORDER)
      .limit(HELP_COMMON_MAX),
  ]);
  const categoryCode = input.categoryCode ?? categoryList[0]?.code ?? '';
  if (input.categoryCode && !categoryList.some((c) => c.code === input.categoryCode)) throw unknownCategory();
  const articleData = categoryCode ? await categoryPage(db, categoryCode, 1, input.limit) : pageOf<HelpArticleCard>([], 0, 1, input.limit);
  return { categoryList, commonList, categoryCode, articleData };
}

/** A category's questions in their order; 404 for a category that does not exist. */
export async function helpList(db: DbLike, input: { categoryCode: string; page: number; limit: number }): Promise<HelpArticlePage> {
  const [cat] = await db.select({ code: helpCategories.code }).from(helpCategories).where(eq(helpCategories.code, input.categoryCode));
  if (!cat) throw unknownCategory();
  return categoryPage(db, input.categoryCode, input.page, input.limit);
}

/**
 * Questions whose title or answer contains every word of `keyword` (case-insensitive, matched literally): those with
 * every word in the title first, then 常见问题, then in the categories' order. Each hit carries a snippet of its answer.
 */
export async function helpSearch(db: DbLike, input: { keyword: string; page: number; limit: number }): Promise<HelpSearchPage> {
  const words = helpSearchWords(input.keyword);
  if (!words.length) throw badInput('keyword：请输入您遇到的问题');
  const inTitle = words.map((w) => ilike(helpArticles.title, likeContains(w)));
  const where: SQL | undefined = and(online, ...words.map((w) => or(ilike(helpArticles.title, likeContains(w)), ilike(helpArticles.contentText, likeContains(w)))));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...cardColumns, categoryName: helpCategories.name, contentText: helpArticles.contentText })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.code, helpArticles.categoryCode))
      .where(where)
      .orderBy(sql`case when ${and(...inTitle)} then 0 else 1 end`, desc(helpArticles.common), asc(helpCategories.sort), ...IN_ORDER)
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(helpArticles).where(where),
  ]);
  const records = rows.map(({ contentText, ...card }) => ({ ...card, snippet: snippetAround(contentText, words) }));
  return pageOf(records, n, input.page, input.limit);
}

/** One question with its answer (HTML) and a few others of its category; 404 when unknown or offline. */
export async function helpDetail(db: DbLike, id: string): Promise<HelpArticleDetail> {
  const [row] = await db
    .select({ ...cardColumns, categoryName: helpCategories.name, content: helpArticles.content, updatedAt: helpArticles.updatedAt })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.code, helpArticles.categoryCode))
    .where(and(eq(helpArticles.id, id), online));
  if (!row) throw notFound('该问题不存在或已下线');
  const related = await db
    .select(cardColumns)
    .from(helpArticles)
    .where(and(eq(helpArticles.categoryCode, row.categoryCode), online, ne(helpArticles.id, row.id)))
    .orderBy(...IN_ORDER)
    .limit(HELP_RELATED_MAX);
  return { ...row, updatedAt: row.updatedAt.toISOString(), related };
}
