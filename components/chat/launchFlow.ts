/**
 * The chat launch flow of spec §4 "Chat flow" as plain logic over injected effects, so it can be tested with
 * fake services and timers: create the session with the planner, send the opening message(s), show
 * 正在联系规划师..., then open the conversation after 2 s (3 s for goods).
 */
import {
  CHAT_LAUNCH_DELAY_GOODS_MS,
  CHAT_LAUNCH_DELAY_MS,
  CHAT_RETRY_INTERVAL_MS,
  CHAT_RETRY_MAX,
  CODE,
  USER_TYPE,
} from '@/lib/constants';
import { NETWORK_FAILED_MSG } from '@/lib/httpErrors';
import type { ArticleCardParams, ProductCardParams } from '@/lib/contract/chat/api';
import { IM_ROUTER, IM_SYS_CODE, IM_TEMPLATE, MSG_TYPE, VISITOR_NAME } from '@/lib/contract/chat/enums';
import type { SendTemplateInput } from '@/services/chat';

import { CHAT_CONTACTING, CHAT_FAILED } from './launchText';

/** The longest the launch waits for 正在联系规划师... to be shown before it counts the delay anyway. */
export const TOAST_WAIT_MS = 5000;

/** What the goods chat says after the product card, so the planner sees a question, not only a card. */
export const GOODS_OPENING_TEXT = '你好，我想咨询一下这个商品';

export type ChatCredentials = { token: string; userId: string; userType: string };

export type ChatGoods = {
  id: string;
  name: string;
  priceText: string;
  imageUrl?: string;
  description?: string;
  kind: 'service' | 'trade';
};

export type ChatArticle = { title: string; content?: string; type?: string; class?: string; /** Where the card leads. */ url?: string };

/** What the chat needs to know about the conversation being started. */
export type StartChatParams = {
  /** The planner to talk to (their mchUserId). */
  plannerId: string;
  /** The planner's name, for the app's own conversation screen. */
  plannerName?: string;
  /** The planner's IM user type as the card knows it (MERCHANT_B, MERCHANT_P …). */
  plannerType?: string;
  /** First-level category code of the goods (requireCode), when known. */
  requireCode?: string;
  requireName?: string;
  /** The goods being asked about: sent as a product card (then a short question). */
  goods?: ChatGoods;
  /** A question to send as a text message (hot Q&A, quick question). */
  text?: string;
  /** An article being asked about: sent as an article card. */
  article?: ChatArticle;
  /** The city the customer is interested in (defaults to the current city). */
  city?: { code: string; name: string };
  /** Partner hand-off: a partner id launches only together with a token. */
  partnerId?: string;
  recommendId?: string;
  recommendAttrJson?: Record<string, unknown>;
};

/** Spec §3 "Chat session request". */
export type ChatSessionRequest = {
  imUserId: string;
  imUserType: 'MERCHANT_P' | 'MERCHANT_USER';
  operUserType: string;
  requireCode?: string;
  requireName?: string;
  ext: {
    intentionType: Record<string, string>;
    intentionCity: Record<string, string>;
    recommendId: string;
    recommendAttrJson: Record<string, unknown>;
    startUserType: string;
  };
};

/** The messages that open a conversation (spec §3 "Template message"), before they are put on the wire. */
export type OpeningMessage =
  | { kind: 'product'; params: ProductCardParams }
  | { kind: 'text'; content: string }
  | { kind: 'article'; params: ArticleCardParams };

/** A reply that may carry a non-200 code (the flow branches on codes). */
export type Reply<T> = { code: number; msg: string; data: T | null };

export type LaunchDeps = {
  credentials(): Promise<ChatCredentials | null>;
  createSession(req: ChatSessionRequest, creds: ChatCredentials): Promise<Reply<{ groupId: string }>>;
  sendTemplate(msg: SendTemplateInput, creds: ChatCredentials): Promise<Reply<unknown>>;
  senderName(): string;
  currentCity(): { code: string; name: string };
  /** The current route query, sent as extContent. */
  routeQuery(): Record<string, string>;
  chatUrl(creds: ChatCredentials, groupId: string, extra: { requireCode?: string; requireName?: string }): string;
  loginUrl(): string;
  go(url: string): void;
  toast: {
    /** `shown` settles once the toast is on the screen (or never will be). */
    loading(text: string): { close(): void; shown?: Promise<void> };
    warning(text: string): void;
  };
  sleep(ms: number): Promise<void>;
};

export const newClientMsgId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;

/** Network failures (no envelope) are retried; an answer from the server is final. */
export const isTransient = (code: number) => code === -1;

/**
 * Spec §4 "Chat event retry: every 1000 ms up to 10 tries": runs `fn` until it gives a non-transient reply,
 * at most `max` times, waiting `interval` between tries.
 */
export async function withRetry<T>(
  fn: () => Promise<Reply<T>>,
  sleep: (ms: number) => Promise<void>,
  max = CHAT_RETRY_MAX,
  interval = CHAT_RETRY_INTERVAL_MS,
): Promise<Reply<T>> {
  let last: Reply<T> = { code: -1, msg: NETWORK_FAILED_MSG, data: null };
  for (let i = 0; i < max; i++) {
    if (i > 0) await sleep(interval);
    last = await fn();
    if (!isTransient(last.code)) return last;
  }
  return last;
}

/** Same rule for a value that may simply not be there yet (the visitor identity being registered). */
export async function retryValue<T>(
  fn: () => Promise<T | null>,
  sleep: (ms: number) => Promise<void>,
  max = CHAT_RETRY_MAX,
  interval = CHAT_RETRY_INTERVAL_MS,
): Promise<T | null> {
  for (let i = 0; i < max; i++) {
    if (i > 0) await sleep(interval);
    const v = await fn().catch(() => null);
    if (v) return v;
  }
  return null;
}

/** MERCHANT_P stays; every other planner type (MERCHANT_B, MERCHANT_S, MERCHANT_USER …) chats as MERCHANT_USER. */
export const imUserTypeOf = (plannerType?: string): ChatSessionRequest['imUserType'] =>
  plannerType === 'MERCHANT_P' ? 'MERCHANT_P' : 'MERCHANT_USER';

export function sessionRequest(p: StartChatParams, creds: ChatCredentials, city: { code: string; name: string }): ChatSessionRequest {
  const intentionCity = p.city ?? city;
  return {
    imUserId: p.plannerId,
    imUserType: imUserTypeOf(p.plannerType),
    operUserType: creds.userType || USER_TYPE.VISITOR,
    ...(p.requireCode ? { requireCode: p.requireCode } : {}),
    ...(p.requireName ? { requireName: p.requireName } : {}),
    ext: {
      intentionType: p.requireCode ? { [p.requireCode]: p.requireName || '' } : {},
      intentionCity: intentionCity.code ? { [intentionCity.code]: intentionCity.name } : {},
      recommendId: p.recommendId ?? '',
      recommendAttrJson: p.recommendAttrJson ?? {},
      startUserType: 'cps-app',
    },
  };
}

/**
 * Inventory §3.2: the price as shown (199.00元, 5%服务费), 面议 when it is 0; the unit is what follows the amount,
 * empty for 面议.
 */
export function productCard(g: ChatGoods): ProductCardParams {
  const text = g.priceText.trim();
  const amount = /^[\d.,]+/.exec(text)?.[0] ?? '';
  const zero = !text || /^0(?:\.0+)?(?:元)?$/.test(text) || text === '面议';
  return {
    productName: g.name,
    productContent: g.kind === 'trade' ? g.name : g.description || '',
    price: zero ? '面议' : text,
    unit: zero ? '' : amount ? text.slice(amount.length) : '',
    imageUrl: g.imageUrl || '',
    forwardAbstract: '[商品详情]',
    routerId: g.kind === 'trade' ? IM_ROUTER.TRADE : IM_ROUTER.SERVICE,
    productId: g.id,
  };
}

/** The messages that open the conversation, in order. */
export function openingMessages(p: StartChatParams): OpeningMessage[] {
  if (p.goods) return [{ kind: 'product', params: productCard(p.goods) }, { kind: 'text', content: p.text?.trim() || GOODS_OPENING_TEXT }];
  if (p.article)
    return [
      {
        kind: 'article',
        params: { title: p.article.title, content: p.article.content ?? '', type: p.article.type ?? '', class: p.article.class ?? '', url: p.article.url ?? '' },
      },
    ];
  if (p.text?.trim()) return [{ kind: 'text', content: p.text.trim() }];
  return [];
}

/** Spec §3 "Template message": the fixed template of each kind, the params as JSON text. */
export function templateMessage(m: OpeningMessage, base: { receiver: string; senderName: string; extContent: string }): SendTemplateInput {
  const common = { ...base, msgClass: 5 as const, senderType: 'web' as const, sysCode: IM_SYS_CODE };
  if (m.kind === 'text') return { ...common, templateId: IM_TEMPLATE.TEXT, msgType: MSG_TYPE.TEXT, paramJsonStr: JSON.stringify({ content: m.content }) };
  if (m.kind === 'article') return { ...common, templateId: IM_TEMPLATE.ARTICLE, msgType: MSG_TYPE.TEMPLATE, paramJsonStr: JSON.stringify(m.params) };
  const withImage = !!m.params.imageUrl;
  const params = withImage ? m.params : { ...m.params, imageUrl: undefined, unit: undefined };
  return {
    ...common,
    templateId: withImage ? IM_TEMPLATE.PRODUCT_IMG : IM_TEMPLATE.PRODUCT,
    msgType: MSG_TYPE.TEMPLATE,
    paramJsonStr: JSON.stringify(params),
  };
}

/**
 * Runs the launch. Resolves true when the conversation page was opened, false when the user was told why not
 * (or sent to login).
 */
export async function launchChat(p: StartChatParams, d: LaunchDeps): Promise<boolean> {
  const creds = await retryValue(() => d.credentials(), d.sleep);
  // No token (a partner hand-off counts only with one): log in first.
  if (!creds?.token || !creds.userId) {
    d.go(d.loginUrl());
    return false;
  }
  const goodsFlow = !!p.goods;
  const fail = (r: Reply<unknown>) => {
    // 5223/9984: the http client has already cleared the session and is taking the user to login.
    if (r.code === CODE.SESSION_INVALID || r.code === CODE.SESSION_INVALID_ALT) return false;
    d.toast.warning(goodsFlow || isTransient(r.code) ? CHAT_FAILED : r.msg || CHAT_FAILED);
    return false;
  };

  const session = await withRetry(() => d.createSession(sessionRequest(p, creds, d.currentCity()), creds), d.sleep);
  const groupId = session.code === CODE.OK ? session.data?.groupId : undefined;
  if (!groupId) return fail(session.code === CODE.OK ? { ...session, code: -1 } : session);

  const extContent = JSON.stringify(d.routeQuery());
  for (const message of openingMessages(p)) {
    // One key per message: a retry after a lost answer returns the first message instead of a duplicate.
    const input = { ...templateMessage(message, { receiver: groupId, senderName: d.senderName() || VISITOR_NAME, extContent }), clientMsgId: newClientMsgId() };
    const sent = await withRetry(() => d.sendTemplate(input, creds), d.sleep);
    if (sent.code !== CODE.OK) return fail(sent);
  }

  const loading = d.toast.loading(CHAT_CONTACTING);
  // The 2–3 s count from when 正在联系规划师... is on the screen: the toast's code may still be loading (a slow phone or
  // network), and counted from the call the chat could open before the customer ever saw it. A load that hangs
  // holds the chat back for at most TOAST_WAIT_MS.
  if (loading.shown) await Promise.race([loading.shown, d.sleep(TOAST_WAIT_MS)]);
  await d.sleep(goodsFlow ? CHAT_LAUNCH_DELAY_GOODS_MS : CHAT_LAUNCH_DELAY_MS);
  loading.close();
  d.go(d.chatUrl(creds, groupId, { requireCode: p.requireCode, requireName: p.requireName }));
  return true;
}
