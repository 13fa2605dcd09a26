import { and, eq, sql } from 'drizzle-orm';
import type { DraftOrNone, DraftSaved } from '@/lib/contract/known/api';
import type { DbLike } from '../../db/types';
import { AppError, ERR } from '../../http/errors';
import { knownDrafts } from './schema';

// One server draft per user and target. Each save names the sequence it was based on; a save based on an older one
// (another tab saved since) is refused with 409 instead of overwriting the newer text.

const d = knownDrafts;
export const STALE_DRAFT = '草稿已在其他页面更新';

export async function getDraft(db: DbLike, userId: string, target: string): Promise<DraftOrNone> {
  const [row] = await db.select().from(d).where(and(eq(d.userId, userId), eq(d.target, target)));
  if (!row) return { draft: null };
  return { draft: { target: row.target, title: row.title, content: row.content, topicIds: row.topicIds, seq: row.seq, updatedAt: row.updatedAt.toISOString() } };
}

export async function saveDraft(
  db: DbLike,
  userId: string,
  input: { target: string; title: string; content: string; topicIds: string[]; seq: number },
  now: Date,
): Promise<DraftSaved> {
  const values = { title: input.title, content: input.content, topicIds: input.topicIds, updatedAt: now };
  const saved =
    input.seq === 0
      ? await db.insert(d).values({ userId, target: input.target, seq: 1, ...values }).onConflictDoNothing().returning({ seq: d.seq })
      : await db
          .update(d)
          .set({ ...values, seq: sql`${d.seq} + 1` })
          .where(and(eq(d.userId, userId), eq(d.target, input.target), eq(d.seq, input.seq)))
          .returning({ seq: d.seq });
  if (!saved.length) throw new AppError(ERR.CONFLICT, STALE_DRAFT);
  return { seq: saved[0].seq };
}

export async function deleteDraft(db: DbLike, userId: string, target: string): Promise<void> {
  await db.delete(d).where(and(eq(d.userId, userId), eq(d.target, target)));
}
