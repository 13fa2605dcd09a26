import { and, asc, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import type { ConversationItem, ConversationPage, CreateSessionResult, OnlineKefuResult, ProductCard } from '@/lib/contract/chat/api';
import { CHAT_ROLE, CHAT_SOURCE, MSG_TYPE, PRODUCT_TEMPLATES, SYSTEM_SENDER, type ChatSource } from '@/lib/contract/chat/enums';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { userExists } from '../auth/users';
import { plannerCardOf } from '../planner/present';
import { findPlanner, firstActivePlannerId, plannersByIds } from '../planner/service';
import { claimVisitorConversations, liveConversationOf, membershipOf, type Caller, type Conversation, type Member, type Role } from './membership';
import { appendMessage } from './messages';
import { onlineExpr, profileOf } from './people';
import { hubOf } from './realtime';
import { chatConversations, chatMembers, chatMessages, type ChatIntentionRow } from './schema';

// Conversations: open one with a planner (create_session) or with online customer service (online_kefu), list and
// read them. Folding a visitor's conversation into the account's lives with the claim in ./membership.ts.

export const SESSIONS_PER_MINUTE = 20;

// ——— open (create_session, online_kefu) ———

export type IntentionInput = Partial<ChatIntentionRow>;

const normIntention = (ext: IntentionInput | undefined, prev?: ChatIntentionRow): ChatIntentionRow => ({
  intentionType: ext?.intentionType ?? prev?.intentionType ?? {},
  intentionCity: ext?.intentionCity ?? prev?.intentionCity ?? {},
  recommendId: ext?.recommendId ?? prev?.recommendId ?? '',
  recommendAttrJson: ext?.recommendAttrJson ?? prev?.recommendAttrJson ?? {},
  startUserType: ext?.startUserType ?? prev?.startUserType ?? '',
});

async function openConversation(
  deps: Deps,
  caller: Caller,
  input: {
    plannerId: string;
    plannerType: string;
    source: ChatSource;
    requireCode?: string;
    requireName?: string;
    ext?: IntentionInput;
  },
) {
  const planner = await findPlanner(deps.db, input.plannerId);
  if (!planner) throw notFound('规划师不存在');
  if (planner.status !== PLANNER_STATUS.ACTIVE) throw new AppError(ERR.CONFLICT, '该规划师暂时无法咨询');
  if (planner.userId === caller.id) throw badInput('不能与自己发起会话');
  await claimVisitorConversations(deps.db, caller);
  const now = deps.now();
  const existing = await liveConversationOf(deps.db, { customerId: caller.id, plannerId: planner.userId, source: input.source });
  const targets = [caller.id, planner.userId];
  if (existing) {
    await deps.db
      .update(chatConversations)
      .set({
        intention: normIntention(input.ext, existing.intention),
        requireCode: input.requireCode ?? existing.requireCode,
        requireName: input.requireName ?? existing.requireName,
        plannerType: input.plannerType,
        updatedAt: now,
      })
      .where(eq(chatConversations.id, existing.id));
    await hubOf(deps).publish({ targets, event: 'conversation', data: { groupId: existing.id, created: false } });
    return { groupId: existing.id, created: false, planner };
  }
  const profile = await profileOf(deps.db, caller);
  const groupId = newId('g_', 10);
  await deps.db.transaction(async (tx) => {
    await tx.insert(chatConversations).values({
      id: groupId,
      source: input.source,
      customerId: caller.id,
      customerType: caller.userType,
      plannerId: planner.userId,
      plannerType: input.plannerType,
      requireCode: input.requireCode ?? '',
      requireName: input.requireName ?? '',
      intention: normIntention(input.ext),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(chatMembers).values([
      { conversationId: groupId, memberId: caller.id, memberType: caller.userType, role: CHAT_ROLE.CUSTOMER, name: profile.name, avatar: profile.avatar, updatedAt: now },
      { conversationId: groupId, memberId: planner.userId, memberType: input.plannerType, role: CHAT_ROLE.PLANNER, name: planner.name, avatar: planner.avatar, updatedAt: now },
    ]);
  });
  const notice = input.source === CHAT_SOURCE.KEFU
    ? `已为您接通在线客服 ${planner.name}，请描述您遇到的问题`
    : `已为您接通规划师 ${planner.name}，请描述您的需求`;
  await appendMessage(deps, groupId, { id: SYSTEM_SENDER, role: SYSTEM_SENDER, name: '系统消息', avatar: '' }, { msgType: MSG_TYPE.SYSTEM, content: notice }, targets);
  await hubOf(deps).publish({ targets, event: 'conversation', data: { groupId, created: true } });
  return { groupId, created: true, planner };
}

/** POST /im/v1/create_session: the conversation with this planner, opened now or the live one reused. */
export async function createSession(
  deps: Deps,
  caller: Caller,
  input: { imUserId: string; imUserType: string; requireCode?: string; requireName?: string; ext?: IntentionInput },
): Promise<CreateSessionResult> {
  const r = await openConversation(deps, caller, {
    plannerId: input.imUserId,
    plannerType: input.imUserType,
    source: CHAT_SOURCE.SESSION,
    requireCode: input.requireCode,
    requireName: input.requireName,
    ext: input.ext,
  });
  return { groupId: r.groupId, created: r.created };
}

/**
 * Online customer service: an active planner of the city who has a workbench account, the one with the fewest
 * conversations active in the last day first (then by 薯片分); any active planner with an account when the city
 * has none. A caller's earlier customer-service conversation is reused.
 */
export async function onlineKefu(
  deps: Deps,
  caller: Caller,
  input: { city: string; province?: string; cityName?: string },
): Promise<OnlineKefuResult> {
  await claimVisitorConversations(deps.db, caller);
  const prev = await liveConversationOf(deps.db, { customerId: caller.id, source: CHAT_SOURCE.KEFU });
  let plannerId: string | undefined = prev?.plannerId;
  if (plannerId) {
    const p = await findPlanner(deps.db, plannerId);
    if (!p || p.status !== PLANNER_STATUS.ACTIVE) plannerId = undefined;
  }
  if (!plannerId) {
    const now = deps.now();
    const since = new Date(now.getTime() - 86_400_000);
    const load = (planner: SQLWrapper) =>
      sql<number>`(select count(*)::int from ${chatConversations} where ${chatConversations.plannerId} = ${planner} and ${chatConversations.lastMessageAt} > ${since})`;
    // Planners with a workbench account only; the online ones first, then those with the fewest recent conversations.
    const pick = (city?: string) =>
      firstActivePlannerId(deps.db, {
        exceptId: caller.id,
        city,
        where: userExists,
        rank: (planner) => [desc(onlineExpr(planner, now)), asc(load(planner))],
      });
    plannerId = (await pick(input.city)) ?? (await pick());
  }
  if (!plannerId) throw new AppError(ERR.CONFLICT, '暂无可接待的在线客服，请稍后再试');
  const cityMap: Record<string, string> = { [input.city]: input.cityName ?? '' };
  const r = await openConversation(deps, caller, {
    plannerId,
    plannerType: USER_TYPE.MERCHANT_USER,
    source: CHAT_SOURCE.KEFU,
    requireName: '在线客服',
    ext: { intentionCity: cityMap, startUserType: 'cps-app' },
  });
  return { groupInfo: { groupId: r.groupId, created: r.created }, planner: plannerCardOf(r.planner) };
}

// ——— list and read ———

type ConvItemInput = { conv: Conversation; me: Member; peer: Member };

async function presentConversations(db: DbLike, items: ConvItemInput[]): Promise<ConversationItem[]> {
  if (!items.length) return [];
  const ids = items.map((i) => i.conv.id);
  const cards = await db
    .selectDistinctOn([chatMessages.conversationId], { conversationId: chatMessages.conversationId, payload: chatMessages.payload })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, ids), inArray(chatMessages.templateId, [...PRODUCT_TEMPLATES])))
    .orderBy(chatMessages.conversationId, asc(chatMessages.seq));
  // Product-template payloads were validated as product cards when sent (send_template_msg).
  const cardOf = new Map(cards.map((c) => [c.conversationId, c.payload as ProductCard | null]));
  const plannerIds = [...new Set(items.map((i) => i.conv.plannerId))];
  const postOf = new Map((await plannersByIds(db, plannerIds)).map((p) => [p.userId, plannerCardOf(p).postName]));
  return items.map(({ conv, me, peer }) => ({
    groupId: conv.id,
    myRole: me.role as Role,
    peer: {
      imUserId: peer.memberId,
      userType: peer.memberType,
      name: peer.name,
      avatar: peer.avatar,
      postName: peer.role === CHAT_ROLE.PLANNER ? (postOf.get(peer.memberId) ?? '') : '',
    },
    source: conv.source as ChatSource,
    intention: { ...conv.intention, requireCode: conv.requireCode, requireName: conv.requireName },
    firstCard: cardOf.get(conv.id) ?? null,
    lastMessage: conv.lastMessageAt
      ? { seq: conv.lastSeq, msgType: conv.lastMsgType ?? 'text', preview: conv.lastPreview ?? '', createdAt: conv.lastMessageAt.toISOString() }
      : null,
    unread: me.unread,
    lastReadSeq: me.lastReadSeq,
    peerReadSeq: peer.lastReadSeq,
    lastSeq: conv.lastSeq,
    createdAt: conv.createdAt.toISOString(),
    updatedAt: conv.updatedAt.toISOString(),
  }));
}
/** GET /im/v1/conversation: one conversation of the caller's. */
export async function getConversation(db: DbLike, caller: Caller, groupId: string): Promise<ConversationItem> {
  const ms = await membershipOf(db, groupId, caller);
  const [item] = await presentConversations(db, [ms]);
  return item;
}

/** GET /im/v1/conversations: the caller's conversations, latest activity first. */
export async function listConversations(
  db: DbLike,
  caller: Caller,
  q: { role?: Role; start: number; limit: number },
): Promise<ConversationPage> {
  await claimVisitorConversations(db, caller);
  const where = and(eq(chatMembers.memberId, caller.id), q.role ? eq(chatMembers.role, q.role) : undefined);
  const [{ n }] = await db.select({ n: countInt }).from(chatMembers).where(where);
  const mine = await db
    .select({ me: chatMembers, conv: chatConversations })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(where)
    .orderBy(desc(chatMembers.updatedAt), desc(chatMembers.conversationId))
    .limit(q.limit)
    .offset(offsetOf(q.start, q.limit));
  if (!mine.length) return pageOf([], n, q.start, q.limit);
  const peers = await db
    .select()
    .from(chatMembers)
    .where(and(inArray(chatMembers.conversationId, mine.map((m) => m.conv.id)), ne(chatMembers.memberId, caller.id)));
  const peerOf = new Map(peers.map((p) => [p.conversationId, p]));
  const items = mine
    .map((m) => ({ conv: m.conv, me: m.me, peer: peerOf.get(m.conv.id) }))
    .filter((i): i is ConvItemInput => Boolean(i.peer));
  return pageOf(await presentConversations(db, items), n, q.start, q.limit);
}
