import { and, eq, isNull, or } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { AppError, ERR, notFound } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import { anonymousIds, sessions } from './schema';
import { createSession, hashToken } from './session';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';

export type AnonymousRow = typeof anonymousIds.$inferSelect;

/**
 * A visitor identity is owned by whoever holds one of its VISITOR tokens (handed out by register_anonymous_id, kept
 * on the device; only their hashes are stored). The id alone proves nothing: it is shown to planners in the chat.
 */
const unknownAnonymous = () => notFound('匿名身份不存在');

export async function findAnonymous(db: DbLike, id: string): Promise<AnonymousRow | undefined> {
  const [row] = await db.select().from(anonymousIds).where(eq(anonymousIds.id, id)).limit(1);
  return row;
}

/**
 * The visitor identity a visitor token belongs to, or null. A revoked token proves nothing; an expired one still
 * proves that its holder is the device the identity was issued to (visitor tokens are not renewed).
 */
export async function visitorOfToken(db: DbLike, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.userType, USER_TYPE.VISITOR), isNull(sessions.revokedAt)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * A fresh VISITOR session for the caller's visitor identity: the one its token proves (`visitorToken`), else a new
 * identity. The device id is recorded but grants nothing: it travels with page views, so whoever learns it must
 * not get a token for that device's conversations.
 */
export async function registerAnonymous(
  deps: Deps,
  input: { sourceType: string; sourceId: string; ip: string; userAgent?: string; visitorToken?: string },
) {
  const now = deps.now();
  const known = await visitorOfToken(deps.db, input.visitorToken);
  return deps.db.transaction(async (tx) => {
    let row = known ? await findAnonymous(tx, known) : undefined;
    if (!row) {
      [row] = await tx
        .insert(anonymousIds)
        .values({ id: newId('a_'), sourceType: input.sourceType, sourceId: input.sourceId, createdAt: now })
        .returning();
    }
    const session = await createSession(
      tx,
      { userId: row.id, userType: USER_TYPE.VISITOR, ip: input.ip, userAgent: input.userAgent },
      now,
      deps.config.sessionTtlSeconds,
    );
    return { id: row.id, bindState: row.bindState, token: session.token, imUserId: row.id };
  });
}

/**
 * An identity's binding, for its own visitor (its VISITOR session, or `visitorToken`) or the account it is bound to.
 * Anyone else gets the answer of an unknown id.
 */
export async function anonymousInfo(db: DbLike, id: string, caller: SessionUser | null, visitorToken?: string) {
  const row = await findAnonymous(db, id);
  if (!row) throw unknownAnonymous();
  const own =
    (caller?.userType === USER_TYPE.VISITOR && caller.userId === id) ||
    (!!caller && caller.userType !== USER_TYPE.VISITOR && row.userId === caller.userId) ||
    (await visitorOfToken(db, visitorToken)) === id;
  if (!own) throw unknownAnonymous();
  return { id: row.id, bindState: row.bindState, userId: row.userId };
}

/**
 * Binds a visitor identity to an account, given one of the identity's visitor tokens. Binding again to the same
 * account is a no-op; an identity already bound to another account is refused (409).
 */
export async function bindAnonymous(db: DbLike, id: string, userId: string, visitorToken: string) {
  if ((await visitorOfToken(db, visitorToken)) !== id) throw unknownAnonymous();
  const done = await db
    .update(anonymousIds)
    .set({ bindState: 1, userId })
    .where(and(eq(anonymousIds.id, id), or(isNull(anonymousIds.userId), eq(anonymousIds.userId, userId))))
    .returning({ id: anonymousIds.id });
  if (done.length) return { id, bindState: 1, userId };
  if (!(await findAnonymous(db, id))) throw unknownAnonymous();
  throw new AppError(ERR.CONFLICT, '该匿名身份已绑定其他账号');
}

/** The login/register side of binding: best effort; an id without its visitor token, or a foreign one, is ignored. */
export async function bindAnonymousQuietly(db: DbLike, id: string | undefined, visitorToken: string | undefined, userId: string) {
  if (!id || (await visitorOfToken(db, visitorToken)) !== id) return;
  await db
    .update(anonymousIds)
    .set({ bindState: 1, userId })
    .where(and(eq(anonymousIds.id, id), isNull(anonymousIds.userId)));
}

/**
 * The visitor identities bound to an account, as a subquery of their ids for another module's query
 * (`inArray(column, anonymousIdsBoundTo(db, userId))`): not run on its own.
 */
export const anonymousIdsBoundTo = (db: DbLike, userId: string) =>
  db.select({ id: anonymousIds.id }).from(anonymousIds).where(eq(anonymousIds.userId, userId));
