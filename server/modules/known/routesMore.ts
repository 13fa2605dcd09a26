import {
  AnswerDraftList,
  AnswerersQuery,
  CommentForm,
  CommentIdForm,
  CommentLikeForm,
  CommentLikeState,
  CommentPage,
  CommentsQuery,
  CreatorData,
  CreatorDataQuery,
  CreatorPage,
  CreatorQuery,
  Done,
  DraftForm,
  DraftOrNone,
  DraftQuery,
  DraftSaved,
  FollowForm,
  FollowState,
  FollowsQuery,
  HomeListQuery,
  HomeProfile,
  HomeUserQuery,
  InviteForm,
  Keywords,
  KnownComment,
  KnownPage,
  PageQuery,
  RepliesQuery,
  ReplyForm,
  ReplyPage,
  KnownReply,
  ReviewForm,
  ReviewQueueQuery,
  ReviewResult,
  SearchQuery,
  SearchResult,
  UserPage,
  BoardsQuery,
  EntrustResult,
  ShareEntrustForm,
} from '@/lib/contract/known/api';
import type { Context } from 'hono';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountIdOf } from '../../http/caller';
import { forbidden, badInput, notFound } from '../../http/errors';
import { caller } from '../auth/routes';
import { addShareEntrust } from '../lead/service';
import { findPlanner } from '../planner/service';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { publishedContent } from './detail';
import type { HonoEnv } from '../../http/types';
import { requireAccount } from '../auth/session';
import { platformOperator } from '../aftersale/operator';
import { audited } from '../ops/audit';
import { knownReviewState } from './held';
import { deleteComment, likeComment, listComments, publishComment } from './comments';
import { listReplies, publishReply } from './replies';
import { creatorContents, creatorData, review, reviewQueue } from './creator';
import { answerDrafts, deleteDraft, getDraft, saveDraft } from './drafts';
import { answerers, follow, follows, homeList, homeProfile, invite, suggestUsers } from './people';
import { clearHistory, keywords, search } from './searching';
import { knownHref } from '@/lib/contract/known/enums';
import { authorTypeOf } from './authors';

const TAG = '必懂';

/** The user a people-page is about: the one asked for, else the logged-in account (a visitor must name one). */
function subjectUser(c: Context<HonoEnv>, userId: string | undefined): string {
  const id = userId || accountIdOf(c);
  if (!id) throw badInput('userId：请指定用户');
  return id;
}

function requireOperator(c: Context<HonoEnv>) {
  if (!platformOperator(c)) throw forbidden('仅平台运营人员可以审核');
}

const draftRoute = getRoute({ path: '/api/known/v1/draft', tag: TAG, summary: '读取草稿（需登录；每个用户每个编辑对象一份）', query: DraftQuery, data: DraftOrNone });
const saveDraftRoute = postRoute({
  path: '/api/known/v1/draft/save',
  tag: TAG,
  summary: '保存草稿（需登录）：seq 为上次读到的版本，新草稿为 0；其他页面已保存过更新的版本时 409，不覆盖',
  form: DraftForm,
  data: DraftSaved,
});
const deleteDraftRoute = postRoute({ path: '/api/known/v1/draft/delete', tag: TAG, summary: '删除草稿（需登录）', form: DraftQuery, data: Done });
const answerDraftsRoute = getRoute({
  path: '/api/known/v1/drafts/answers',
  tag: TAG,
  summary: '我的回答草稿（需登录；创作中心）：新回答与修改中的回答，新的在前，附问题标题',
  query: BoardsQuery,
  data: AnswerDraftList,
});
const commentsRoute = getRoute({ path: '/api/known/comments/v1/list', tag: TAG, summary: '评论列表：default 按点赞、time 按时间', query: CommentsQuery, data: CommentPage });
const publishCommentRoute = postRoute({
  path: '/api/known/comments/v1/publish',
  tag: TAG,
  summary: '发表评论（需登录；纯文本≤100字；含联系方式或敏感词拒绝；频率与每日上限）',
  form: CommentForm,
  data: KnownComment,
});
const repliesRoute = getRoute({ path: '/api/known/comments/v1/replies', tag: TAG, summary: '评论的回复（按时间正序分页）', query: RepliesQuery, data: ReplyPage });
const publishReplyRoute = postRoute({
  path: '/api/known/comments/v1/reply',
  tag: TAG,
  summary: '回复评论或回复（需登录；commentId 为被回复的评论或回复；与评论相同的审核、频率与每日上限；计入内容的评论数）',
  form: ReplyForm,
  data: KnownReply,
});
const likeCommentRoute = postRoute({ path: '/api/known/comments/v1/like', tag: TAG, summary: '点赞/取消点赞评论或回复（需登录）', form: CommentLikeForm, data: CommentLikeState });
const deleteCommentRoute = postRoute({
  path: '/api/known/comments/v1/delete',
  tag: TAG,
  summary: '删除自己的评论或回复（需登录；删除评论时其回复一并移出评论数）',
  form: CommentIdForm,
  data: Done,
});
const followRoute = postRoute({ path: '/api/known/v1/follow', tag: TAG, summary: '关注/取消关注用户或规划师（需登录）', form: FollowForm, data: FollowState });
const followsRoute = getRoute({ path: '/api/known/v1/follows', tag: TAG, summary: '关注列表（following）或粉丝列表（fans）；不传 userId 为自己', query: FollowsQuery, data: UserPage });
const suggestRoute = getRoute({ path: '/api/known/v1/suggest_users', tag: TAG, summary: '关注更多：推荐的规划师', query: PageQuery, data: UserPage });
const homeUserRoute = getRoute({ path: '/api/known/v1/home_user', tag: TAG, summary: '个人主页资料；不传 userId 为自己', query: HomeUserQuery, data: HomeProfile });
const homeListRoute = getRoute({ path: '/api/known/v1/home_list', tag: TAG, summary: '个人主页内容：0 全部 1 问题 2 文章 3 回答 5 短视频 6 小视频', query: HomeListQuery, data: KnownPage });
const answerersRoute = getRoute({ path: '/api/known/v1/answerers', tag: TAG, summary: '邀请回答：推荐的回答者（可按名字搜索）', query: AnswerersQuery, data: UserPage });
const inviteRoute = postRoute({ path: '/api/known/v1/invite', tag: TAG, summary: '邀请用户回答问题（需登录；每人每题一次）', form: InviteForm, data: Done });
const searchRoute = getRoute({
  path: '/api/known/v1/search',
  tag: TAG,
  summary: '必懂搜索：问题/文章/回答（中文分词+单字与双字索引，标题命中在前，高亮）或用户',
  query: SearchQuery,
  data: SearchResult,
});
const keywordsRoute = getRoute({ path: '/api/known/v1/keywords', tag: TAG, summary: '热门搜索与我的搜索历史', query: BoardsQuery, data: Keywords });
const clearKeywordsRoute = postRoute({ path: '/api/known/v1/keywords/clear', tag: TAG, summary: '清空我的搜索历史（需登录）', form: BoardsQuery, data: Done });
const creatorContentsRoute = getRoute({ path: '/api/known/v1/creator/contents', tag: TAG, summary: '创作中心：我的内容（按审核状态）', query: CreatorQuery, data: CreatorPage });
const creatorDataRoute = getRoute({ path: '/api/known/v1/creator/data', tag: TAG, summary: '创作中心数据：浏览、获赞、新增粉丝（按天）', query: CreatorDataQuery, data: CreatorData });
const entrustRoute = postRoute({
  path: '/api/known/v1/share/entrust',
  tag: TAG,
  summary: '分享页“同意委托”：登录用户请分享的规划师联系自己（同一素材每天一条线索）',
  form: ShareEntrustForm,
  data: EntrustResult,
});
const reviewQueueRoute = getRoute({ path: '/api/known/v1/review/queue', tag: TAG, summary: '待审核内容（平台运营，X-Operator-Token）', query: ReviewQueueQuery, data: KnownPage });
const reviewRoute = postRoute({ path: '/api/known/v1/review', tag: TAG, summary: '审核内容：通过或不通过（平台运营，X-Operator-Token）', form: ReviewForm, data: ReviewResult });

export function knownMoreRoutes() {
  const r = createRouter();
  r.openapi(draftRoute, async (c) => okJson(c, await getDraft(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').target)));
  r.openapi(saveDraftRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await saveDraft(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(deleteDraftRoute, async (c) => {
    await deleteDraft(c.get('deps').db, requireAccount(c).userId, c.req.valid('form').target);
    return okJson(c, { ok: true });
  });
  r.openapi(answerDraftsRoute, async (c) => okJson(c, await answerDrafts(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(commentsRoute, async (c) => okJson(c, await listComments(c.get('deps').db, c.req.valid('query'), accountIdOf(c))));
  r.openapi(publishCommentRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await publishComment(db, user.userId, authorTypeOf(user.userType), c.req.valid('form'), now()));
  });
  r.openapi(repliesRoute, async (c) => okJson(c, await listReplies(c.get('deps').db, c.req.valid('query'), accountIdOf(c))));
  r.openapi(publishReplyRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await publishReply(db, user.userId, authorTypeOf(user.userType), c.req.valid('form'), now()));
  });
  r.openapi(likeCommentRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await likeComment(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(deleteCommentRoute, async (c) => {
    const { db, now } = c.get('deps');
    await deleteComment(db, requireAccount(c).userId, c.req.valid('form').id, now());
    return okJson(c, { ok: true });
  });
  r.openapi(followRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await follow(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(followsRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await follows(c.get('deps').db, { ...q, userId: subjectUser(c, q.userId) }, accountIdOf(c)));
  });
  r.openapi(suggestRoute, async (c) => okJson(c, await suggestUsers(c.get('deps').db, c.req.valid('query'), accountIdOf(c))));
  r.openapi(homeUserRoute, async (c) => okJson(c, await homeProfile(c.get('deps').db, subjectUser(c, c.req.valid('query').userId), accountIdOf(c))));
  r.openapi(homeListRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await homeList(c.get('deps').db, { ...q, userId: subjectUser(c, q.userId) }, accountIdOf(c)));
  });
  r.openapi(answerersRoute, async (c) => okJson(c, await answerers(c.get('deps').db, c.req.valid('query'), accountIdOf(c))));
  r.openapi(inviteRoute, async (c) => {
    const { db, now } = c.get('deps');
    await invite(db, requireAccount(c).userId, c.req.valid('form'), now());
    return okJson(c, { ok: true });
  });
  r.openapi(searchRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await search(db, c.req.valid('query'), accountIdOf(c), now()));
  });
  r.openapi(keywordsRoute, async (c) => okJson(c, await keywords(c.get('deps').db, accountIdOf(c))));
  r.openapi(clearKeywordsRoute, async (c) => {
    await clearHistory(c.get('deps').db, requireAccount(c).userId);
    return okJson(c, { ok: true });
  });
  r.openapi(creatorContentsRoute, async (c) => okJson(c, await creatorContents(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(creatorDataRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await creatorData(db, requireAccount(c).userId, c.req.valid('query').days, now()));
  });
  r.openapi(entrustRoute, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    const input = c.req.valid('form');
    const content = await publishedContent(deps.db, input.contentId);
    const planner = await findPlanner(deps.db, input.plannerId);
    if (!planner || planner.status !== PLANNER_STATUS.ACTIVE) throw notFound('规划师不存在或已停止服务');
    const sourcePath = knownHref(content);
    return okJson(c, await addShareEntrust(deps, user, caller(c), { plannerId: planner.userId, sourceId: content.id, materialType: input.materialType, sourcePath }));
  });
  r.openapi(reviewQueueRoute, async (c) => {
    requireOperator(c);
    return okJson(c, await reviewQueue(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(reviewRoute, async (c) => {
    requireOperator(c);
    const { db, now } = c.get('deps');
    const b = c.req.valid('form');
    const summary = b.decision === 'approve' ? '审核通过' : `审核不通过：${b.reason}`;
    return okJson(c, await audited(c, { action: 'known.review', objectType: 'known', objectId: b.id, summary, snapshot: () => knownReviewState(db, b.id) }, () => review(db, b, now())));
  });
  return r;
}
