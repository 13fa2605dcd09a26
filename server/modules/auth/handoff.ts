import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { HANDOFF_TICKET_TTL_SECONDS, type HandoffTicket } from '@/lib/contract/auth/handoff';
import type { LoginResult } from '@/lib/contract/auth/api';
import { AppError, ERR } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { handoffTickets, sessions } from './schema';
import { createSession, hashToken } from './session';
import type { Caller } from './service';
import { findUserById, toLoginResult } from './users';

// The mini-program hand-off (ADR 0029). A ticket is a random secret of which only the hash is stored; it is spent by
// one conditional UPDATE, so of any number of concurrent exchanges exactly one gets a session.

const invalid = () => new AppError(ERR.HANDOFF_INVALID, '登录凭证无效或已过期，请从小程序重新进入');

/** A live (neither revoked nor expired) account session, found by id or by token hash. */
async function liveAccountSession(db: DbLike, by: { id: string } | { tokenHash: string }, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, userType: sessions.userType, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        'id' in by ? eq(sessions.id, by.id) : eq(sessions.tokenHash, by.tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row && row.userType !== USER_TYPE.VISITOR ? row : undefined;
}

/** POST /authentication/v1/handoff_ticket: the calling account's session mints a ticket for its web-view. */
export async function handoffTicket(deps: Deps, user: SessionUser): Promise<HandoffTicket> {
  const now = deps.now();
  const ticket = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // The account's expired tickets are of no further use.
    await tx.delete(handoffTickets).where(and(eq(handoffTickets.userId, user.userId), lte(handoffTickets.expiresAt, now)));
    await tx.insert(handoffTickets).values({
      id: newId('ht_'),
      ticketHash: hashToken(ticket),
      userId: user.userId,
      sessionId: user.sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HANDOFF_TICKET_TTL_SECONDS * 1000),
    });
  });
  return { ticket, expiresIn: HANDOFF_TICKET_TTL_SECONDS };
}

/**
 * POST /authentication/v1/handoff_exchange: spends the ticket and starts a session of its account, which ends no later
 * than the mini-program's session it came from. Unknown, spent, expired, or minted by a session that has ended since:
 * 10411, and nothing is started.
 */
export async function handoffExchange(deps: Deps, ticket: string, caller: Caller): Promise<LoginResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [spent] = await tx
      .update(handoffTickets)
      .set({ consumedAt: now })
      .where(and(eq(handoffTickets.ticketHash, hashToken(ticket)), isNull(handoffTickets.consumedAt), gt(handoffTickets.expiresAt, now)))
      .returning({ id: handoffTickets.id, userId: handoffTickets.userId, sessionId: handoffTickets.sessionId });
    if (!spent) throw invalid();
    const source = await liveAccountSession(tx, { id: spent.sessionId }, now);
    const user = source && source.userId === spent.userId ? await findUserById(tx, spent.userId) : undefined;
    if (!source || !user) throw invalid();
    const ttlSeconds = Math.min(deps.config.sessionTtlSeconds, Math.floor((source.expiresAt.getTime() - now.getTime()) / 1000));
    const session = await createSession(tx, { userId: user.id, userType: user.userType, ip: caller.ip, userAgent: caller.userAgent }, now, ttlSeconds);
    await tx.update(handoffTickets).set({ consumedSessionId: session.id }).where(eq(handoffTickets.id, spent.id));
    return toLoginResult(user, session);
  });
}

/**
 * POST /authentication/v1/handoff_verify: the legacy hand-off (`token` and `userId` in the web-view URL). The page
 * uses the token only when this confirms it is a live account session of exactly that user; the answer's userId and
 * userType are the server's, never the query's.
 */
export async function handoffVerify(deps: Deps, input: { token: string; userId: string }): Promise<LoginResult> {
  const now = deps.now();
  const session = await liveAccountSession(deps.db, { tokenHash: hashToken(input.token) }, now);
  if (!session || session.userId !== input.userId) throw invalid();
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw invalid();
  return toLoginResult(user, { token: input.token, expiresAt: session.expiresAt });
}
