import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffTickets, sessions } from '@/server/db/schema';
import { forgetCachedSessions, hashToken } from '@/server/modules/auth/session';
import { newVisitor } from './chatFixtures';
import { createTestContext, randomIp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

const MINT = '/api/authentication/v1/handoff_ticket';
const EXCHANGE = '/api/authentication/v1/handoff_exchange';
const VERIFY = '/api/authentication/v1/handoff_verify';
const ACCOUNT_INFO = '/api/login/v1/account_info';

/** A fresh account logged in (the mini-program's session); each test its own, so no limit of another interferes. */
async function miniProgramSession() {
  const { phone, password } = await t.newAccount();
  const res = await t.loginPassword(phone, password, { ip: randomIp() });
  expect(res.code, res.msg).toBe(200);
  return res.data as { token: string; userId: string; userType: string; expiresAt: string };
}

async function mint(token: string) {
  const res = await t.call('POST', MINT, {}, { token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { ticket: string; expiresIn: number };
}

const exchange = (ticket: string, ip = randomIp()) => t.call('POST', EXCHANGE, { ticket }, { ip });

describe('handoff_ticket', () => {
  it('needs a logged-in account: none is 5223, a visitor 403', async () => {
    expect((await t.call('POST', MINT, {})).code).toBe(5223);
    const visitor = await newVisitor(t);
    expect((await t.call('POST', MINT, {}, { token: visitor.token })).code).toBe(403);
  });

  it('hands out a random 60-second ticket of which only the hash is stored', async () => {
    const mp = await miniProgramSession();
    const { ticket, expiresIn } = await mint(mp.token);
    expect(expiresIn).toBe(60);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(handoffTickets).where(eq(handoffTickets.ticketHash, hashToken(ticket)));
    expect(row.userId).toBe(mp.userId);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60_000);
    expect(row.consumedAt).toBeNull();
  });
});

describe('handoff_exchange', () => {
  it('starts a new session of the ticket’s account, answered like a login', async () => {
    const mp = await miniProgramSession();
    const { ticket } = await mint(mp.token);
    const res = await exchange(ticket);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ userId: mp.userId, userType: 'ORDINARY_USER' });
    expect(res.data.token).not.toBe(mp.token);
    const info = await t.call('POST', ACCOUNT_INFO, { userId: mp.userId }, { token: res.data.token });
    expect(info.code, info.msg).toBe(200);
    const [row] = await t.deps.db.select().from(handoffTickets).where(eq(handoffTickets.ticketHash, hashToken(ticket)));
    const [started] = await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(res.data.token)));
    expect(row.consumedSessionId).toBe(started.id);
  });

  it('refuses a ticket used once already', async () => {
    const mp = await miniProgramSession();
    const { ticket } = await mint(mp.token);
    expect((await exchange(ticket)).code).toBe(200);
    const again = await exchange(ticket);
    expect(again.code).toBe(10411);
    expect(again.msg).toBe('登录凭证无效或已过期，请从小程序重新进入');
    expect(again.data).toBeNull();
  });

  it('refuses a ticket after its 60 seconds, and keeps it good until then', async () => {
    const mp = await miniProgramSession();
    const late = await mint(mp.token);
    const inTime = await mint(mp.token);
    t.advance(59_000);
    expect((await exchange(inTime.ticket)).code).toBe(200);
    t.advance(2_000);
    expect((await exchange(late.ticket)).code).toBe(10411);
  });

  it('refuses a forged ticket and names a missing one', async () => {
    expect((await exchange('A'.repeat(43))).code).toBe(10411);
    expect((await exchange('not-a-ticket')).code).toBe(10411);
    const missing = await exchange('');
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('ticket');
  });

  it('refuses a ticket whose mini-program session has logged out since', async () => {
    const mp = await miniProgramSession();
    const { ticket } = await mint(mp.token);
    expect((await t.call('GET', '/api/authentication/login_out', undefined, { token: mp.token })).code).toBe(200);
    expect((await exchange(ticket)).code).toBe(10411);
  });

  it('ends the new session no later than the mini-program session', async () => {
    const mp = await miniProgramSession();
    const { ticket } = await mint(mp.token);
    const soon = new Date(t.deps.now().getTime() + 3600_000);
    await t.deps.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.tokenHash, hashToken(mp.token)));
    forgetCachedSessions();
    const res = await exchange(ticket);
    expect(res.code, res.msg).toBe(200);
    expect(Date.parse(res.data.expiresAt)).toBeLessThanOrEqual(soon.getTime());
  });

  it('gives exactly one session to 20 concurrent exchanges of one ticket', async () => {
    const mp = await miniProgramSession();
    const { ticket } = await mint(mp.token);
    const before = await t.deps.db.select().from(sessions).where(eq(sessions.userId, mp.userId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(ticket)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 10411)).toHaveLength(19);
    const after = await t.deps.db.select().from(sessions).where(eq(sessions.userId, mp.userId));
    expect(after.length - before.length).toBe(1);
  });
});

describe('handoff_verify (the legacy token + userId hand-off)', () => {
  it('confirms a live session of exactly that user, with the server’s own user type', async () => {
    const planner = await t.loginPassword('13900139000', 'planner123', { ip: randomIp() });
    const res = await t.call('POST', VERIFY, { token: planner.data.token, userId: 'u_demo_planner' }, { ip: randomIp() });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ token: planner.data.token, userId: 'u_demo_planner', userType: 'MERCHANT_USER' });
  });

  it('refuses a token under another user’s id, a forged token, a logged-out one and a visitor’s', async () => {
    const mp = await miniProgramSession();
    const verify = (token: string, userId: string) => t.call('POST', VERIFY, { token, userId }, { ip: randomIp() });
    expect((await verify(mp.token, 'u_demo_customer')).code).toBe(10411);
    expect((await verify('forged-token', mp.userId)).code).toBe(10411);
    const visitor = await newVisitor(t);
    expect((await verify(visitor.token, visitor.imUserId)).code).toBe(10411);
    expect((await t.call('GET', '/api/authentication/login_out', undefined, { token: mp.token })).code).toBe(200);
    expect((await verify(mp.token, mp.userId)).code).toBe(10411);
  });
});

describe('/api/openapi.json', () => {
  it('documents the three hand-off calls with their answers', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as {
      paths: Record<string, { post?: { summary?: string } }>;
      components: { schemas: Record<string, unknown> };
    };
    for (const p of [MINT, EXCHANGE, VERIFY]) expect(doc.paths[p]?.post?.summary, p).toMatch(/小程序交接/);
    expect(doc.components.schemas).toHaveProperty('HandoffTicket');
  });
});
