import { and, eq, sql } from 'drizzle-orm';
import { KNOWN_LIMITS } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { AppError, ERR } from '../../http/errors';
import { chinaDay } from './detail';
import { knownPostQuota } from './schema';

// Posting limits: one atomic upsert per post takes a slot only when the interval has passed and the day's cap is not
// reached, so 20 simultaneous posts of one user publish exactly one (the row lock orders them).

export type QuotaKind = 'post' | 'comment';

const RULES: Record<QuotaKind, { intervalS: number; perDay: (isNew: boolean) => number }> = {
  post: {
    intervalS: KNOWN_LIMITS.POST_INTERVAL_S,
    perDay: (isNew) => (isNew ? KNOWN_LIMITS.NEW_ACCOUNT_POSTS_PER_DAY : KNOWN_LIMITS.POSTS_PER_DAY),
  },
  comment: { intervalS: KNOWN_LIMITS.COMMENT_INTERVAL_S, perDay: () => KNOWN_LIMITS.COMMENTS_PER_DAY },
};

/** An account younger than NEW_ACCOUNT_DAYS gets the smaller daily cap. */
export const isNewAccount = (createdAt: Date | null, now: Date) =>
  !!createdAt && now.getTime() - createdAt.getTime() < KNOWN_LIMITS.NEW_ACCOUNT_DAYS * 86_400_000;

/** Takes one slot of the user's quota (inside the caller's transaction), or throws 429 saying which limit it hit. */
export async function takeSlot(tx: DbLike, userId: string, kind: QuotaKind, now: Date, isNew: boolean): Promise<void> {
  const rule = RULES[kind];
  const cap = rule.perDay(isNew);
  const day = chinaDay(now);
  const q = knownPostQuota;
  const earliest = new Date(now.getTime() - rule.intervalS * 1000);
  const taken = await tx
    .insert(q)
    .values({ userId, kind, day, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [q.userId, q.kind, q.day],
      set: { count: sql`${q.count} + 1`, lastAt: now },
      setWhere: and(sql`${q.count} < ${cap}`, sql`${q.lastAt} <= ${earliest}`),
    })
    .returning({ count: q.count });
  if (taken.length) return;
  const [row] = await tx.select({ count: q.count }).from(q).where(and(eq(q.userId, userId), eq(q.kind, kind), eq(q.day, day)));
  const what = kind === 'post' ? '发布' : '评论';
  if (row && row.count >= cap) throw new AppError(ERR.TOO_MANY, `今天${what}的次数已达上限（${cap}次），请明天再来`);
  throw new AppError(ERR.TOO_MANY, `${what}太频繁了，请${rule.intervalS}秒后再试`);
}
