/**
 * First screens of the 必懂 editors (/known/publish/*) and the creator centre (/known/createCenter, /creatCenter/*).
 * Sections a page can do without load in the browser when they fail here (null); an invalid session goes to log in.
 */
import type { Http } from '@/lib/http';
import { errorText, optional, readFailure, redirectTo, throwIfSession, type PageAnswer } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { KNOWN_TYPE, type CreatorTab } from '@/lib/contract/known/enums';
import type { CreatorPage, DraftOrNone, KnownPage } from '@/lib/contract/known/api';
import {
  knownAnswerDrafts,
  knownCreatorContents,
  knownCreatorData,
  knownDetail,
  knownDraft,
  knownEditSource,
  knownTopics,
  knownWriteAnswer,
  type AnswerDraftList,
  type CreatorData,
  type Draft,
  type EditSource,
  type TopicTree,
} from '@/services/known';
import { KIND_TYPE, PUBLISH_TEXT, draftTarget, type PublishKind } from '@/lib/known/publishRules';
import { tabFromActive } from '@/lib/known/creatorRules';
import { writeAction } from '@/lib/known/detailRules';

export const CREATOR_PAGE_SIZE = 15;
export const CHOOSE_PAGE_SIZE = 15;

export type EditorPageData = {
  topics: TopicTree | null;
  /** The server draft as found (null: not asked or failed; the browser asks again). */
  draft: DraftOrNone | null;
  /** The post being edited (editType=2&id=), '' for a new one. */
  editId: string;
  source: EditSource | null;
  /** The post to edit could not be loaded: the page shows this and goes back. */
  loadError: string;
};

const editIdOf = (query: Query) => (query.editType === '2' ? query.id || '' : '');

/** The author's own post to edit, checked to be of the editor's kind; or the text to show instead. */
async function editSource(editId: string, kind: PublishKind, client: Http): Promise<{ source: EditSource | null; loadError: string }> {
  try {
    const source = await knownEditSource(editId, client);
    if (source.type !== KIND_TYPE[kind]) return { source: null, loadError: PUBLISH_TEXT.loadFailed };
    return { source, loadError: '' };
  } catch (e) {
    const { notFound } = readFailure(e);
    return { source: null, loadError: notFound ? PUBLISH_TEXT.loadFailed : errorText(e, PUBLISH_TEXT.loadFailed) };
  }
}

/** /known/publish/question and /known/publish/article: the topics, the post to edit and its draft. */
export async function loadEditorPage(client: Http, query: Query, kind: 'question' | 'article'): Promise<EditorPageData> {
  const editId = editIdOf(query);
  const [topics, edit] = await Promise.all([optional(knownTopics(client)), editId ? editSource(editId, kind, client) : null]);
  const loadError = edit?.loadError ?? '';
  const target = loadError ? null : draftTarget(kind, { editId: editId || undefined });
  const draft = target ? await optional(knownDraft(target, client)) : null;
  return { topics, draft, editId, source: edit?.source ?? null, loadError };
}

export type AnswerPageData = {
  /** The question answered ('' when the page was opened without one). */
  questionId: string;
  questionTitle: string;
  draft: DraftOrNone | null;
  editId: string;
  source: EditSource | null;
  loadError: string;
  /** Opened without a question: the first page of the questions waiting for an answer, to pick one. */
  waiting: KnownPage | null;
};

/**
 * /known/publish/answer?id=<questionId>, or ?id=<answerId>&editType=2. A question the viewer has answered opens
 * their answer's editor instead (a person answers a question once: 编辑我的回答).
 */
export async function loadAnswerPage(client: Http, query: Query): Promise<PageAnswer<AnswerPageData>> {
  const base: AnswerPageData = { questionId: '', questionTitle: '', draft: null, editId: '', source: null, loadError: '', waiting: null };
  const editId = editIdOf(query);
  if (editId) {
    const { source, loadError } = await editSource(editId, 'answer', client);
    if (!source) return { ...base, editId, loadError };
    const questionId = source.sourceId ?? '';
    const question = questionId ? await optional(knownDetail(questionId, client)) : null;
    const draft = await optional(knownDraft(`edit:${editId}`, client));
    return { ...base, editId, source, questionId, questionTitle: question?.title || source.title, draft };
  }
  const questionId = query.id || '';
  // No question chosen: the questions waiting for an answer, to pick one here.
  if (!questionId) return { ...base, waiting: await optional(knownWriteAnswer({ tab: 'recommend', page: 1, limit: CHOOSE_PAGE_SIZE }, client)) };
  try {
    const q = await knownDetail(questionId, client);
    if (q.type !== KNOWN_TYPE.QUESTION) return { ...base, questionId, loadError: '问题不存在或已删除' };
    if (q.myAnswerId) return redirectTo(writeAction(q.id, q.myAnswerId).href);
    const target = draftTarget('answer', { questionId });
    const draft = target ? await optional(knownDraft(target, client)) : null;
    return { ...base, questionId, questionTitle: q.title, draft };
  } catch (e) {
    const { notFound } = readFailure(e);
    return { ...base, questionId, loadError: notFound ? '问题不存在或已删除' : errorText(e, PUBLISH_TEXT.loadFailed) };
  }
}

export type ArticleNextData = {
  target: string | null;
  editId: string;
  draft: Draft | null;
  topics: TopicTree | null;
  /** The draft could not be read (not "there is none"). */
  failed: boolean;
};

/** /known/publish/articleNext: the article as its first step saved it (the server draft), and the topics. */
export async function loadArticleNext(client: Http, query: Query): Promise<ArticleNextData> {
  const editId = editIdOf(query);
  const target = draftTarget('article', { editId: editId || undefined });
  const readDraft = async (): Promise<DraftOrNone | null> => {
    if (!target) return { draft: null };
    try {
      return await knownDraft(target, client);
    } catch (e) {
      throwIfSession(e);
      return null;
    }
  };
  const [topics, found] = await Promise.all([optional(knownTopics(client)), readDraft()]);
  return { target, editId, draft: found?.draft ?? null, topics, failed: found === null };
}

/** /known/publish/chooseque: the first page of the recommended questions. */
export async function loadChooseQuestion(client: Http): Promise<{ first: KnownPage | null }> {
  return { first: await optional(knownWriteAnswer({ tab: 'recommend', page: 1, limit: CHOOSE_PAGE_SIZE }, client)) };
}

export type CreatorListData = { tab: CreatorTab; first: CreatorPage | null };

/** /known/createCenter[?active=3] and /creatCenter/myContent: the tab's first page. */
export async function loadCreatorList(client: Http, query: Query): Promise<CreatorListData> {
  const tab = tabFromActive(query.active);
  return { tab, first: await optional(knownCreatorContents({ tab, page: 1, limit: CREATOR_PAGE_SIZE }, client)) };
}

/** /creatCenter/myData: the creator's numbers over 7 days. */
export async function loadCreatorData(client: Http): Promise<{ stats: CreatorData | null }> {
  return { stats: await optional(knownCreatorData(7, client)) };
}

/** The hub's draft rows: the server draft of each editor, and the answer drafts; null when it could not be read. */
export type HubDrafts = { question: DraftOrNone | null; article: DraftOrNone | null; answers: AnswerDraftList | null };
export type CreatorHubData = { stats: CreatorData | null; drafts: HubDrafts };

/** /creatCenter: the numbers over 7 days, whether the question and article editors hold a draft, and the answer drafts. */
export async function loadCreatorHub(client: Http): Promise<CreatorHubData> {
  const [stats, question, article, answers] = await Promise.all([
    optional(knownCreatorData(7, client)),
    optional(knownDraft('question', client)),
    optional(knownDraft('article', client)),
    optional(knownAnswerDrafts(client)),
  ]);
  return { stats, drafts: { question, article, answers } };
}
