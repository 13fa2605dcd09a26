import { and, eq, sql } from 'drizzle-orm';
import type { ReactionState } from '@/lib/contract/known/api';
import type { KnownAction } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { publishedContent, reactionState } from './detail';
import { knownContents, knownReactions } from './schema';

// Applaud, disapprove and collect: a reaction row per user, content and kind (the primary key makes a repeat a no-op)
// and the content's counter changed in the same transaction, only when a row was really added or removed.

type Kind = 'applaud' | 'disapplaud' | 'collect';
const COUNTER = { applaud: 'applaud_count', disapplaud: 'disapplaud_count', collect: 'collect_count' } as const;
const OPPOSITE: Partial<Record<Kind, Kind>> = { applaud: 'disapplaud', disapplaud: 'applaud' };

const parse = (action: KnownAction): { kind: Kind; on: boolean } =>
  action.startsWith('un') ? { kind: action.slice(2) as Kind, on: false } : { kind: action as Kind, on: true };

async function add(tx: DbLike, userId: string, contentId: string, kind: Kind, now: Date): Promise<boolean> {
  const r = await tx.insert(knownReactions).values({ userId, contentId, kind, createdAt: now }).onConflictDoNothing().returning({ k: knownReactions.kind });
  return r.length > 0;
}

async function remove(tx: DbLike, userId: string, contentId: string, kind: Kind): Promise<boolean> {
  const r = await tx
    .delete(knownReactions)
    .where(and(eq(knownReactions.userId, userId), eq(knownReactions.contentId, contentId), eq(knownReactions.kind, kind)))
    .returning({ k: knownReactions.kind });
  return r.length > 0;
}

async function bump(tx: DbLike, contentId: string, kind: Kind, delta: 1 | -1) {
  const col = sql.identifier(COUNTER[kind]);
  await tx
    .update(knownContents)
    .set({ [kind === 'applaud' ? 'applaudCount' : kind === 'disapplaud' ? 'disapplaudCount' : 'collectCount']: sql`greatest(${col} + ${delta}, 0)` })
    .where(eq(knownContents.id, contentId));
}

/** Toggles one reaction of the user (applauding withdraws a disapproval and the other way round). */
export async function operate(db: DbLike, userId: string, input: { id: string; action: KnownAction }, now: Date): Promise<ReactionState> {
  await publishedContent(db, input.id);
  const { kind, on } = parse(input.action);
  await db.transaction(async (tx) => {
    if (!on) {
      if (await remove(tx, userId, input.id, kind)) await bump(tx, input.id, kind, -1);
      return;
    }
    if (await add(tx, userId, input.id, kind, now)) await bump(tx, input.id, kind, 1);
    const opposite = OPPOSITE[kind];
    if (opposite && (await remove(tx, userId, input.id, opposite))) await bump(tx, input.id, opposite, -1);
  });
  return reactionState(db, input.id, userId);
}
