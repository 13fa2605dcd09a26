import type { Context } from 'hono';
import {
  AnswersQuery,
  BoardList,
  BoardsQuery,
  DetailQuery,
  Done,
  EditSource,
  FeedQuery,
  HotQuery,
  IdForm,
  KnownDetail,
  KnownList,
  KnownPage,
  OperationForm,
  PublishForm,
  PublishResult,
  ReactionState,
  SubjectQuery,
  TopicTree,
  UpdateForm,
  WriteAnswerQuery,
} from '@/lib/contract/known/api';
import { BOARD } from '@/lib/contract/known/enums';
import { authorTypeOf } from './authors';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountIdOf } from '../../http/caller';
import type { HonoEnv } from '../../http/types';
import { requireAccount } from '../auth/session';
import { contentDetail, visibleContent } from './detail';
import { addContent, deleteContent, editSource, updateContent } from './publishing';
import { operate } from './reacting';
import { answersOf, boards, feed, hotList, recommendArticles, subject, topicTree, writeAnswerQueue } from './reading';
import { knownMoreRoutes } from './routesMore';

const TAG = '必懂';

/** Who is reading, for the once-a-day view count: the account, the visitor identity, or the address. */
const viewerKeyOf = (c: Context<HonoEnv>) => c.get('user')?.userId ?? `ip:${c.get('ip') || 'unknown'}`;

const boardsRoute = getRoute({ path: '/api/known/v1/boards', tag: TAG, summary: '必懂板块：回答、推荐、关注、热榜及各一级话题', query: BoardsQuery, data: BoardList });
const topicsRoute = getRoute({ path: '/api/known/v1/topics', tag: TAG, summary: '话题树（一级话题及其子话题），发布时选择', query: BoardsQuery, data: TopicTree });
const feedRoute = getRoute({
  path: '/api/known/v1/feed',
  tag: TAG,
  summary: '板块信息流：tuijian 推荐（按热度）、guanzhu 关注的人发布的（需登录，未登录为空）、一级话题ID（按时间）',
  query: FeedQuery,
  data: KnownPage,
});
const hotRoute = getRoute({ path: '/api/known/v1/hot', tag: TAG, summary: '热榜：热度最高的问题和文章（热度后台定时按时间衰减重算）', query: HotQuery, data: KnownList });
const subjectRoute = getRoute({ path: '/api/known/v1/subject', tag: TAG, summary: '专题：daily 日报精选（近7天最热）、mustSee 进站必看（获赞最多）', query: SubjectQuery, data: KnownPage });
const writeAnswerRoute = getRoute({
  path: '/api/known/v1/write_answer',
  tag: TAG,
  summary: '待回答的问题：recommend 推荐（未回答过的他人问题，回答少的在前）、invited 邀请我回答的（需登录）',
  query: WriteAnswerQuery,
  data: KnownPage,
});
const detailRoute = getRoute({
  path: '/api/known/v1/detail',
  tag: TAG,
  summary: '内容详情（计一次浏览，同一访客每天一次）；审核中/未通过的内容只有作者本人可见，其他人 404',
  query: DetailQuery,
  data: KnownDetail,
});
const answersRoute = getRoute({ path: '/api/known/v1/answers', tag: TAG, summary: '问题的回答：default 按赞同、latest 按时间', query: AnswersQuery, data: KnownPage });
const recommendArticlesRoute = getRoute({ path: '/api/known/v1/recommend_articles', tag: TAG, summary: '推荐阅读：同板块其他热门文章', query: DetailQuery, data: KnownList });
const operationRoute = postRoute({
  path: '/api/known/v1/operation',
  tag: TAG,
  summary: '赞同/反对/收藏及取消（需登录；重复操作无副作用，计数在同一事务内精确增减；赞同与反对互斥）',
  form: OperationForm,
  data: ReactionState,
});
const addRoute = postRoute({
  path: '/api/known/v1/add',
  tag: TAG,
  summary: '发布问题/文章/回答（需登录）：服务端清洗 HTML、敏感词审核（发布/审核中/拒绝）、发布频率与每日上限、重复提交拒绝',
  form: PublishForm,
  data: PublishResult,
});
const updateRoute = postRoute({ path: '/api/known/v1/update', tag: TAG, summary: '修改自己的内容（重新审核）', form: UpdateForm, data: PublishResult });
const deleteRoute = postRoute({ path: '/api/known/v1/delete', tag: TAG, summary: '删除自己的内容', form: IdForm, data: Done });
const editSourceRoute = getRoute({ path: '/api/known/v1/edit_source', tag: TAG, summary: '编辑用：自己内容的原文（他人内容 404）', query: DetailQuery, data: EditSource });

export function knownRoutes() {
  const r = createRouter();
  r.openapi(boardsRoute, async (c) => okJson(c, await boards(c.get('deps').db)));
  r.openapi(topicsRoute, async (c) => okJson(c, await topicTree(c.get('deps').db)));
  r.openapi(feedRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await feed(c.get('deps').db, q.board === BOARD.HOT ? BOARD.RECOMMEND : q.board, q, accountIdOf(c)));
  });
  r.openapi(hotRoute, async (c) => okJson(c, await hotList(c.get('deps').db, c.req.valid('query').limit, accountIdOf(c))));
  r.openapi(subjectRoute, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return okJson(c, await subject(db, q.id, q, now(), accountIdOf(c)));
  });
  r.openapi(writeAnswerRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await writeAnswerQueue(c.get('deps').db, q.tab, q, accountIdOf(c)));
  });
  r.openapi(detailRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await contentDetail(db, c.req.valid('query').id, { accountId: accountIdOf(c), viewerKey: viewerKeyOf(c) }, now()));
  });
  r.openapi(answersRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await answersOf(c.get('deps').db, q.questionId, q.sort, q, accountIdOf(c)));
  });
  r.openapi(recommendArticlesRoute, async (c) => {
    const db = c.get('deps').db;
    const viewer = accountIdOf(c);
    const row = await visibleContent(db, c.req.valid('query').id, viewer);
    return okJson(c, await recommendArticles(db, row.id, row.boardId, viewer));
  });
  r.openapi(operationRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await operate(db, user.userId, c.req.valid('form'), now()));
  });
  r.openapi(addRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addContent(db, user.userId, authorTypeOf(user.userType), c.req.valid('form'), now()));
  });
  r.openapi(updateRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await updateContent(db, user.userId, c.req.valid('form'), now()));
  });
  r.openapi(deleteRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    await deleteContent(db, user.userId, c.req.valid('form').id, now());
    return okJson(c, { ok: true });
  });
  r.openapi(editSourceRoute, async (c) => okJson(c, await editSource(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id)));
  r.route('/', knownMoreRoutes());
  return r;
}
