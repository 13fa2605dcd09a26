import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { AppError, ERR, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { anonymousIds } from './schema';
import { createSession } from './session';
import type { DbLike } from './types';

export type AnonymousRow = typeof anonymousIds.$inferSelect;

export async function findAnonymous(db: DbLike, id: string): Promise<AnonymousRow | undefined> {
  const [row] = await db.select().from(anonymousIds).where(eq(anonymousIds.id, id)).limit(1);
  return row;
}

/** The device's visitor identity (the same one for the same source) and a fresh VISITOR session for it. */
export async function registerAnonymous(
  deps: Deps,
  input: { sourceType: string; sourceId: string; ip: string; userAgent?: string },
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(anonymousIds)
      .values({ id: 'a_' + randomBytes(9).toString('base64url'), sourceType: input.sourceType, sourceId: input.sourceId, createdAt: now })
      .onConflictDoNothing({ target: [anonymousIds.sourceType, anonymousIds.sourceId] });
    const [row] = await tx
      .select()
      .from(anonymousIds)
      .where(and(eq(anonymousIds.sourceType, input.sourceType), eq(anonymousIds.sourceId, input.sourceId)))
      .limit(1);
    const session = await createSession(
      tx,
      { userId: row.id, userType: USER_TYPE.VISITOR, ip: input.ip, userAgent: input.userAgent },
      now,
      deps.config.sessionTtlSeconds,
    );
    return { id: row.id, bindState: row.bindState, token: session.token, imUserId: row.id };
  });
}

export async function anonymousInfo(db: DbLike, id: string) {
  const row = await findAnonymous(db, id);
  if (!row) throw notFound('匿名身份不存在');
  return { id: row.id, bindState: row.bindState, userId: row.userId };
}

/**
 * Binds a visitor identity to an account. Binding again to the same account is a no-op;
 * an identity already bound to another account is refused (409).
 */
export async function bindAnonymous(db: DbLike, id: string, userId: string) {
  const done = await db
    .update(anonymousIds)
    .set({ bindState: 1, userId })
    .where(and(eq(anonymousIds.id, id), or(isNull(anonymousIds.userId), eq(anonymousIds.userId, userId))))
    .returning({ id: anonymousIds.id });
  if (done.length) return { id, bindState: 1, userId };
  if (!(await findAnonymous(db, id))) throw notFound('匿名身份不存在');
  throw new AppError(ERR.CONFLICT, '该匿名身份已绑定其他账号');
}

/** The login/register side of binding: best effort, an unknown or foreign id never blocks a login. */
export async function bindAnonymousQuietly(db: DbLike, id: string | undefined, userId: string) {
  if (!id) return;
  await db
    .update(anonymousIds)
    .set({ bindState: 1, userId })
    .where(and(eq(anonymousIds.id, id), isNull(anonymousIds.userId)));
}
