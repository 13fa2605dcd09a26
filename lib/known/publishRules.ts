/**
 * The rules of the 必懂 editors (inventory known.md §11): what each form checks before it is sent, when its submit
 * text turns blue, what cancelling asks, which server draft it keeps, and where a published post goes.
 */
import { KNOWN_LIMITS, knownHref } from '@/lib/contract/known/enums';

export type PublishKind = 'question' | 'article' | 'answer';

/** The `type` the server expects for each editor. */
export const KIND_TYPE: Record<PublishKind, 1 | 2 | 3> = { question: 1, article: 2, answer: 3 };

/** What an editor holds: the title, the editor's HTML and plain text, and the chosen topic ids. */
export type PublishValues = { title: string; html: string; text: string; topicIds: string[] };
export const EMPTY_VALUES: PublishValues = { title: '', html: '', text: '', topicIds: [] };

export const PUBLISH_TEXT = {
  busy: '正在处理中,请稍后',
  needQuestionMark: '标题需以问号结尾',
  needTopic: '请选择话题',
  needContent: '内容区域不能为空哦',
  published: '发布成功',
  edited: '修改成功',
  held: '已提交，审核通过后发布',
  publishFailed: '发布失败',
  editFailed: '修改失败',
  loadFailed: '异常错误',
} as const;

export const titleMin = (kind: PublishKind): number =>
  kind === 'question' ? KNOWN_LIMITS.QUESTION_TITLE_MIN : kind === 'article' ? KNOWN_LIMITS.ARTICLE_TITLE_MIN : 0;

export const htmlMax = (kind: PublishKind): number =>
  kind === 'article' ? KNOWN_LIMITS.ARTICLE_HTML_MAX : kind === 'question' ? KNOWN_LIMITS.QUESTION_HTML_MAX : KNOWN_LIMITS.ANSWER_HTML_MAX;

/** Characters as a person counts them (an emoji is one). */
export const charCount = (s: string): number => [...s].length;

export const hasImage = (html: string): boolean => /<img\b[^>]*\bsrc\s*=/i.test(html);

/** Text or at least one picture. */
export const hasContent = (v: Pick<PublishValues, 'html' | 'text'>): boolean => v.text.trim() !== '' || hasImage(v.html);

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The plain text of editor HTML (block ends become line breaks), for drafts and edits restored into an editor. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h1|h2|h3|li|div|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_, e: string) => ENTITIES[e])
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The HTML to send: an editor holding neither text nor pictures (`<p><br></p>`) sends nothing. */
export const contentHtml = (v: Pick<PublishValues, 'html' | 'text'>): string => (hasContent(v) ? v.html : '');

/**
 * The checks of inventory §11 "Validation on submit", in its order; the first failure's text, or null.
 * (The 6th rule, a second tap while sending, belongs to the submit lock.) `skipTopic`: an article's 下一步, whose
 * next step still offers the topics.
 */
export function validatePublish(kind: PublishKind, v: PublishValues, opts: { skipTopic?: boolean } = {}): string | null {
  const title = v.title.trim();
  if (kind !== 'answer') {
    const min = titleMin(kind);
    if (charCount(title) < min) return `标题不能少于${min}个字哦`;
  }
  if (kind === 'question' && !/[?？]$/.test(title)) return PUBLISH_TEXT.needQuestionMark;
  if (kind !== 'answer' && !opts.skipTopic && v.topicIds.length === 0) return PUBLISH_TEXT.needTopic;
  if (kind !== 'question' && !hasContent(v)) return PUBLISH_TEXT.needContent;
  const max = htmlMax(kind);
  if (contentHtml(v).length > max) return `字符不能超过${max}字`;
  return null;
}

/** The submit text turns blue: a question has a title; an article a title and content; an answer content. */
export function formHasValue(kind: PublishKind, v: PublishValues): boolean {
  if (kind === 'question') return v.title.trim() !== '';
  if (kind === 'article') return v.title.trim() !== '' && hasContent(v);
  return hasContent(v);
}

/** Anything typed or chosen at all (cancel asks before leaving such a form). */
export const formTouched = (v: PublishValues): boolean => v.title.trim() !== '' || hasContent(v) || v.topicIds.length > 0;

export type LeavePrompt = { title: string; content: string; confirmText: string; cancelText: string };

/**
 * Cancelling a question or article with something in it asks first; an answer leaves at once. When the server
 * draft holds the latest text the dialog says so; otherwise (another page owns the draft, or saving failed) leaving
 * loses the text.
 */
export function leavePrompt(kind: PublishKind, v: PublishValues, draftKept: boolean): LeavePrompt | null {
  if (kind === 'answer' || !formTouched(v)) return null;
  return {
    title: '温馨提示',
    content: draftKept ? '是否退出? 草稿已保存，可稍后继续编辑' : '是否退出? 退出将清空已编辑内容',
    confirmText: '退出',
    cancelText: '取消',
  };
}

const DRAFT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The server draft of an editor: `edit:<id>` while editing, `answer:<questionId>` for a new answer, else the kind.
 * Null when the id cannot name a draft (no draft is kept then).
 */
export function draftTarget(kind: PublishKind, ids: { editId?: string; questionId?: string }): string | null {
  if (ids.editId) return DRAFT_ID.test(ids.editId) ? `edit:${ids.editId}` : null;
  if (kind === 'answer') return ids.questionId && DRAFT_ID.test(ids.questionId) ? `answer:${ids.questionId}` : null;
  return kind;
}

/** A draft worth offering with 继续编辑?: it holds a title, text, a picture or topics. */
export function draftWorthOffering(d: { title: string; content: string; topicIds: string[] } | null | undefined): boolean {
  if (!d) return false;
  return d.title.trim() !== '' || htmlText(d.content) !== '' || hasImage(d.content) || d.topicIds.length > 0;
}

export type PublishOutcome = { id: string; type: number; status: number; reason?: string | null };

/** The toast after sending: held for review (status 0), or published / edited. */
export function publishedMessage(r: PublishOutcome, isEdit: boolean): string {
  if (r.status === 0) return PUBLISH_TEXT.held;
  return isEdit ? PUBLISH_TEXT.edited : PUBLISH_TEXT.published;
}

/** The detail page a new post opens on, flagged as just released. */
export const releaseHref = (r: PublishOutcome): string => `${knownHref(r)}&status=release`;

export type PublishEnv = { isInApp: boolean; isMpaas: boolean; appPage: boolean };
export type AfterPublish = 'closeApp' | 'closeMpaas' | 'detail';

/**
 * Where the user goes after a post: the native app (or its own article page) closes the web view it opened for
 * writing, as does Alipay's mPaaS container; the web and mini-program web-views open the new post.
 */
export function afterPublish(env: PublishEnv): AfterPublish {
  if (env.isMpaas) return 'closeMpaas';
  if (env.isInApp || env.appPage) return 'closeApp';
  return 'detail';
}

/** The title of a post as typed: no line breaks, at most TITLE_MAX characters. */
export function cleanTitle(raw: string): string {
  return [...raw.replace(/[\r\n]+/g, '')].slice(0, KNOWN_LIMITS.TITLE_MAX).join('');
}
