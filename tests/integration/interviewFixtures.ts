import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@/server/db/schema';
import { chatConversations, chatMessages } from '@/server/modules/chat/schema';
import { createSession } from '@/server/modules/auth/session';
import type { TestContext } from './helpers';
import { IM } from './chatFixtures';
import { insertPlanner } from './plannerFixtures';
import { AGREE, G, price, serial } from './orderFixtures';

// The parties of the interview and my-planners tests: planners (the demo one, or fresh ones with a session),
// customers who chatted with a planner or ordered from one, and what the notifications left behind.

export const IV = {
  NUM: '/api/interview/v4/not_complete_num',
  PAGE: '/api/interview/v4/page',
  DETAIL: '/api/interview/v4/detail',
  CONFIRM: '/api/interview/v4/confirm',
  CANCEL: '/api/interview/v4/cancel',
  P_PAGE: '/api/interview/v4/planner_page',
  P_DETAIL: '/api/interview/v4/planner_detail',
  P_CUSTOMERS: '/api/interview/v4/planner_customers',
  START: '/api/interview/v4/start_customer',
  P_CANCEL: '/api/interview/v4/planner_cancel',
  COMPLETE: '/api/interview/v4/complete',
  MY_PLANNERS: '/api/planner/v1/my_planners',
} as const;

export type Party = { token: string; userId: string; phone: string };

/** A fresh planner (profile and account) with a 30-day session. */
export async function newPlanner(t: TestContext, over: { status?: number; name?: string } = {}): Promise<Party> {
  const p = await insertPlanner(t, { status: over.status ?? 1, name: over.name ?? '面谈测试规划师' });
  const userId = p.userId as string;
  const { token } = await createSession(t.deps.db, { userId, userType: 'MERCHANT_USER' }, t.deps.now(), 30 * 86_400);
  return { token, userId, phone: String(p.phone ?? '') };
}

export async function demoPlanner(t: TestContext): Promise<Party> {
  const res = await t.loginPassword('13900139000', 'planner123');
  expect(res.code, res.msg).toBe(200);
  return { token: res.data.token, userId: 'u_demo_planner', phone: '13900139000' };
}

export async function newCustomer(t: TestContext): Promise<Party> {
  const phone = t.phone();
  const { token, userId } = await t.loginSms(phone);
  return { token, userId, phone };
}

/** The customer opens a conversation with the planner (as 在线咨询 does). */
export async function chatWith(t: TestContext, customer: Party, plannerId: string): Promise<string> {
  const res = await t.call('POST', IM.CREATE, { imUserId: plannerId, imUserType: 'MERCHANT_USER' }, { token: customer.token });
  expect(res.code, res.msg).toBe(200);
  return res.data.groupId as string;
}

/** The customer submits (does not pay) an order naming the planner. */
/** An unpaid order of G.full by `customer`, naming `plannerId` (none: an order of the goods alone). */
export async function orderFrom(t: TestContext, customer: Party, plannerId?: string) {
  const items = [{ goodsId: G.full, goodsNumber: 1 }];
  const p = await price(t, customer.token, { items });
  expect(p.code, p.msg).toBe(200);
  const sub = await t.call(
    'POST',
    '/api/order/v2/autonomy_submit_order',
    { items, idempotencyKey: await serial(t, customer.token), shownPayableFen: p.data.needPayTotalMoneyFen, orderAgreementIds: AGREE, plannerId },
    { token: customer.token },
  );
  expect(sub.code, sub.msg).toBe(200);
  return sub.data as { cusOrderId: string };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A time `minutes` from the server's now, as the form sends it: 'YYYY-MM-DD HH:mm' in China time. */
export function chinaTimeIn(t: TestContext, minutes: number): string {
  const c = new Date(t.deps.now().getTime() + minutes * 60_000 + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
}

let minuteSeq = 0;
/** A proposal's fields, a different minute each call (from 2 hours ahead) unless given. */
export function proposal(t: TestContext, customerId: string, over: Record<string, unknown> = {}) {
  return {
    customerId,
    inviteType: '0',
    inviteTime: chinaTimeIn(t, 120 + ++minuteSeq),
    inviteAddress: '成都市高新区天府大道北段1700号 环球中心 W6 区 1203',
    topic: '公司注册方案沟通',
    note: '请带上身份证复印件',
    ...over,
  };
}

/**
 * Moves the server clock so the appointment starts `offsetMs` from now (negative: it started that long ago). The
 * proposals' minutes count up across the files that share this module (integration files share worker modules, ADR
 * 0034), so a test never assumes how far ahead its appointment is.
 */
export function moveClockTo(t: TestContext, iv: { inviteTime: string }, offsetMs: number) {
  const left = Date.parse(iv.inviteTime) - t.deps.now().getTime();
  t.advance(left - offsetMs);
}

export async function propose(t: TestContext, planner: Party, customerId: string, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', IV.START, proposal(t, customerId, over), { token: planner.token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; status: number; inviteTime: string; confirmPath: string };
}

/** The newest message of the customer–planner conversation (any kind), or undefined. */
export async function lastMessage(t: TestContext, customerId: string, plannerId: string) {
  const [conv] = await t.deps.db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.customerId, customerId), eq(chatConversations.plannerId, plannerId)))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  if (!conv) return undefined;
  const [msg] = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conv.id)).orderBy(desc(chatMessages.seq)).limit(1);
  return msg;
}

/** What the local SMS provider last "sent" to the phone. */
export async function lastSms(t: TestContext, phone: string) {
  const [row] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row;
}
