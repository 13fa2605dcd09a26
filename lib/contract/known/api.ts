import { z } from 'zod';
import { boolFlag, codeList, idField, keyword, limitField, looseId, oneOf, optional, pageField, required, text } from '../fields';
import { pagedSchema } from '../paging';
import { KNOWN_ACTIONS, KNOWN_LIMITS } from './enums';

// ——— requests ———

const contentId = (label = '内容ID') => idField(label, 'kc_q0001');
const typeCode = required(oneOf(['1', '2', '3'], '内容类型有误')).transform((v) => Number(v) as 1 | 2 | 3);

export const BoardsQuery = z.object({});
export const FeedQuery = z.object({
  board: text('板块', 40),
  page: pageField(),
  limit: limitField(10, 30),
});
export type FeedInput = z.input<typeof FeedQuery>;
export const HotQuery = z.object({ limit: limitField(50, 50) });
export const SubjectQuery = z.object({ id: oneOf(['daily', 'mustSee'], '专题有误'), page: pageField(), limit: limitField(20, 50) });
export type SubjectInput = z.input<typeof SubjectQuery>;
export const WriteAnswerQuery = z.object({ tab: oneOf(['recommend', 'invited'], '列表类型有误').default('recommend'), page: pageField(), limit: limitField(10, 30) });
export type WriteAnswerInput = z.input<typeof WriteAnswerQuery>;

export const DetailQuery = z.object({ id: looseId('内容ID') });
export const AnswersQuery = z.object({
  questionId: looseId('问题ID'),
  sort: oneOf(['default', 'latest'], '排序方式有误').default('default'),
  page: pageField(),
  limit: limitField(15, 30),
});
export type AnswersInput = z.input<typeof AnswersQuery>;

export const OperationForm = z.object({ id: contentId(), action: oneOf(KNOWN_ACTIONS, '操作类型有误') });
export type OperationInput = z.input<typeof OperationForm>;
export const IdForm = z.object({ id: contentId() });

/** A question, article or answer as the editor sends it (HTML is sanitised on the server). */
export const PublishForm = z.object({
  type: typeCode,
  title: optional(z.string().trim().max(KNOWN_LIMITS.TITLE_MAX, `标题不能超过${KNOWN_LIMITS.TITLE_MAX}个字`)).transform((v) => v ?? ''),
  content: optional(z.string().max(KNOWN_LIMITS.ARTICLE_HTML_MAX * 2, '内容过长')).transform((v) => v ?? ''),
  topicIds: optional(codeList('话题', KNOWN_LIMITS.TOPICS_MAX)).transform((v) => v ?? []),
  sourceId: optional(looseId('问题ID')),
});
export type PublishInput = z.input<typeof PublishForm>;
export const UpdateForm = PublishForm.omit({ type: true, sourceId: true }).extend({ id: contentId() });
export type UpdateInput = z.input<typeof UpdateForm>;

const draftTarget = z
  .string({ error: '草稿对象不能为空' })
  .trim()
  .regex(/^(question|article|answer:[A-Za-z0-9_-]{1,64}|edit:[A-Za-z0-9_-]{1,64})$/, '草稿对象有误');
export const DraftQuery = z.object({ target: draftTarget });
export const DraftForm = z.object({
  target: draftTarget,
  title: optional(z.string().max(KNOWN_LIMITS.TITLE_MAX * 2, '标题过长')).transform((v) => v ?? ''),
  content: optional(z.string().max(KNOWN_LIMITS.ARTICLE_HTML_MAX * 2, '内容过长')).transform((v) => v ?? ''),
  topicIds: optional(codeList('话题', KNOWN_LIMITS.TOPICS_MAX)).transform((v) => v ?? []),
  /** The sequence the editor last read (0 for a new draft); a stale one is refused (another tab saved since). */
  seq: optional(z.coerce.number({ error: '草稿版本有误' }).int('草稿版本有误').min(0, '草稿版本有误')).transform((v) => v ?? 0),
});
export type DraftInput = z.input<typeof DraftForm>;

export const CommentsQuery = z.object({
  contentId: looseId('内容ID'),
  sort: oneOf(['default', 'time'], '排序方式有误').default('default'),
  page: pageField(),
  limit: limitField(20, 50),
});
export type CommentsInput = z.input<typeof CommentsQuery>;
export const CommentForm = z.object({ contentId: contentId(), content: text('评论内容', KNOWN_LIMITS.COMMENT_MAX) });
export const CommentLikeForm = z.object({ id: idField('评论ID', 'kcm_0001'), like: boolFlag.default(true) });
export const CommentIdForm = z.object({ id: idField('评论ID', 'kcm_0001') });
export const RepliesQuery = z.object({
  commentId: looseId('评论ID'),
  page: pageField(),
  limit: limitField(KNOWN_LIMITS.REPLIES_PAGE, 50),
});
export type RepliesInput = z.input<typeof RepliesQuery>;
/** A reply to a comment, or to one of its replies (`commentId` is the one answered). */
export const ReplyForm = z.object({ commentId: idField('评论ID', 'kcm_0001'), content: text('回复内容', KNOWN_LIMITS.COMMENT_MAX) });

export const FollowForm = z.object({ userId: idField('用户ID', 'u_demo_planner'), follow: boolFlag.default(true) });
export const FollowsQuery = z.object({
  userId: optional(looseId('用户ID')),
  kind: oneOf(['following', 'fans'], '列表类型有误').default('following'),
  userType: optional(oneOf(['1', '2'], '用户类型有误').transform(Number)),
  page: pageField(),
  limit: limitField(20, 50),
});
export type FollowsInput = z.input<typeof FollowsQuery>;
export const PageQuery = z.object({ page: pageField(), limit: limitField(20, 50) });
export type PageInput = z.input<typeof PageQuery>;

export const HomeUserQuery = z.object({ userId: optional(looseId('用户ID')) });
export const HomeListQuery = z.object({
  userId: optional(looseId('用户ID')),
  tab: optional(oneOf(['0', '1', '2', '3', '5', '6'], '列表类型有误').transform(Number)).transform((v) => v ?? 0),
  page: pageField(),
  limit: limitField(10, 30),
});
export type HomeListInput = z.input<typeof HomeListQuery>;

export const AnswerersQuery = z.object({ questionId: looseId('问题ID'), keyword: optional(keyword('搜索内容')), page: pageField(), limit: limitField(20, 50) });
export type AnswerersInput = z.input<typeof AnswerersQuery>;
export const InviteForm = z.object({ questionId: contentId('问题ID'), userIds: codeList('邀请对象', 50) });

export const SearchQuery = z.object({
  keyword: text('搜索内容', 50),
  tab: oneOf(['question', 'article', 'answer', 'user'], '搜索类型有误').default('question'),
  page: pageField(),
  limit: limitField(15, 30),
});
export type SearchInput = z.input<typeof SearchQuery>;

export const CreatorQuery = z.object({
  tab: oneOf(['all', 'published', 'pending', 'rejected'], '状态有误').default('all'),
  page: pageField(),
  limit: limitField(15, 30),
});
export type CreatorInput = z.input<typeof CreatorQuery>;
export const CreatorDataQuery = z.object({ days: optional(oneOf(['7', '30'], '统计周期有误').transform(Number)).transform((v) => v ?? 7) });

export const ReviewForm = z.object({
  id: contentId(),
  decision: oneOf(['approve', 'reject'], '审核结果有误'),
  reason: optional(z.string().trim().max(100, '理由不能超过100个字')).transform((v) => v ?? ''),
});
/** 同意委托 on a shared page (materialType 1 文章, 2 问答, 4 视频). */
export const ShareEntrustForm = z.object({
  plannerId: idField('规划师ID', 'u_demo_planner'),
  contentId: contentId(),
  materialType: optional(oneOf(['1', '2', '4'], '素材类型有误').transform(Number)).transform((v) => v ?? 2),
});
export type ShareEntrustInput = z.input<typeof ShareEntrustForm>;
export const EntrustResult = z.object({ leadId: z.string() });
export type EntrustResult = z.infer<typeof EntrustResult>;
export const ReviewQueueQuery = z.object({ page: pageField(), limit: limitField(20, 50) });

// ——— answers ———

export const KnownTopic = z.object({ id: z.string(), name: z.string() });
export type KnownTopic = z.infer<typeof KnownTopic>;
export const TopicTree = z.array(KnownTopic.extend({ children: z.array(KnownTopic) }));
export type TopicTree = z.infer<typeof TopicTree>;
export const Board = z.object({ id: z.string(), name: z.string(), executionParameters: z.string() });
export type Board = z.infer<typeof Board>;
export const BoardList = z.array(Board);

/** The author of a content or comment: a customer (type 1) or a planner (type 2, with the planner's post). */
export const KnownAuthor = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  type: z.number().int().meta({ description: '1 用户 2 规划师' }),
  postName: z.string().meta({ description: '规划师职位；用户为空' }),
});
export type KnownAuthor = z.infer<typeof KnownAuthor>;

/** A content as lists show it. */
export const KnownCard = z.object({
  id: z.string(),
  type: z.number().int().meta({ description: '1 问题 2 文章 3 回答 5 视频' }),
  videoKind: z.number().int().nullable(),
  title: z.string(),
  contentText: z.string().meta({ description: '纯文本摘要' }),
  images: z.array(z.string()),
  coverUrl: z.string(),
  durationSeconds: z.number().int().nullable(),
  topics: z.array(KnownTopic),
  author: KnownAuthor,
  sourceId: z.string().nullable().meta({ description: '回答所属问题' }),
  status: z.number().int().meta({ description: '0 审核中 1 已通过 2 未通过' }),
  createdAt: z.string().meta({ format: 'date-time' }),
  applaudCount: z.number().int(),
  remarkCount: z.number().int(),
  collectCount: z.number().int(),
  answerCount: z.number().int(),
  browseCount: z.number().int(),
  hotScore: z.number(),
  isApplaud: z.boolean(),
});
export type KnownCard = z.infer<typeof KnownCard>;
export const KnownPage = pagedSchema(KnownCard);
export type KnownPage = z.infer<typeof KnownPage>;
export const KnownList = z.array(KnownCard);

export const ReactionState = z.object({
  applaudCount: z.number().int(),
  disapplaudCount: z.number().int(),
  collectCount: z.number().int(),
  isApplaud: z.boolean(),
  isDisapplaud: z.boolean(),
  isCollect: z.boolean(),
});
export type ReactionState = z.infer<typeof ReactionState>;

export const VideoChapter = z.object({ title: z.string(), videoUrl: z.string(), posterUrl: z.string(), durationSeconds: z.number().int() });
export type VideoChapter = z.infer<typeof VideoChapter>;

/** One content with its safe HTML body and what the viewer did with it. */
export const KnownDetail = KnownCard.extend(ReactionState.shape).extend({
  content: z.string().meta({ description: '服务端按白名单清洗过的 HTML' }),
  reviewReason: z.string().nullable(),
  updatedAt: z.string().meta({ format: 'date-time' }),
  isMine: z.boolean(),
  isFollowingAuthor: z.boolean(),
  /** The viewer's own answer to this question (or to this answer's question): its 写回答 reads 编辑我的回答. */
  myAnswerId: z.string().nullable(),
  question: z.object({ id: z.string(), title: z.string(), browseCount: z.number().int(), answerCount: z.number().int(), collectCount: z.number().int() }).nullable(),
  video: z.object({ url: z.string(), posterUrl: z.string(), durationSeconds: z.number().int(), chapters: z.array(VideoChapter) }).nullable(),
});
export type KnownDetail = z.infer<typeof KnownDetail>;

export const PublishResult = z.object({ id: z.string(), type: z.number().int(), status: z.number().int(), reason: z.string().nullable() });
export type PublishResult = z.infer<typeof PublishResult>;
export const Done = z.object({ ok: z.boolean() });
export type Done = z.infer<typeof Done>;

export const EditSource = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  topicIds: z.array(z.string()),
  topics: z.array(KnownTopic),
  sourceId: z.string().nullable(),
  status: z.number().int(),
  reviewReason: z.string().nullable(),
});
export type EditSource = z.infer<typeof EditSource>;

export const Draft = z.object({ target: z.string(), title: z.string(), content: z.string(), topicIds: z.array(z.string()), seq: z.number().int(), updatedAt: z.string().meta({ format: 'date-time' }) });
export type Draft = z.infer<typeof Draft>;
export const DraftOrNone = z.object({ draft: Draft.nullable() });
export type DraftOrNone = z.infer<typeof DraftOrNone>;
export const DraftSaved = z.object({ seq: z.number().int() });
export type DraftSaved = z.infer<typeof DraftSaved>;
/** A draft of an answer: a new answer to a question (answer:<questionId>) or an edit of one's answer (edit:<answerId>). */
export const AnswerDraft = z.object({
  target: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  /** The answer being edited; null for a new answer. */
  answerId: z.string().nullable(),
  content: z.string(),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type AnswerDraft = z.infer<typeof AnswerDraft>;
export const AnswerDraftList = z.object({ records: z.array(AnswerDraft) });
export type AnswerDraftList = z.infer<typeof AnswerDraftList>;

/** A reply under a comment: 「author 回复 replyTo」, or only the author when it answers the comment itself. */
export const KnownReply = z.object({
  id: z.string(),
  commentId: z.string().meta({ description: '所属的评论' }),
  contentId: z.string(),
  author: KnownAuthor,
  replyTo: KnownAuthor.nullable().meta({ description: '被回复的回复的作者；直接回复评论时为 null' }),
  content: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  applaudCount: z.number().int(),
  isApplaud: z.boolean(),
  isMine: z.boolean(),
});
export type KnownReply = z.infer<typeof KnownReply>;
export const ReplyPage = pagedSchema(KnownReply);
export type ReplyPage = z.infer<typeof ReplyPage>;

export const KnownComment = z.object({
  id: z.string(),
  contentId: z.string(),
  author: KnownAuthor,
  content: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  applaudCount: z.number().int(),
  isApplaud: z.boolean(),
  isMine: z.boolean(),
  replyCount: z.number().int().meta({ description: '回复数' }),
  replies: z.array(KnownReply).meta({ description: '最早的两条回复（折叠显示）' }),
});
export type KnownComment = z.infer<typeof KnownComment>;
export const CommentPage = pagedSchema(KnownComment).extend({
  remarkCount: z.number().int().meta({ description: '评论与回复总数（内容的评论数）；totalCount 只数评论，用于分页' }),
});
export type CommentPage = z.infer<typeof CommentPage>;
export const CommentLikeState = z.object({ applaudCount: z.number().int(), isApplaud: z.boolean() });
export type CommentLikeState = z.infer<typeof CommentLikeState>;

export const FollowState = z.object({ isFollowing: z.boolean(), fansCount: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;
export const KnownUser = KnownAuthor.extend({ isFollowing: z.boolean() });
export type KnownUser = z.infer<typeof KnownUser>;
export const UserPage = pagedSchema(KnownUser);
export type UserPage = z.infer<typeof UserPage>;

export const HomeProfile = KnownAuthor.extend({
  desc: z.string(),
  isMine: z.boolean(),
  isFollowing: z.boolean(),
  followingCount: z.number().int(),
  fansCount: z.number().int(),
  applaudCount: z.number().int(),
});
export type HomeProfile = z.infer<typeof HomeProfile>;

export const SearchHit = KnownCard.extend({ titleHtml: z.string(), contentTextHtml: z.string() });
export type SearchHit = z.infer<typeof SearchHit>;
export const UserHit = KnownUser.extend({ nameHtml: z.string() });
export type UserHit = z.infer<typeof UserHit>;
export const SearchResult = z.object({
  tab: z.string(),
  hits: pagedSchema(SearchHit),
  users: pagedSchema(UserHit),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const Keywords = z.object({ hot: z.array(z.string()), history: z.array(z.string()) });
export type Keywords = z.infer<typeof Keywords>;

export const CreatorItem = KnownCard.extend({ reviewReason: z.string().nullable() });
export type CreatorItem = z.infer<typeof CreatorItem>;
export const CreatorPage = pagedSchema(CreatorItem);
export type CreatorPage = z.infer<typeof CreatorPage>;
export const CreatorDay = z.object({ day: z.string().meta({ example: '2026-11-24' }), views: z.number().int(), likes: z.number().int(), fans: z.number().int() });
export const CreatorData = z.object({
  totals: z.object({ contents: z.number().int(), views: z.number().int(), likes: z.number().int(), fans: z.number().int() }),
  series: z.array(CreatorDay),
});
export type CreatorData = z.infer<typeof CreatorData>;

export const ReviewResult = z.object({ id: z.string(), status: z.number().int(), reason: z.string().nullable() });
export type ReviewResult = z.infer<typeof ReviewResult>;
