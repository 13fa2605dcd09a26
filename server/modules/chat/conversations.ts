import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { users } from '../auth/schema';
import type { DbLike } from '../../db/types';
import { planners } from '../catalog/schema';
import { countInt, offsetOf, pageOf, type Paged } from '../planner/common';
import { claimVisitorConversations, liveConversationOf, membershipOf, type Caller, type Conversation, type Member, type Role } from './membership';
import { appendMessage, PRODUCT_TEMPLATES } from './messages';
import { newId, onlineExpr, plannerRowOf, profileOf } from './people';
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
    source: 'session' | 'kefu';
    requireCode?: string;
    requireName?: string;
    ext?: IntentionInput;
  },
) {
  const planner = await plannerRowOf(deps.db, input.plannerId);
  if (!planner) throw notFound('规划师不存在');
  if (planner.status !== 1) throw new AppError(ERR.CONFLICT, '该规划师暂时无法咨询');
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
  const groupId = newId('g_');
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
      { conversationId: groupId, memberId: caller.id, memberType: caller.userType, role: 'customer', name: profile.name, avatar: profile.avatar, updatedAt: now },
      { conversationId: groupId, memberId: planner.userId, memberType: input.plannerType, role: 'planner', name: planner.name, avatar: planner.avatar, updatedAt: now },
    ]);
  });
  const notice = input.source === 'kefu'
    ? `已为您接通在线客服 ${planner.name}，请描述您遇到的问题`
    : `已为您接通规划师 ${planner.name}，请描述您的需求`;
  await appendMessage(deps, groupId, { id: 'system', role: 'system', name: '系统消息', avatar: '' }, { msgType: 'system', content: notice }, targets);
  await hubOf(deps).publish({ targets, event: 'conversation', data: { groupId, created: true } });
  return { groupId, created: true, planner };
}

export async function createSession(
  deps: Deps,
  caller: Caller,
  input: { imUserId: string; imUserType: string; requireCode?: string; requireName?: string; ext?: IntentionInput },
) {
  const r = await openConversation(deps, caller, {
    plannerId: input.imUserId,
    plannerType: input.imUserType,
    source: 'session',
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
export async function onlineKefu(deps: Deps, caller: Caller, input: { city: string; province?: string; cityName?: string }) {
  await claimVisitorConversations(deps.db, caller);
  const prev = await liveConversationOf(deps.db, { customerId: caller.id, source: 'kefu' });
  let plannerId: string | undefined = prev?.plannerId;
  if (plannerId) {
    const p = await plannerRowOf(deps.db, plannerId);
    if (!p || p.status !== 1) plannerId = undefined;
  }
  if (!plannerId) {
    const since = new Date(deps.now().getTime() - 86_400_000);
    const load = sql<number>`(select count(*)::int from ${chatConversations} where ${chatConversations.plannerId} = ${planners.userId} and ${chatConversations.lastMessageAt} > ${since})`;
    const online = onlineExpr(deps.now());
    const pick = async (city?: string) => {
      const [row] = await deps.db
        .select({ userId: planners.userId })
        .from(planners)
        .innerJoin(users, eq(users.id, planners.userId))
        .where(
          and(
            eq(planners.status, 1),
            ne(planners.userId, caller.id),
            city ? sql`(${planners.cityCode} = ${city} or ${city} = any(${planners.areaCodes}))` : undefined,
          ),
        )
        .orderBy(desc(online), asc(load), desc(planners.point), asc(planners.userId))
        .limit(1);
      return row?.userId;
    };
    plannerId = (await pick(input.city)) ?? (await pick());
  }
  if (!plannerId) throw new AppError(ERR.CONFLICT, '暂无可接待的在线客服，请稍后再试');
  const cityMap: Record<string, string> = { [input.city]: input.cityName ?? '' };
  const r = await openConversation(deps, caller, {
    plannerId,
    plannerType: USER_TYPE.MERCHANT_USER,
    source: 'kefu',
    requireName: '在线客服',
    ext: { intentionCity: cityMap, startUserType: 'cps-app' },
  });
  return {
    groupInfo: { groupId: r.groupId, created: r.created },
    planner: { imUserId: r.planner.userId, userType: r.planner.mchClass, name: r.planner.name, avatar: r.planner.avatar, postName: r.planner.postName },
  };
}

// ——— list and read ———

type ConvItemInput = { conv: Conversation; me: Member; peer: Member };

async function presentConversations(db: DbLike, items: ConvItemInput[]) {
  if (!items.length) return [];
  const ids = items.map((i) => i.conv.id);
  const cards = await db
    .selectDistinctOn([chatMessages.conversationId], { conversationId: chatMessages.conversationId, payload: chatMessages.payload })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, ids), inArray(chatMessages.templateId, PRODUCT_TEMPLATES)))
    .orderBy(chatMessages.conversationId, asc(chatMessages.seq));
  const cardOf = new Map(cards.map((c) => [c.conversationId, c.payload]));
  const plannerIds = [...new Set(items.map((i) => i.conv.plannerId))];
  const posts = await db.select({ id: planners.userId, postName: planners.postName }).from(planners).where(inArray(planners.userId, plannerIds));
  const postOf = new Map(posts.map((p) => [p.id, p.postName]));
  return items.map(({ conv, me, peer }) => ({
    groupId: conv.id,
    myRole: me.role as Role,
    peer: {
      imUserId: peer.memberId,
      userType: peer.memberType,
      name: peer.name,
      avatar: peer.avatar,
      postName: peer.role === 'planner' ? (postOf.get(peer.memberId) ?? '') : '',
    },
    source: conv.source as 'session' | 'kefu',
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
export type ConversationDto = Awaited<ReturnType<typeof presentConversations>>[number];

export async function getConversation(db: DbLike, caller: Caller, groupId: string): Promise<ConversationDto> {
  const ms = await membershipOf(db, groupId, caller);
  const [item] = await presentConversations(db, [ms]);
  return item;
}

export async function listConversations(
  db: DbLike,
  caller: Caller,
  q: { role?: Role; start: number; limit: number },
): Promise<Paged<ConversationDto>> {
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
