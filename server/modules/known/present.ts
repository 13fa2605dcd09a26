import { and, eq, inArray } from 'drizzle-orm';
import type { KnownCard, KnownDetail, KnownTopic } from '@/lib/contract/known/api';
import type { DbLike } from '../../db/types';
import { authorsByIds, publicAuthor, type AuthorInfo } from './authors';
import { knownContents, knownReactions, knownTopics } from './schema';

// Rows of known_contents as the answers show them.

export type ContentRow = typeof knownContents.$inferSelect;

/** The columns a card needs (never the HTML body nor the search vector). */
export const cardColumns = {
  id: knownContents.id,
  type: knownContents.type,
  videoKind: knownContents.videoKind,
  title: knownContents.title,
  contentText: knownContents.contentText,
  images: knownContents.images,
  topicIds: knownContents.topicIds,
  sourceId: knownContents.sourceId,
  authorId: knownContents.authorId,
  status: knownContents.status,
  reviewReason: knownContents.reviewReason,
  posterUrl: knownContents.posterUrl,
  durationSeconds: knownContents.durationSeconds,
  createdAt: knownContents.createdAt,
  applaudCount: knownContents.applaudCount,
  remarkCount: knownContents.remarkCount,
  collectCount: knownContents.collectCount,
  answerCount: knownContents.answerCount,
  browseCount: knownContents.browseCount,
  hotScore: knownContents.hotScore,
};
export type CardRow = Pick<ContentRow, keyof typeof cardColumns>;

const TEXT_SUMMARY = 120;

export const summary = (text: string, n = TEXT_SUMMARY) => (text.length > n ? text.slice(0, n) + '…' : text);

/** Topic names by id. */
export async function topicsByIds(db: DbLike, ids: Iterable<string>): Promise<Map<string, KnownTopic>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: knownTopics.id, name: knownTopics.name }).from(knownTopics).where(inArray(knownTopics.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these contents the viewer applauded. */
export async function applaudedBy(db: DbLike, viewerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!viewerId || !ids.length) return new Set();
  const rows = await db
    .select({ id: knownReactions.contentId })
    .from(knownReactions)
    .where(and(eq(knownReactions.userId, viewerId), eq(knownReactions.kind, 'applaud'), inArray(knownReactions.contentId, ids)));
  return new Set(rows.map((r) => r.id));
}

type Lookups = { authors: Map<string, AuthorInfo>; topics: Map<string, KnownTopic>; applauded: Set<string> };

export function cardOf(r: CardRow, l: Lookups): KnownCard {
  return {
    id: r.id,
    type: r.type,
    videoKind: r.videoKind,
    title: r.title,
    contentText: summary(r.contentText),
    images: r.images,
    coverUrl: r.posterUrl || r.images[0] || '',
    durationSeconds: r.durationSeconds,
    topics: r.topicIds.map((id) => l.topics.get(id)).filter((t): t is KnownTopic => !!t),
    author: publicAuthor(l.authors.get(r.authorId)!),
    sourceId: r.sourceId,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    applaudCount: r.applaudCount,
    remarkCount: r.remarkCount,
    collectCount: r.collectCount,
    answerCount: r.answerCount,
    browseCount: r.browseCount,
    hotScore: Math.round(r.hotScore * 100) / 100,
    isApplaud: l.applauded.has(r.id),
  };
}

/** Cards of these rows, with their authors, topics and the viewer's applause read in three batched queries. */
export async function cardsOf(db: DbLike, rows: CardRow[], viewerId: string | null): Promise<KnownCard[]> {
  if (!rows.length) return [];
  const [authors, topics, applauded] = await Promise.all([
    authorsByIds(db, rows.map((r) => r.authorId)),
    topicsByIds(db, rows.flatMap((r) => r.topicIds)),
    applaudedBy(db, viewerId, rows.map((r) => r.id)),
  ]);
  return rows.map((r) => cardOf(r, { authors, topics, applauded }));
}

export type DetailExtras = Pick<KnownDetail, 'question' | 'video' | 'isFollowingAuthor' | 'isDisapplaud' | 'isCollect' | 'disapplaudCount'>;
