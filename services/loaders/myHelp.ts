/** First screens of 帮助中心 (/my/help, /my/help/helpCenter, /my/help/questions) and 关于我们 (/my/about, /my/about/:id). */
import { notFound, readFailure, redirectTo, type PageAnswer, type PageLoadContext, type Query } from '@/lib/pageLoader';
import { sanitizeHtml } from '@/lib/sanitize';
import { HELP_KEYWORD_MAX } from '@/lib/contract/cms/enums';
import { findProtocol } from '@/services/auth';
import { aboutList, findHelpData, helpDetail, helpSearch, type AboutEntry, type HelpArticleDetail, type HelpHome, type HelpSearchPage } from '@/services/cms';
import { aboutDocumentCode } from '@/lib/help/helpLinks';

/** Search results the first screen shows; more load on 查看更多. */
export const HELP_SEARCH_PAGE_SIZE = 20;

export type HelpHomeData = { home: HelpHome };
export type HelpSearchData = { keyword: string; result: HelpSearchPage | null };
export type HelpQuestionData = { question: HelpArticleDetail };
export type AboutData = { entries: AboutEntry[] };
export type AboutDocumentData = { code: string; title: string; html: string };

/** The help home, on the category of `?categoryCode=` (an unknown one: the home without it). */
export async function loadHelpHome({ client, query }: PageLoadContext): Promise<PageAnswer<HelpHomeData>> {
  const categoryCode = query.categoryCode || undefined;
  try {
    return { home: await findHelpData({ categoryCode }, client) };
  } catch (err) {
    if (categoryCode && readFailure(err).notFound) return redirectTo('/my/help');
    throw err;
  }
}

/** The results of `?keyword=` (none asked: the empty search page). */
export async function loadHelpSearch({ client, query }: PageLoadContext): Promise<HelpSearchData> {
  const keyword = (query.keyword ?? '').slice(0, HELP_KEYWORD_MAX).trim();
  if (!keyword) return { keyword: '', result: null };
  return { keyword, result: await helpSearch({ keyword, limit: HELP_SEARCH_PAGE_SIZE }, client) };
}

/** /my/help/questions opened without `?id=`: the common questions to choose from. */
export type HelpQuestionsLanding = { common: HelpHome['commonList'] };
export const helpQuestionsLanding = {
  when: (query: Query) => !query.id,
  load: async ({ client }: PageLoadContext): Promise<HelpQuestionsLanding> => ({ common: (await findHelpData({}, client)).commonList }),
};

/** A question with its answer sanitised for display; unknown, offline or malformed: 404. */
export async function loadHelpQuestion({ client, query }: PageLoadContext): Promise<PageAnswer<HelpQuestionData>> {
  if (!query.id) return notFound();
  try {
    const question = await helpDetail(query.id, client);
    return { question: { ...question, content: sanitizeHtml(question.content) } };
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
}

export async function loadAbout({ client }: PageLoadContext): Promise<AboutData> {
  return { entries: (await aboutList(client)).entries };
}

/** A public document (read without the visitor's session, like /login/protocol); unknown or malformed: 404. */
export async function loadAboutDocument({ params, query }: PageLoadContext): Promise<PageAnswer<AboutDocumentData>> {
  const code = aboutDocumentCode(params.id ?? '', query.type);
  try {
    const doc = (await findProtocol(code)).rows[0];
    if (!doc) return notFound();
    return { code, title: doc.title ?? '', html: sanitizeHtml(doc.content) };
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
}
