import { and, desc, eq, exists, max, type SQL } from 'drizzle-orm';
import type { KnownPage } from '@/lib/contract/known/api';
import type { DbLike } from '../../db/types';
import { cardPage, published } from './reading';
import { knownContents, knownReactions } from './schema';

const c = knownContents;
const r = knownReactions;

/**
 * The published contents a user collected (optionally of one type), newest collect first: 我的收藏's 必懂 tab. The
 * collects are the community's reactions of kind 'collect' (one row per user and content).
 */
export function collectedBy(db: DbLike, userId: string, input: { type?: number; page: number; limit: number }): Promise<KnownPage> {
  const mine = and(eq(r.contentId, c.id), eq(r.userId, userId), eq(r.kind, 'collect'));
  const where = and(published, exists(db.select({ one: r.userId }).from(r).where(mine)), input.type ? eq(c.type, input.type) : undefined) as SQL;
  const collectedAt = db.select({ at: max(r.createdAt) }).from(r).where(mine);
  return cardPage(db, where, [desc(collectedAt), desc(c.id)], input, userId);
}
