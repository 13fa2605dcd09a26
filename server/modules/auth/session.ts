import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, gt, inArray, isNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { forbidden, sessionInvalid } from '../../http/errors';
import type { HonoEnv, SessionUser } from '../../http/types';
import { sessions, users } from './schema';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { batchLoad } from '../../db/batchLoad';

export const AUTH_HEADER = 'x-auth-token';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewSession = { userId: string; userType: string; ip?: string; userAgent?: string };

/** Starts a session: a fresh random token of which only the hash is kept. */
export async function createSession(db: DbLike, s: NewSession, now: Date, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const id = newId('s_');
  await db.insert(sessions).values({
    id,
    tokenHash: hashToken(token),
    userId: s.userId,
    userType: s.userType,
    createdAt: now,
    expiresAt,
    ip: s.ip?.slice(0, 64) ?? null,
    userAgent: s.userAgent?.slice(0, 512) ?? null,
  });
  return { id, token, expiresAt };
}

// ——— a short-lived copy of token → session (docs/adr/0025) ———
// A burst of calls on one token (the chat sends a message per call) reads the session once per SESSION_CACHE_MS.
// Expiry is checked on every call; a revoke through this module forgets every copy at once on this instance, and
// other instances stop honouring a revoked token within SESSION_CACHE_MS.

export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 20_000;
type SessionRow = { id: string; userId: string; userType: string; expiresAt: Date; revokedAt: Date | null; accountType: string | null; userNo: string | null };
const sessionCache = new Map<string, { row: SessionRow; exp: number }>();
/** Forgets every cached session (called by each revoke; tests may call it after editing sessions directly). */
export const forgetCachedSessions = () => sessionCache.clear();

export async function revokeSession(db: DbLike, sessionId: string, now: Date) {
  forgetCachedSessions();
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbLike, userId: string, now: Date) {
  forgetCachedSessions();
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every other open session of the account ends (a new password or phone); the one making the change stays. */
export async function revokeOtherSessions(db: DbLike, userId: string, keepSessionId: string, now: Date) {
  forgetCachedSessions();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** Resolves X-Auth-Token to c.get('user'). A token that is given but unknown, expired or revoked is refused everywhere. */
export const loadSession: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const token = c.req.header(AUTH_HEADER)?.trim();
  if (!token) return next();
  if (token.length > 200) throw sessionInvalid();
  const { db, now } = c.get('deps');
  const row = await sessionByToken(db, hashToken(token));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now().getTime()) throw sessionInvalid();
  const visitor = row.userType === USER_TYPE.VISITOR;
  // An account session whose user row is gone is as dead as a revoked one.
  if (!visitor && !row.userNo) throw sessionInvalid();
  c.set('user', {
    userId: row.userId,
    userNo: row.userNo ?? '',
    userType: visitor ? USER_TYPE.VISITOR : (row.accountType ?? row.userType),
    sessionId: row.id,
    token,
  } satisfies SessionUser);
  return next();
};

/** The session of a token hash: the cached copy while fresh (keyed by the database too), else the database's. */
async function sessionByToken(db: DbLike, tokenHash: string): Promise<SessionRow | undefined> {
  const key = `${dbKey(db)}:${tokenHash}`;
  const hit = sessionCache.get(key);
  if (hit && hit.exp > Date.now()) return hit.row;
  const row = await lookupOf(db)(tokenHash);
  if (!row || row.revokedAt) {
    sessionCache.delete(key);
    return row;
  }
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(key, { row, exp: Date.now() + SESSION_CACHE_MS });
  return row;
}

/**
 * Per database handle, the sessions asked for at the same moment are read in one query (db/batchLoad.ts): a burst of
 * buyers each with their own token (a flash sale opening) costs a few statements, not one each.
 */
const lookups = new WeakMap<object, (tokenHash: string) => Promise<SessionRow | undefined>>();
function lookupOf(db: DbLike) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = batchLoad(async (hashes: string[]) => {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          id: sessions.id,
          userId: sessions.userId,
          userType: sessions.userType,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          accountType: users.userType,
          userNo: users.userNo,
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(hashes.length === 1 ? eq(sessions.tokenHash, hashes[0]) : inArray(sessions.tokenHash, hashes));
      return new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
    });
    lookups.set(db, lookup);
  }
  return lookup;
}

// Each database handle (an app, or a test context) gets its own key space.
const dbKeys = new WeakMap<object, number>();
let nextDbKey = 0;
function dbKey(db: DbLike): number {
  let k = dbKeys.get(db);
  if (k === undefined) dbKeys.set(db, (k = ++nextDbKey));
  return k;
}

export function requireUser(c: Context<HonoEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw sessionInvalid();
  return user;
}

/** A logged-in account (not a device visitor). */
export function requireAccount(c: Context<HonoEnv>): SessionUser {
  const user = requireUser(c);
  if (user.userType === USER_TYPE.VISITOR) throw forbidden('请先登录');
  return user;
}

/**
 * An SQL condition for another module's query: the user `userId` (a column or expression) has a live session at
 * `now`, i.e. one neither revoked nor expired (e.g. a planner whose workbench is logged in).
 */
export const hasLiveSessionAt = (userId: SQLWrapper, now: Date) =>
  sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now})`;

/** Whether the user has a live session at `now` (neither revoked nor expired). */
export async function userHasLiveSession(db: DbLike, userId: string, now: Date): Promise<boolean> {
  const [s] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return Boolean(s);
}

/**
 * Whether session `sessionId` (of user `userId`, when given) is still good at `now`: not revoked and not expired,
 * a session expiring exactly at `now` still counting. For connections that recheck the session they were opened
 * with (the chat stream and its tickets).
 */
export async function sessionStillValid(db: DbLike, s: { sessionId: string; userId?: string }, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, s.sessionId),
        s.userId === undefined ? undefined : eq(sessions.userId, s.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
