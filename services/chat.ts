/**
 * Chat (IM) calls — spec §7 "Chat (IM)", §3 "Chat session request" / "Template message", §4 "Chat flow".
 * The contract between the chat backend (server/modules/chat) and the chat pages; docs/API.md ("IM") describes
 * the same endpoints in prose.
 *
 * Identity: every call is made with a session token in X-Auth-Token. A logged-in user uses their session; a visitor
 * uses the VISITOR token returned by POST /authentication/v1/register_anonymous_id (kept in localStorage myInfo as
 * {token, imUserId}). The `http` client sends the logged-in session automatically; for a visitor pass
 * `{ token: myInfo.token }` as `auth` so the call carries (and is signed with) the visitor token.
 */
import { http, type Envelope, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';
export { CHAT_MERGED } from '@/server/modules/chat/constants';

/** A caller override: the visitor token (myInfo.token) when nobody is logged in. */
export type ChatAuth = { token?: string; client?: Http };

/** One page of a list. `current` is the 1-based page number. */
export type { Paged };

/** Fixed template ids per message kind (spec §3 "Template message"). */
export const IM_TEMPLATE = {
  /** Product card with image (productName, productContent, price, unit, imageUrl, forwardAbstract, routerId). */
  PRODUCT_IMG: '5fcef0aec24ddd00065a8c93',
  /** Product card without image (same params, no imageUrl/unit). */
  PRODUCT: '5fcef0aec24ddd00065a8c83',
  /** Plain text template: {content}. */
  TEXT: '6166bc39cbbd9900060d9fd3',
  /** Article card: {title, content, type, class} (+ optional imageUrl, url). */
  ARTICLE: '61a5c0e2cbbd9900060da1b7',
} as const;
export type TemplateId = (typeof IM_TEMPLATE)[keyof typeof IM_TEMPLATE];

export const IM_ROUTER = {
  SERVICE: 'IMRouter_APP_ProductDetail_Service',
  TRADE: 'IMRouter_APP_ProductDetail_Trade',
} as const;

/** Planner-side IM user types accepted as imUserType. */
export type PlannerImType = 'MERCHANT_P' | 'MERCHANT_USER' | 'MERCHANT_B' | 'MERCHANT_S';
export type ChatRole = 'customer' | 'planner';
export type MsgType = 'text' | 'image' | 'im_tmplate' | 'system';

export type ProductCardParams = {
  productName: string;
  productContent?: string;
  /** As shown: "199.00元", "面议", "5%服务费". */
  price: string;
  unit?: string;
  imageUrl?: string;
  forwardAbstract?: string;
  routerId: (typeof IM_ROUTER)[keyof typeof IM_ROUTER];
  /** Goods id for the card's link (optional). */
  productId?: string;
};
export type TextTemplateParams = { content: string };
export type ArticleCardParams = { title: string; content?: string; type?: string; class?: string; imageUrl?: string; url?: string };

/** What a message carries; `payload` depends on msgType / templateId. */
export type ChatMessage = {
  /** Global message id (also the SSE event id). */
  id: string;
  groupId: string;
  /** Position in the conversation, 1, 2, 3… */
  seq: number;
  msgType: MsgType;
  /** Text of a text message, or the template's text / a system notice; stored as sent, render as TEXT (never HTML). */
  content: string;
  templateId: string | null;
  /**
   * im_tmplate: the template params (ProductCardParams | TextTemplateParams | ArticleCardParams);
   * image: {url, width?, height?}; otherwise null.
   */
  payload: Record<string, unknown> | null;
  /** The route query the card was sent from, as JSON text (template messages). */
  extContent: string | null;
  senderId: string;
  senderRole: ChatRole | 'system';
  senderName: string;
  senderAvatar: string;
  clientMsgId: string | null;
  /** ISO time. */
  createdAt: string;
};

export type ChatPeer = {
  imUserId: string;
  /** MERCHANT_USER… for planners, ORDINARY_USER or VISITOR for customers. */
  userType: string;
  name: string;
  avatar: string;
  /** Planners only: 金牌规划师… */
  postName: string;
};

export type ChatIntention = {
  intentionType: Record<string, string>;
  intentionCity: Record<string, string>;
  recommendId: string;
  recommendAttrJson: Record<string, unknown>;
  startUserType: string;
  requireCode: string;
  requireName: string;
};

export type ConversationItem = {
  groupId: string;
  /** The caller's side of the conversation. */
  myRole: ChatRole;
  /** The other side: the planner for customers, the customer/visitor for planners. */
  peer: ChatPeer;
  /** 'session' (createSession) or 'kefu' (online customer service). */
  source: 'session' | 'kefu';
  intention: ChatIntention;
  /** The first product card of the conversation (what started it), if any. */
  firstCard: ProductCardParams | null;
  lastMessage: { seq: number; msgType: MsgType; preview: string; createdAt: string } | null;
  /** The caller's unread count in this conversation. */
  unread: number;
  /** The caller's read cursor (last read seq). */
  lastReadSeq: number;
  /** The peer's read cursor: messages with seq ≤ this are 已读 by the other side. */
  peerReadSeq: number;
  lastSeq: number;
  createdAt: string;
  updatedAt: string;
};

export type CreateSessionInput = {
  /** The planner (mchUserId). */
  imUserId: string;
  imUserType: PlannerImType | string;
  /** The caller's user type (ORDINARY_USER, VISITOR…); informative, the server uses the token's. */
  operUserType?: string;
  requireCode?: string;
  requireName?: string;
  ext?: {
    intentionType?: Record<string, string>;
    intentionCity?: Record<string, string>;
    recommendId?: string;
    recommendAttrJson?: Record<string, unknown>;
    startUserType?: string;
  };
};
/** `created` false: an existing conversation of the same customer and planner was returned. */
export type CreateSessionResult = { groupId: string; created: boolean };

export type SendTemplateInput = {
  templateId: TemplateId | string;
  /** The groupId. */
  receiver: string;
  /** Informative: the server stores the sender's real nickname, or 访客 for visitors. */
  senderName?: string;
  msgType: 'im_tmplate' | 'text';
  /** The current route query as JSON text. */
  extContent?: string;
  /** JSON text of the template params. */
  paramJsonStr: string;
  msgClass?: 5 | '5';
  senderType?: 'web';
  sysCode?: 'crisps-app';
  /** Idempotency key: the same key in the same conversation returns the first message. */
  clientMsgId?: string;
};

export type SendMessageInput = {
  groupId: string;
  msgType: 'text' | 'image';
  /** Text (msgType text), 1–2000 characters. */
  content?: string;
  /** msgType image: a URL returned by uploadChatImage. */
  imageUrl?: string;
  width?: number;
  height?: number;
  clientMsgId?: string;
};

export type MessagesPage = {
  records: ChatMessage[];
  /** More older (beforeSeq paging) or newer (afterSeq catch-up) messages exist. */
  hasMore: boolean;
};

export type OnlineKefuInput = {
  userCenterTag?: string;
  userName?: string;
  userNo?: string;
  platform?: string;
  port?: string;
  entrance?: string;
  province?: string;
  city?: string;
  equipment?: string;
  sourceTerminal?: string;
  customerType?: '1';
};
export type OnlineKefuResult = { groupInfo: { groupId: string; created: boolean }; planner: ChatPeer };

export type ImUserInfo = ChatPeer;
export type PlannerChatDetail = ChatPeer & {
  mchUserId: string;
  tags: string[];
  point: number;
  /** 1 active, 0 disabled, 3 resigned. */
  status: number;
  cityCode: string;
  /** The planner has a live session (the workbench is logged in) and can answer now. */
  online: boolean;
};
export type BaseUserMessage = { imUserId: string; userType: string; name: string; avatar: string; unreadTotal: number };

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
export const listConversations = (q: { role?: ChatRole | 'all'; start?: number; limit?: number } = {}, auth?: ChatAuth) =>
  cli(auth).get<Paged<ConversationItem>>('/im/v1/conversations', q, opts(auth));

/** GET /im/v1/conversation — one conversation (403 when the caller is not a member). */
export const getConversation = (groupId: string, auth?: ChatAuth) =>
  cli(auth).get<ConversationItem>('/im/v1/conversation', { groupId }, opts(auth));

/**
 * GET /im/v1/messages — history. With beforeSeq (or neither): the `limit` messages before it (paging upward),
 * ascending. With afterSeq: messages after it (catch-up after a reconnect), ascending.
 */
export const listMessages = (q: { groupId: string; beforeSeq?: number; afterSeq?: number; limit?: number }, auth?: ChatAuth) =>
  cli(auth).get<MessagesPage>('/im/v1/messages', q, opts(auth));

/** POST /im/v1/send_msg — a text or image message. */
export const sendMessage = (input: SendMessageInput, auth?: ChatAuth) =>
  cli(auth).post<ChatMessage>('/im/v1/send_msg', input, opts(auth));

/** POST /im/v1/upload_image (multipart, field `file`, jpeg/png/gif/webp ≤ 5 MB) → a URL for sendMessage. */
export const uploadChatImage = (file: Blob, auth?: ChatAuth) => {
  const fd = new FormData();
  fd.append('file', file);
  return cli(auth).post<{ url: string; width: number; height: number }>('/im/v1/upload_image', fd, opts(auth));
};

/** POST /im/v1/read — marks everything up to seq read (the cursor never moves back) → the new counts. */
export const markRead = (groupId: string, seq: number, auth?: ChatAuth) =>
  cli(auth).post<{ groupId: string; lastReadSeq: number; unread: number; unreadTotal: number }>(
    '/im/v1/read',
    { groupId, seq },
    opts(auth),
  );

/** GET /im/v1/unread_total — for the tab-bar badge (show 99+ above 99). */
export const unreadTotal = (auth?: ChatAuth) => cli(auth).get<{ total: number }>('/im/v1/unread_total', undefined, opts(auth));

// ——— spec §7 chat calls ———

/** POST /im/v1/refresh_base_user — refreshes the caller's IM profile (name, avatar) in their conversations. */
export const refreshBaseUserMessage = (auth?: ChatAuth) =>
  cli(auth).post<BaseUserMessage>('/im/v1/refresh_base_user', {}, opts(auth));

/** GET /im/v1/user_info — public profile of a chat user (a planner, or a member of a shared conversation). */
export const imUserInfo = (imUserId: string, auth?: ChatAuth) =>
  cli(auth).get<ImUserInfo>('/im/v1/user_info', { imUserId }, opts(auth));

/** GET /im/v1/planner_detail — the planner shown in a chat header. */
export const imPlannerDetail = (mchUserId: string, auth?: ChatAuth) =>
  cli(auth).get<PlannerChatDetail>('/im/v1/planner_detail', { mchUserId }, opts(auth));

/** POST /im/v1/planner_share_record — records that the caller shared / opened a planner's card (channel: chat, link…). */
export const plannerShareRecord = (input: { mchUserId: string; groupId?: string; channel?: string }, auth?: ChatAuth) =>
  cli(auth).post<{ id: string }>('/im/v1/planner_share_record', input, opts(auth));

// ——— real time (SSE) ———

/** POST /im/v1/sse_ticket — a 60 s signed ticket to open the event stream (EventSource cannot send headers). */
export const sseTicket = (auth?: ChatAuth) =>
  cli(auth).post<{ ticket: string; expiresIn: number }>('/im/v1/sse_ticket', {}, opts(auth));

/** The EventSource URL (unsigned GET; the ticket authenticates). */
export const chatEventsUrl = (ticket: string) => `/api/im/v1/events?ticket=${encodeURIComponent(ticket)}`;

/** SSE events (`event:` name → `data:` JSON). */
export type ChatEvent =
  | { type: 'ready'; data: { imUserId: string; userType: string; unreadTotal: number } }
  | { type: 'message'; data: { groupId: string; message: ChatMessage } }
  | { type: 'read'; data: { groupId: string; role: ChatRole; lastReadSeq: number } }
  | { type: 'conversation'; data: { groupId: string; created: boolean } };
