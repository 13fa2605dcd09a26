/**
 * Pure rules of the 必懂 feed cards (inventory known.md §1c, §1f): the action line, the like and comment labels,
 * the optimistic like, the hot ranking. No React: unit-tested in node (tests/unit/knownFeedRules.test.ts).
 */
import type { KnownCard } from '@/lib/contract/known/api';
import { actionText, KNOWN_STATUS, KNOWN_TYPE, VIDEO_KIND } from '@/lib/contract/known/enums';
import { listTime } from '@/lib/chinaTime';

export const isVideoCard = (c: Pick<KnownCard, 'type'>) => c.type === KNOWN_TYPE.VIDEO;
export const isSmallVideo = (c: Pick<KnownCard, 'type' | 'videoKind'>) => isVideoCard(c) && c.videoKind === VIDEO_KIND.SMALL;

/** "{time}·{action}" under the author's name; the time as lists show it, against `now` (ListClock). */
export function cardMeta(c: Pick<KnownCard, 'createdAt' | 'type' | 'videoKind'>, now: number): string {
  return `${listTime(c.createdAt, now)}·${actionText(c.type, c.videoKind)}`;
}

/** The like button: the count, or 赞同 (点赞 for videos) when nobody liked yet. */
export function likeLabel(c: Pick<KnownCard, 'type' | 'applaudCount'>): string {
  if (c.applaudCount > 0) return String(c.applaudCount);
  return c.type < 4 ? '赞同' : '点赞';
}

/** The comment button: the count, or 评论. */
export const commentLabel = (count: number) => (count > 0 ? String(count) : '评论');

/** A question open for answers shows 邀请 and 写回答 instead of the like and comment buttons. */
export const showsAnswerActions = (c: Pick<KnownCard, 'type' | 'status'>) => c.type === KNOWN_TYPE.QUESTION && c.status === KNOWN_STATUS.PUBLISHED;
/** Questions in review (or refused) have no footer at all. */
export const showsReactions = (c: Pick<KnownCard, 'type'>) => c.type !== KNOWN_TYPE.QUESTION;

/** The card as it looks after the viewer (un)liked it, before the server answered. */
export function withApplaud<T extends Pick<KnownCard, 'isApplaud' | 'applaudCount'>>(c: T, on: boolean): T {
  if (c.isApplaud === on) return c;
  return { ...c, isApplaud: on, applaudCount: Math.max(0, c.applaudCount + (on ? 1 : -1)) };
}

/** The first picture of a text card, if any. */
export const firstImage = (c: Pick<KnownCard, 'images' | 'coverUrl'>) => c.images[0] || c.coverUrl || '';

/** 热榜: hottest first (ties keep the server's order). */
export function byHeat<T extends Pick<KnownCard, 'hotScore'>>(cards: readonly T[]): T[] {
  return cards
    .map((c, i) => [c, i] as const)
    .sort((a, b) => b[0].hotScore - a[0].hotScore || a[1] - b[1])
    .map(([c]) => c);
}

/** 热度 text: above 10000 in 万 (cut, not rounded, to one decimal), else the number. */
export function heatLabel(score: number): string {
  const v = Number.isFinite(score) && score > 0 ? Math.floor(score) : 0;
  return `${v > 10_000 ? `${Math.floor(v / 1000) / 10}万` : v} 热度`;
}

/** Replace one card of a list by id. */
export function replaceCard<T extends { id: string }>(list: readonly T[], next: T): T[] {
  return list.map((c) => (c.id === next.id ? next : c));
}
