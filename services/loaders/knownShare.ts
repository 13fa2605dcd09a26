/**
 * First screens of the 必懂 share landing pages (inventory known.md §15) and of the in-site video page: the shared
 * content (or 内容失效), the sharing planner, recommended goods and the lists beside the content.
 */
import type { Http } from '@/lib/http';
import { notFound, optional, readFailure, redirectTo, withStatus, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { BOARD, KNOWN_TYPE, VIDEO_KIND, knownHref } from '@/lib/contract/known/enums';
import { knownAnswers, knownDetail, knownFeed, knownHomeList, knownHomeUser, knownRecommendArticles, knownTopics, type KnownCard, type KnownDetail, type KnownPage } from '@/services/known';
import { getRecommendGoods, type GoodsCard } from '@/services/goods';
import { plannerDetail } from '@/services/planner';
import { isShareable, isShareQuery, shareContentId, sharePlannerId, shareRedirect, type SharePlanner } from '@/lib/known/shareRules';
import { boardOf, isCourse, pickRelatedVideos } from '@/lib/known/videoRules';

export const SHARE_GOODS_COUNT = 4;
export const RELATED_QUESTIONS = 5;
export const TALK_ANSWERS = 3;
/** Cards of a board read to find its other questions / videos. */
const BOARD_READ = 30;

/** What every share page gets. `detail` null: the content is gone (内容失效, HTTP 404). */
export type ShareBase = {
  detail: KnownDetail | null;
  isShare: boolean;
  /** The visitor is the sharing planner (from the session cookies; the browser checks again after a login). */
  viewerIsPlanner: boolean;
  planner: SharePlanner | null;
  /** Recommended goods (null: the browser loads them). */
  goods: GoodsCard[] | null;
  servedAt: number;
};
export type ShareAnswerData = ShareBase & { related: KnownCard[] };
export type ShareArticleData = ShareBase & { recommend: KnownCard[] };
export type ShareTalkData = ShareBase & { answers: KnownPage | null };
export type ShareVideoData = { detail: KnownDetail | null; related: KnownCard[]; authorIntro: string; isShare: boolean; servedAt: number };
export type VideoDetailData = { detail: KnownDetail; related: KnownCard[]; isShare: boolean; servedAt: number };

/** The planner of the link, or null (unknown planner, no planner, or the call failed: the page does without). */
async function readPlanner(client: Http, id: string): Promise<SharePlanner | null> {
  if (!id) return null;
  const p = await optional(plannerDetail({ id }, client));
  return p ? { mchUserId: p.mchUserId, name: p.name, avatar: p.avatar, postName: p.postName, type: p.type, status: p.status } : null;
}

type Read = { detail: KnownDetail | null } | { leave: ReturnType<typeof redirectTo> };

/**
 * The shared content: null when there is no id, it is unknown, deleted or not published; a content of another
 * type than `accept` goes to its own share page. Other failures are thrown (the page's error text).
 */
async function readShared(ctx: PageLoadContext, accept: (d: KnownDetail) => boolean): Promise<Read> {
  const id = shareContentId(ctx.query);
  if (!id) return { detail: null };
  try {
    const detail = await knownDetail(id, ctx.client);
    if (!isShareable(detail)) return { detail: null };
    if (!accept(detail)) return { leave: redirectTo(shareRedirect(detail, ctx.query)) };
    return { detail };
  } catch (err) {
    if (readFailure(err).notFound) return { detail: null };
    throw err;
  }
}

const viewerIdOf = (ctx: PageLoadContext) => (ctx.cookies.token ? ctx.cookies.userId || '' : '');

async function shareBase(ctx: PageLoadContext, detail: KnownDetail | null, withGoods: boolean): Promise<ShareBase> {
  const plannerId = sharePlannerId(ctx.query);
  const [planner, goods] = await Promise.all([
    readPlanner(ctx.client, plannerId),
    withGoods ? optional(getRecommendGoods({ page: 1, limit: SHARE_GOODS_COUNT }, ctx.client)) : Promise.resolve(null),
  ]);
  const viewerId = viewerIdOf(ctx);
  return {
    detail,
    isShare: isShareQuery(ctx.query),
    viewerIsPlanner: !!viewerId && !!planner && planner.mchUserId === viewerId,
    planner,
    goods: goods ? goods.records.slice(0, SHARE_GOODS_COUNT) : null,
    servedAt: Date.now(),
  };
}

/** The answer of a gone content: the page with 内容失效 and HTTP 404. */
const gone = <T extends { detail: KnownDetail | null }>(data: T): PageAnswer<T> => (data.detail ? data : withStatus(404, data));

/** The board of a content (its topics' level-1 topic), from the topic tree. */
async function boardOfContent(client: Http, d: KnownDetail): Promise<string | null> {
  const tree = await optional(knownTopics(client));
  return tree ? boardOf(tree, d.topics) : null;
}

/** 相关问题: the newest other questions of the answer's board. */
async function relatedQuestions(client: Http, answer: KnownDetail): Promise<KnownCard[]> {
  const board = await boardOfContent(client, answer);
  const page = await optional(knownFeed({ board: board ?? BOARD.RECOMMEND, page: 1, limit: BOARD_READ }, client));
  const questionId = answer.question?.id ?? answer.sourceId;
  return (page?.records ?? []).filter((c) => c.type === KNOWN_TYPE.QUESTION && c.id !== questionId).slice(0, RELATED_QUESTIONS);
}

/** /known/share/answer?id=&plannerId=&isShare=1 (§15a). */
export async function loadShareAnswer(ctx: PageLoadContext): Promise<PageAnswer<ShareAnswerData>> {
  const got = await readShared(ctx, (d) => d.type === KNOWN_TYPE.ANSWER);
  if ('leave' in got) return got.leave;
  const [base, related] = await Promise.all([shareBase(ctx, got.detail, true), got.detail ? relatedQuestions(ctx.client, got.detail) : []]);
  return gone({ ...base, related });
}

/** /known/share/article (§15b): the article and 推荐阅读. */
export async function loadShareArticle(ctx: PageLoadContext): Promise<PageAnswer<ShareArticleData>> {
  const got = await readShared(ctx, (d) => d.type === KNOWN_TYPE.ARTICLE);
  if ('leave' in got) return got.leave;
  const [base, recommend] = await Promise.all([shareBase(ctx, got.detail, true), got.detail ? optional(knownRecommendArticles(got.detail.id, ctx.client)) : null]);
  return gone({ ...base, recommend: recommend ?? [] });
}

/** /known/share/talk?id=<question> (话题讨论): the question and its top answers. */
export async function loadShareTalk(ctx: PageLoadContext): Promise<PageAnswer<ShareTalkData>> {
  const got = await readShared(ctx, (d) => d.type === KNOWN_TYPE.QUESTION);
  if ('leave' in got) return got.leave;
  const [base, answers] = await Promise.all([
    shareBase(ctx, got.detail, true),
    got.detail ? optional(knownAnswers({ questionId: got.detail.id, sort: 'default', page: 1, limit: TALK_ANSWERS }, ctx.client)) : null,
  ]);
  return gone({ ...base, answers });
}

/** /known/materialShare?id=&plannerId= (§15e/§15h): a planner's shared video with goods. */
export async function loadMaterialShare(ctx: PageLoadContext): Promise<PageAnswer<ShareBase>> {
  const got = await readShared(ctx, (d) => d.type === KNOWN_TYPE.VIDEO && !!d.video);
  // A material share is a video share whatever it names: anything else is not a video the planner shared.
  const detail = 'leave' in got ? null : got.detail;
  return gone(await shareBase(ctx, detail, true));
}

/** 猜你喜欢: videos of the same kind from the video's board, the hottest, then the author's own. */
export async function relatedVideos(client: Http, d: KnownDetail): Promise<KnownCard[]> {
  const small = d.videoKind === VIDEO_KIND.SMALL;
  const board = await boardOfContent(client, d);
  const [sameBoard, hottest, own] = await Promise.all([
    board ? optional(knownFeed({ board, page: 1, limit: BOARD_READ }, client)) : null,
    optional(knownFeed({ board: BOARD.RECOMMEND, page: 1, limit: BOARD_READ }, client)),
    optional(knownHomeList({ userId: d.author.id, tab: small ? 6 : 5, page: 1, limit: 10 }, client)),
  ]);
  return pickRelatedVideos([sameBoard?.records, hottest?.records, own?.records], d);
}

/** Which video share page takes which kind. */
const VIDEO_PAGES = {
  original: (d: KnownDetail) => d.type === KNOWN_TYPE.VIDEO && !!d.video && d.videoKind !== VIDEO_KIND.SMALL && !isCourse(d),
  small: (d: KnownDetail) => d.type === KNOWN_TYPE.VIDEO && !!d.video && d.videoKind === VIDEO_KIND.SMALL,
  course: (d: KnownDetail) => isCourse(d),
} as const;

/**
 * /known/share/originalVideo, /known/share/smallVideo and /known/share/courseVideo (§15c/§15d/§15f): the video,
 * 猜你喜欢 and (short videos) the author's intro. A course page named with something that is no course says so
 * (detail null) instead of sending it elsewhere.
 */
export function loadShareVideo(kind: keyof typeof VIDEO_PAGES) {
  return async (ctx: PageLoadContext): Promise<PageAnswer<ShareVideoData>> => {
    const got = await readShared(ctx, VIDEO_PAGES[kind]);
    const isShare = isShareQuery(ctx.query);
    const none: ShareVideoData = { detail: null, related: [], authorIntro: '', isShare, servedAt: Date.now() };
    if ('leave' in got) return kind === 'course' ? withStatus(404, none) : got.leave;
    const d = got.detail;
    if (!d) return withStatus(404, none);
    const [related, profile] = await Promise.all([relatedVideos(ctx.client, d), kind === 'original' ? optional(knownHomeUser(d.author.id, ctx.client)) : null]);
    return { ...none, detail: d, related, authorIntro: profile?.desc ?? '' };
  };
}

/** /known/detail/video?id=: the in-site video page (another type goes to its own page; unknown: 404). */
export async function loadVideoDetail({ client, query }: PageLoadContext): Promise<PageAnswer<VideoDetailData>> {
  const id = query.id || '';
  if (!id) return notFound();
  let detail: KnownDetail;
  try {
    detail = await knownDetail(id, client);
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
  if (detail.type !== KNOWN_TYPE.VIDEO) return redirectTo(knownHref(detail));
  const related = await relatedVideos(client, detail);
  return { detail, related, isShare: isShareQuery(query), servedAt: Date.now() };
}
