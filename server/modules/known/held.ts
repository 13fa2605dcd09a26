import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OpsHeldPage, OpsPageQuery } from '@/lib/contract/ops/api';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { pageOf } from '../../db/paging';
import { authorsByIds } from './authors';
import { moderate } from './moderation/decide';
import { CONTACT_LABELS, type ContactKind } from './moderation/contacts';
import { knownContents } from './schema';

// Held posts as the operator desk shows them (issue 27 §5), and a content's review state for its audit log.

const count = sql<number>`count(*)::int`;
const held = and(isNull(knownContents.deletedAt), eq(knownContents.status, KNOWN_STATUS.PENDING));
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export async function heldCount(db: DbLike): Promise<number> {
  const [r] = await db.select({ n: count }).from(knownContents).where(held);
  return Number(r?.n ?? 0);
}

/** A hit as the reviewer reads it: a word as found, contact details by their kind. */
const hitText = (h: string) => (h.startsWith('contact:') ? (CONTACT_LABELS[h.slice(8) as ContactKind] ?? '联系方式') : h === 'link' ? '新用户的链接' : h);

/** Held posts, oldest first, each with the reason and the words that held it (the moderation run again on its text). */
export async function heldPostPage(db: DbLike, q: OpsPageQuery): Promise<OpsHeldPage> {
  const [total, rows] = await Promise.all([
    heldCount(db),
    db
      .select()
      .from(knownContents)
      .where(held)
      .orderBy(asc(knownContents.createdAt), asc(knownContents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const authors = await authorsByIds(db, rows.map((r) => r.authorId));
  const records = rows.map((r) => {
    const verdict = moderate({ title: r.title, text: r.contentText, isNewAccount: true });
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      text: Array.from(r.contentText).slice(0, 300).join(''),
      authorName: authors.get(r.authorId)?.name ?? '薯片用户',
      createdAt: iso(r.createdAt),
      reason: r.reviewReason ?? '',
      hits: [...new Set(verdict.hits.map(hitText))],
    };
  });
  return pageOf(records, total, q.page, q.limit);
}

/** A content's review state (the audit log's before and after of a review). */
export const knownReviewState = (db: DbLike, id: string) =>
  db
    .select({ status: knownContents.status, reviewReason: knownContents.reviewReason })
    .from(knownContents)
    .where(eq(knownContents.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
