/**
 * Chat (IM) calls — spec §7 "Chat (IM)", §3 "Chat session request" / "Template message", §4 "Chat flow". The
 * request and answer shapes are lib/contract/chat/api.ts; docs/API.md ("IM") describes the same endpoints in prose.
 *
 * Identity: every call is made with a session token in X-Auth-Token. A logged-in user uses their session; a visitor
 * uses the VISITOR token returned by POST /authentication/v1/register_anonymous_id (kept in localStorage myInfo as
 * {token, imUserId}). The `http` client sends the logged-in session automatically; for a visitor pass
 * `{ token: myInfo.token }` as `auth` so the call carries (and is signed with) the visitor token.
 */
import { http, type Envelope, type Http } from '@/lib/http';
import type {
  BaseUser,
  ChatMessage,
  ChatPeer,
  ChatPlannerDetail,
  ConversationItem,
  ConversationPage,
  CreateSessionBody,
  CreateSessionResult,
  ListQuery,
  MessagesPage,
  MessagesQuery,
  OnlineKefuBody,
  OnlineKefuResult,
  ReadResult,
  SendMsgBody,
  SendTemplateBody,
  ShareBody,
  ShareRecord,
  Ticket,
  UnreadTotal,
  UploadedImage,
} from '@/lib/contract/chat/api';

export type {
  ArticleCardParams,
  BaseUser,
  ChatEvent,
  ChatIntention,
  ChatMessage,
  ChatPeer,
  ChatPlannerDetail,
  ConversationItem,
  CreateSessionResult,
  MessagesPage,
  ProductCardParams,
  TextTemplateParams,
} from '@/lib/contract/chat/api';
export { CHAT_MERGED, IM_ROUTER, IM_TEMPLATE } from '@/lib/contract/chat/enums';
export type { ChatRole, MsgType, PlannerImType, TemplateId } from '@/lib/contract/chat/enums';

/** A caller override: the visitor token (myInfo.token) when nobody is logged in. */
export type ChatAuth = { token?: string; client?: Http };

/** What a client sends: the server fills the defaults (clientMsgId, ext…) it leaves out. */
export type CreateSessionInput = CreateSessionBody;
export type SendTemplateInput = Omit<SendTemplateBody, 'msgClass'> & { msgClass?: SendTemplateBody['msgClass'] | 5 };
export type SendMsgInput = SendMsgBody;
export type OnlineKefuInput = OnlineKefuBody;

const opts = (auth?: ChatAuth) => (auth?.token ? { headers: { 'X-Auth-Token': auth.token } } : undefined);
const cli = (auth?: ChatAuth) => auth?.client ?? http;

// ——— launch ———

/** POST /im/v1/create_session — creates (or returns) the conversation with the planner → groupId. */
export const createSession = (input: CreateSessionInput, auth?: ChatAuth) =>
  cli(auth).post<CreateSessionResult>('/im/v1/create_session', input, opts(auth));

/** Same, as the raw envelope (the launch flow branches on 5223 and shows other codes' msg). */
export const createSessionEnvelope = (input: CreateSessionInput, auth?: ChatAuth): Promise<Envelope<CreateSessionResult>> =>
  cli(auth).envelope<CreateSessionResult>('POST', '/im/v1/create_session', input, opts(auth));

/** POST /im/v1/send_template_msg — a product card / text template / article card into the conversation. */
export const sendTemplateMsg = (input: SendTemplateInput, auth?: ChatAuth) =>
  cli(auth).post<ChatMessage>('/im/v1/send_template_msg', input, opts(auth));

export const sendTemplateMsgEnvelope = (input: SendTemplateInput, auth?: ChatAuth): Promise<Envelope<ChatMessage>> =>
  cli(auth).envelope<ChatMessage>('POST', '/im/v1/send_template_msg', input, opts(auth));

/** POST /im/v1/online_kefu — online customer service: routes to an available planner → groupInfo.groupId. */
export const onlineKefu = (input: OnlineKefuInput, auth?: ChatAuth) =>
  cli(auth).post<OnlineKefuResult>('/im/v1/online_kefu', { customerType: '1', ...input }, opts(auth));

// ——— conversations ———

/** GET /im/v1/conversations — the caller's conversations, newest activity first. role filters the caller's side. */
export const listConversations = (q: Partial<ListQuery> = {}, auth?: ChatAuth) =>
  cli(auth).get<ConversationPage>('/im/v1/conversations', q, opts(auth));

/** GET /im/v1/conversation — one conversation (403 when the caller is not a member). */
export const getConversation = (groupId: string, auth?: ChatAuth) => cli(auth).get<ConversationItem>('/im/v1/conversation', { groupId }, opts(auth));

/**
 * GET /im/v1/messages — history. With beforeSeq (or neither): the `limit` messages before it (paging upward),
 * ascending. With afterSeq: messages after it (catch-up after a reconnect), ascending.
 */
export const listMessages = (q: MessagesQuery, auth?: ChatAuth) => cli(auth).get<MessagesPage>('/im/v1/messages', q, opts(auth));

/** POST /im/v1/send_msg — a text or image message. */
export const sendMsg = (input: SendMsgInput, auth?: ChatAuth) => cli(auth).post<ChatMessage>('/im/v1/send_msg', input, opts(auth));

/** POST /im/v1/upload_image (multipart, field `file`, jpeg/png/gif/webp ≤ 5 MB) → a URL for sendMsg. */
export const uploadImage = (file: Blob, auth?: ChatAuth) => {
  const fd = new FormData();
  fd.append('file', file);
  return cli(auth).post<UploadedImage>('/im/v1/upload_image', fd, opts(auth));
};

/** POST /im/v1/read — marks everything up to seq read (the cursor never moves back) → the new counts. */
export const markRead = (groupId: string, seq: number, auth?: ChatAuth) =>
  cli(auth).post<ReadResult>('/im/v1/read', { groupId, seq }, opts(auth));

/** GET /im/v1/unread_total — for the tab-bar badge (show 99+ above 99). */
export const unreadTotal = (auth?: ChatAuth) => cli(auth).get<UnreadTotal>('/im/v1/unread_total', undefined, opts(auth));

// ——— spec §7 chat calls ———

/** POST /im/v1/refresh_base_user — refreshes the caller's IM profile (name, avatar) in their conversations. */
export const refreshBaseUser = (auth?: ChatAuth) => cli(auth).post<BaseUser>('/im/v1/refresh_base_user', {}, opts(auth));

/** GET /im/v1/user_info — public profile of a chat user (a planner, or a member of a shared conversation). */
export const imUserInfo = (imUserId: string, auth?: ChatAuth) => cli(auth).get<ChatPeer>('/im/v1/user_info', { imUserId }, opts(auth));

/** GET /im/v1/planner_detail — the planner shown in a chat header. */
export const imPlannerDetail = (mchUserId: string, auth?: ChatAuth) =>
  cli(auth).get<ChatPlannerDetail>('/im/v1/planner_detail', { mchUserId }, opts(auth));

/** POST /im/v1/planner_share_record — records that the caller shared / opened a planner's card (channel: chat, link…). */
export const plannerShareRecord = (input: Partial<ShareBody> & Pick<ShareBody, 'mchUserId'>, auth?: ChatAuth) =>
  cli(auth).post<ShareRecord>('/im/v1/planner_share_record', input, opts(auth));

// ——— real time (SSE) ———

/** POST /im/v1/sse_ticket — a 60 s signed ticket to open the event stream (EventSource cannot send headers). */
export const sseTicket = (auth?: ChatAuth) => cli(auth).post<Ticket>('/im/v1/sse_ticket', {}, opts(auth));

/** The EventSource URL (unsigned GET; the ticket authenticates). */
export const chatEventsUrl = (ticket: string) => `/api/im/v1/events?ticket=${encodeURIComponent(ticket)}`;
