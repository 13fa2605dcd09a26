/** Pure rules of the comment popup and preview (inventory known.md §10). Unit-tested in node. */
import { KNOWN_LIMITS } from '@/lib/contract/known/enums';

export const COMMENT_MAX = KNOWN_LIMITS.COMMENT_MAX;

/** What 发布 sends: the text trimmed; '' means nothing to send (empty text is ignored). */
export function cleanComment(text: string): string {
  return text.trim().slice(0, COMMENT_MAX);
}

type WithId = { id: string };

/** The list after a new comment: first, and not twice if a page load already brought it. */
export function prependComment<T extends WithId>(list: readonly T[], c: T): T[] {
  return [c, ...list.filter((x) => x.id !== c.id)];
}

export function removeComment<T extends WithId>(list: readonly T[], id: string): T[] {
  return list.filter((x) => x.id !== id);
}

type Likeable = WithId & { applaudCount: number; isApplaud: boolean };

/** One comment's like state replaced (optimistic toggle, or the server's answer). */
export function setLike<T extends Likeable>(list: readonly T[], id: string, state: { applaudCount: number; isApplaud: boolean }): T[] {
  return list.map((x) => (x.id === id ? { ...x, applaudCount: Math.max(0, state.applaudCount), isApplaud: state.isApplaud } : x));
}

/** The state a tap on 赞 leads to. */
export function toggledLike(c: { applaudCount: number; isApplaud: boolean }): { applaudCount: number; isApplaud: boolean } {
  return c.isApplaud ? { applaudCount: Math.max(0, c.applaudCount - 1), isApplaud: false } : { applaudCount: c.applaudCount + 1, isApplaud: true };
}

/** The sort switches of the popup: 默认 (server's order) and 时间 (newest first). */
export const COMMENT_SORTS = [
  { key: 'default', name: '默认' },
  { key: 'time', name: '时间' },
] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number]['key'];

/** Replies shown under a folded comment, and per page once 查看全部 opens the thread. */
export const REPLY_PREVIEW = KNOWN_LIMITS.REPLY_PREVIEW;
export const REPLIES_PAGE = KNOWN_LIMITS.REPLIES_PAGE;

/**
 * The replies a thread shows: the server's (the first ones, or the pages loaded), then the viewer's new replies not
 * among them yet, without the ones deleted here.
 */
export function threadItems<T extends WithId>(server: readonly T[], added: readonly T[], hidden: ReadonlySet<string>): T[] {
  const ids = new Set(server.map((x) => x.id));
  return [...server, ...added.filter((x) => !ids.has(x.id))].filter((x) => !hidden.has(x.id));
}

/** What the reply input says: whom it answers. */
export const replyPlaceholder = (name: string) => `回复 ${name || '薯片用户'}`;
