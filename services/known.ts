/** 必懂 community (spec §7 "Knowledge"): one function per call of `server/modules/known`. */
import { http, type Http } from '@/lib/http';
import type {
  AnswerDraftList,
  AnswerersInput,
  AnswersInput,
  Board,
  CommentLikeState,
  CommentPage,
  CommentsInput,
  CreatorData,
  CreatorInput,
  CreatorPage,
  Done,
  DraftInput,
  DraftOrNone,
  DraftSaved,
  EditSource,
  FeedInput,
  FollowState,
  FollowsInput,
  HomeListInput,
  HomeProfile,
  Keywords,
  KnownCard,
  KnownComment,
  KnownDetail,
  KnownPage,
  OperationInput,
  PageInput,
  PublishInput,
  PublishResult,
  ReactionState,
  RepliesInput,
  ReplyPage,
  KnownReply,
  SearchInput,
  SearchResult,
  SubjectInput,
  TopicTree,
  UpdateInput,
  UserPage,
  WriteAnswerInput,
  ShareEntrustInput,
  EntrustResult,
} from '@/lib/contract/known/api';

export type {
  AnswerDraft,
  AnswerDraftList,
  Board,
  CreatorData,
  CreatorItem,
  Draft,
  EditSource,
  HomeProfile,
  Keywords,
  KnownAuthor,
  KnownCard,
  KnownComment,
  KnownDetail,
  KnownPage,
  KnownReply,
  KnownTopic,
  KnownUser,
  SearchHit,
  SearchResult,
  TopicTree,
  UserHit,
} from '@/lib/contract/known/api';

// ——— reading ———
export const knownBoards = (client: Http = http) => client.get<Board[]>('/known/v1/boards');
export const knownTopics = (client: Http = http) => client.get<TopicTree>('/known/v1/topics');
export const knownFeed = (input: FeedInput, client: Http = http) => client.get<KnownPage>('/known/v1/feed', input);
export const knownHot = (limit = 50, client: Http = http) => client.get<KnownCard[]>('/known/v1/hot', { limit });
export const knownSubject = (input: SubjectInput, client: Http = http) => client.get<KnownPage>('/known/v1/subject', input);
export const knownWriteAnswer = (input: WriteAnswerInput, client: Http = http) => client.get<KnownPage>('/known/v1/write_answer', input);
/** One content (counts a visit); 404 when unknown, deleted, or held and not the viewer's own. */
export const knownDetail = (id: string, client: Http = http) => client.get<KnownDetail>('/known/v1/detail', { id });
export const knownAnswers = (input: AnswersInput, client: Http = http) => client.get<KnownPage>('/known/v1/answers', input);
export const knownRecommendArticles = (id: string, client: Http = http) => client.get<KnownCard[]>('/known/v1/recommend_articles', { id });

// ——— reacting (login required) ———
export const knownOperation = (input: OperationInput, client: Http = http) => client.post<ReactionState>('/known/v1/operation', input);
export const knownFollow = (userId: string, follow: boolean, client: Http = http) =>
  client.post<FollowState>('/known/v1/follow', { userId, follow: follow ? 1 : 0 });
export const knownFollows = (input: FollowsInput, client: Http = http) => client.get<UserPage>('/known/v1/follows', input);
export const knownSuggestUsers = (input: PageInput = {}, client: Http = http) => client.get<UserPage>('/known/v1/suggest_users', input);

// ——— publishing ———
export const knownAdd = (input: PublishInput, client: Http = http) => client.post<PublishResult>('/known/v1/add', input);
export const knownUpdate = (input: UpdateInput, client: Http = http) => client.post<PublishResult>('/known/v1/update', input);
export const knownDelete = (id: string, client: Http = http) => client.post<Done>('/known/v1/delete', { id });
/** The author's own content as the editor needs it (404 for anyone else's). */
export const knownEditSource = (id: string, client: Http = http) => client.get<EditSource>('/known/v1/edit_source', { id });
export const knownDraft = (target: string, client: Http = http) => client.get<DraftOrNone>('/known/v1/draft', { target });
/** Saves over the draft only if nobody saved since `seq` (else code 409 草稿已在其他页面更新). */
export const knownSaveDraft = (input: DraftInput, client: Http = http) => client.post<DraftSaved>('/known/v1/draft/save', input, { silent: true });
export const knownDeleteDraft = (target: string, client: Http = http) => client.post<Done>('/known/v1/draft/delete', { target });
/** The user's answer drafts (new answers and edits of their answers), newest first, for the creator centre. */
export const knownAnswerDrafts = (client: Http = http) => client.get<AnswerDraftList>('/known/v1/drafts/answers');

// ——— comments ———
export const knownComments = (input: CommentsInput, client: Http = http) => client.get<CommentPage>('/known/comments/v1/list', input);
export const knownPublishComment = (contentId: string, content: string, client: Http = http) =>
  client.post<KnownComment>('/known/comments/v1/publish', { contentId, content });
export const knownLikeComment = (id: string, like: boolean, client: Http = http) =>
  client.post<CommentLikeState>('/known/comments/v1/like', { id, like: like ? 1 : 0 });
/** Deletes the caller's own comment or reply. */
export const knownDeleteComment = (id: string, client: Http = http) => client.post<Done>('/known/comments/v1/delete', { id });
export const knownReplies = (input: RepliesInput, client: Http = http) => client.get<ReplyPage>('/known/comments/v1/replies', input);
/** Replies to a comment or to one of its replies (`commentId` is the one answered). */
export const knownPublishReply = (commentId: string, content: string, client: Http = http) =>
  client.post<KnownReply>('/known/comments/v1/reply', { commentId, content });

// ——— people ———
export const knownHomeUser = (userId: string | undefined, client: Http = http) => client.get<HomeProfile>('/known/v1/home_user', { userId });
export const knownHomeList = (input: HomeListInput, client: Http = http) => client.get<KnownPage>('/known/v1/home_list', input);
export const knownAnswerers = (input: AnswerersInput, client: Http = http) => client.get<UserPage>('/known/v1/answerers', input);
export const knownInvite = (questionId: string, userIds: string[], client: Http = http) =>
  client.post<Done>('/known/v1/invite', { questionId, userIds: userIds.join(',') });

// ——— search ———
export const knownSearch = (input: SearchInput, client: Http = http) => client.get<SearchResult>('/known/v1/search', input);
export const knownKeywords = (client: Http = http) => client.get<Keywords>('/known/v1/keywords', undefined, { silent: true });
export const knownClearHistory = (client: Http = http) => client.post<Done>('/known/v1/keywords/clear', {});

// ——— creator centre ———
export const knownCreatorContents = (input: CreatorInput, client: Http = http) => client.get<CreatorPage>('/known/v1/creator/contents', input);
export const knownCreatorData = (days: 7 | 30, client: Http = http) => client.get<CreatorData>('/known/v1/creator/data', { days });

// ——— sharing ———
/** 同意委托 on a shared page (login required). */
export const knownShareEntrust = (input: ShareEntrustInput, client: Http = http) => client.post<EntrustResult>('/known/v1/share/entrust', input);
