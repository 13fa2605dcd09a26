/** 必懂 community: content types, moderation statuses, boards and the limits of publishing (inventory known.md §18). */

/** Content type: 1 question, 2 article, 3 answer, 5 video (its kind in `VIDEO_KIND`). */
export const KNOWN_TYPE = { QUESTION: 1, ARTICLE: 2, ANSWER: 3, VIDEO: 5 } as const;
export type KnownType = (typeof KNOWN_TYPE)[keyof typeof KNOWN_TYPE];
export const KNOWN_TYPE_NAMES: Record<KnownType, string> = { 1: '问题', 2: '文章', 3: '回答', 5: '视频' };

/** A video's kind: 1 short (original, 16:9) video, 2 small (vertical) video, 3 course. */
export const VIDEO_KIND = { ORIGINAL: 1, SMALL: 2, COURSE: 3 } as const;
export type VideoKind = (typeof VIDEO_KIND)[keyof typeof VIDEO_KIND];

/** Moderation status: 0 审核中, 1 已通过 (published), 2 未通过. */
export const KNOWN_STATUS = { PENDING: 0, PUBLISHED: 1, REJECTED: 2 } as const;
export type KnownStatus = (typeof KNOWN_STATUS)[keyof typeof KNOWN_STATUS];
export const KNOWN_STATUS_NAMES: Record<KnownStatus, string> = { 0: '审核中', 1: '已通过', 2: '未通过' };

/** Author type: 1 customer (普通用户), 2 planner (规划师). */
export const AUTHOR_TYPE = { USER: 1, PLANNER: 2 } as const;
export type AuthorType = (typeof AUTHOR_TYPE)[keyof typeof AUTHOR_TYPE];

/** Special boards of the 必懂 tab (the other boards are the level-1 topics). */
export const BOARD = { ANSWER: 'huida', FOLLOW: 'guanzhu', HOT: 'rebang', RECOMMEND: 'tuijian' } as const;
export type SpecialBoard = (typeof BOARD)[keyof typeof BOARD];

/** The curated lists of the hot tab: 日报精选 (today's best) and 进站必看 (the all-time best). */
export const SUBJECT = { DAILY: 'daily', MUST_SEE: 'mustSee' } as const;
export type SubjectId = (typeof SUBJECT)[keyof typeof SUBJECT];
export const SUBJECT_NAMES: Record<SubjectId, string> = { daily: '日报精选', mustSee: '进站必看' };

/** Reactions a viewer can toggle on a content. */
export const KNOWN_ACTIONS = ['applaud', 'unapplaud', 'disapplaud', 'undisapplaud', 'collect', 'uncollect'] as const;
export type KnownAction = (typeof KNOWN_ACTIONS)[number];

/** Publishing limits (inventory §11 validation). */
export const KNOWN_LIMITS = {
  TITLE_MAX: 50,
  QUESTION_TITLE_MIN: 4,
  ARTICLE_TITLE_MIN: 2,
  QUESTION_HTML_MAX: 5000,
  ANSWER_HTML_MAX: 5000,
  ARTICLE_HTML_MAX: 30000,
  TOPICS_MAX: 5,
  COMMENT_MAX: 100,
  /** Seconds between two posts (questions, answers, articles) of one user. */
  POST_INTERVAL_S: 5,
  /** Posts per day; accounts younger than NEW_ACCOUNT_DAYS get the smaller cap. */
  POSTS_PER_DAY: 20,
  NEW_ACCOUNT_POSTS_PER_DAY: 5,
  NEW_ACCOUNT_DAYS: 3,
  /** Seconds between two comments, and comments per day (a reply is a comment: both share these). */
  COMMENT_INTERVAL_S: 3,
  COMMENTS_PER_DAY: 100,
  /** Replies shown under a folded comment, and replies per page once 查看全部 N 条回复 opens it. */
  REPLY_PREVIEW: 2,
  REPLIES_PAGE: 10,
} as const;

/** Creator-centre tabs and the statuses each shows (inventory §12). */
export const CREATOR_TABS = [
  { key: 'all', name: '全部', statuses: [0, 1, 2] },
  { key: 'published', name: '已发布', statuses: [1] },
  { key: 'pending', name: '审核中', statuses: [0] },
  { key: 'rejected', name: '未通过', statuses: [2] },
] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number]['key'];

/** Search result tabs on the web (inventory §13b). */
export const SEARCH_TABS = [
  { key: 'question', name: '问题' },
  { key: 'article', name: '文章' },
  { key: 'answer', name: '回答' },
  { key: 'user', name: '用户' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['key'];

/** Personal homepage tabs (inventory §7). `0` is 全部 (questions, answers and articles). */
export const HOME_TABS = [
  { key: 0, name: '全部' },
  { key: 1, name: '问题' },
  { key: 3, name: '回答' },
  { key: 2, name: '文章' },
  { key: 5, name: '短视频' },
  { key: 6, name: '小视频' },
] as const;
export type HomeTab = (typeof HOME_TABS)[number]['key'];

/** The action line of a feed card (inventory §1f). */
export function actionText(type: number, videoKind: number | null): string {
  if (type === KNOWN_TYPE.QUESTION) return '发布了问题';
  if (type === KNOWN_TYPE.ARTICLE) return '发表了文章';
  if (type === KNOWN_TYPE.VIDEO) return videoKind === VIDEO_KIND.SMALL ? '发布了小视频' : '发布了视频';
  return '回答了问题';
}

/** The page of a content by type. */
export function knownHref(c: { id: string; type: number }): string {
  const id = encodeURIComponent(c.id);
  if (c.type === KNOWN_TYPE.QUESTION) return `/known/detail/question?id=${id}`;
  if (c.type === KNOWN_TYPE.ARTICLE) return `/known/detail/article?id=${id}`;
  if (c.type === KNOWN_TYPE.VIDEO) return `/known/detail/video?id=${id}`;
  return `/known/detail/answer?id=${id}`;
}
