/**
 * Pure rules of the 必懂 detail pages (inventory known.md §2–§6): links, the image strip, the fold, the reactions
 * and their toasts, the trampoline's target. No React, no browser: unit-tested in node (tests/unit/knownDetail*.test.ts).
 */
import { KNOWN_TYPE, type KnownAction } from '@/lib/contract/known/enums';

/** A user's 必懂 homepage: one rule for the feed and the detail pages. */
export { homeHref } from './homeHref';

/** The editor of one's own content (editType=2). An answer's editor takes the answer's id. */
export function editHref(c: { id: string; type: number }): string {
  const id = encodeURIComponent(c.id);
  const page = c.type === KNOWN_TYPE.QUESTION ? 'question' : c.type === KNOWN_TYPE.ARTICLE ? 'article' : 'answer';
  return `/known/publish/${page}?id=${id}&editType=2`;
}

export const inviteHref = (questionId: string) => `/known/detail/invitationList?questionId=${encodeURIComponent(questionId)}`;
export const writeAnswerHref = (questionId: string) => `/known/publish/answer?id=${encodeURIComponent(questionId)}`;
/** A question's 写回答, or 编辑我的回答 once the viewer has answered it (a person answers a question once). */
export function writeAction(questionId: string, myAnswerId: string | null | undefined): { text: string; href: string } {
  if (myAnswerId) return { text: '编辑我的回答', href: editHref({ id: myAnswerId, type: KNOWN_TYPE.ANSWER }) };
  return { text: '写回答', href: writeAnswerHref(questionId) };
}
export const questionHref = (id: string) => `/known/detail/question?id=${encodeURIComponent(id)}`;
export const topicHref = (id: string) => `/known/detail/topic?id=${encodeURIComponent(id)}`;
/** 推荐阅读 rows go through the trampoline so the article page mounts afresh (inventory §4a). */
export const tranHref = (page: string, id: string) => `/known/detail/tran?id=${encodeURIComponent(id)}&page=${encodeURIComponent(page)}`;

/** The detail routes the trampoline may send to; anything else (other sites, other areas) is refused. */
const TRAN_PAGE = /^\/known\/detail\/([A-Za-z]{1,40})$/;

/** /known/detail/tran?page=&id= → the page to replace it with, or null when the link is not one of ours. */
export function tranTarget(page: string | undefined, id: string | undefined): string | null {
  const p = (page ?? '').trim();
  const i = (id ?? '').trim();
  const m = TRAN_PAGE.exec(p);
  if (!m || m[1] === 'tran' || !i) return null;
  return `${p}?id=${encodeURIComponent(i)}`;
}

/** A question's picture strip while folded: one or two as they are; more shows the first two and how many are left. */
export function imageStrip(images: readonly string[]): { shown: string[]; more: number } {
  const list = images.filter(Boolean);
  return { shown: list.slice(0, 2), more: list.length > 2 ? list.length - 2 : 0 };
}

/** Whether the folded question (plain text, pictures) hides anything the full HTML would show. */
export function canExpand(d: { content: string; contentText: string; images: readonly string[] }, foldChars = 60): boolean {
  if (!d.content.trim()) return false;
  return d.images.length > 0 || d.contentText.length > foldChars;
}

/** Plain text for a meta description: whitespace collapsed, cut at `max` characters with an ellipsis. */
export function plainDescription(text: string, fallback: string, max = 120): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return fallback;
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

/** The viewer's reactions to one content, as the operation call answers them. */
export type Reactions = {
  applaudCount: number;
  disapplaudCount: number;
  collectCount: number;
  isApplaud: boolean;
  isDisapplaud: boolean;
  isCollect: boolean;
};
export type ReactionKind = 'applaud' | 'disapplaud' | 'collect';

/** The 收藏 button's text: 收藏 or 已收藏, followed by the server's count where the page shows it (the video page). */
export function collectLabel(s: Pick<Reactions, 'isCollect' | 'collectCount'>, withCount = false): string {
  const word = s.isCollect ? '已收藏' : '收藏';
  return withCount && s.collectCount > 0 ? `${word} ${s.collectCount}` : word;
}

/** The reaction fields of a detail. */
export const reactionsOf = (d: Reactions): Reactions => ({
  applaudCount: d.applaudCount,
  disapplaudCount: d.disapplaudCount,
  collectCount: d.collectCount,
  isApplaud: d.isApplaud,
  isDisapplaud: d.isDisapplaud,
  isCollect: d.isCollect,
});

/**
 * The reactions that move together: 赞同 and 反对 exclude each other (one group), 收藏 stands alone. Taps on two groups
 * run side by side; each call's answer is taken only for its own group, so the later answer of the other group
 * cannot undo it whatever order the two arrive in.
 */
export type ReactionGroup = 'vote' | 'collect';
export const reactionGroup = (kind: ReactionKind): ReactionGroup => (kind === 'collect' ? 'collect' : 'vote');

/** `state` with the fields of `group` taken from `from` (a server answer, or the state before a failed call). */
export function withGroup(state: Reactions, from: Reactions, group: ReactionGroup): Reactions {
  if (group === 'collect') return { ...state, isCollect: from.isCollect, collectCount: from.collectCount };
  return {
    ...state,
    isApplaud: from.isApplaud,
    applaudCount: from.applaudCount,
    isDisapplaud: from.isDisapplaud,
    disapplaudCount: from.disapplaudCount,
  };
}

/** The call a tap on a reaction makes: on when off, off when on. */
export function actionFor(state: Reactions, kind: ReactionKind): KnownAction {
  if (kind === 'applaud') return state.isApplaud ? 'unapplaud' : 'applaud';
  if (kind === 'disapplaud') return state.isDisapplaud ? 'undisapplaud' : 'disapplaud';
  return state.isCollect ? 'uncollect' : 'collect';
}

const down = (n: number) => Math.max(0, n - 1);

/** The state the server will answer, shown at once: 赞同 and 反对 exclude each other; counts never go below 0. */
export function applyAction(s: Reactions, action: KnownAction): Reactions {
  switch (action) {
    case 'applaud':
      if (s.isApplaud) return s;
      return { ...s, isApplaud: true, applaudCount: s.applaudCount + 1, ...(s.isDisapplaud ? { isDisapplaud: false, disapplaudCount: down(s.disapplaudCount) } : {}) };
    case 'unapplaud':
      return s.isApplaud ? { ...s, isApplaud: false, applaudCount: down(s.applaudCount) } : s;
    case 'disapplaud':
      if (s.isDisapplaud) return s;
      return { ...s, isDisapplaud: true, disapplaudCount: s.disapplaudCount + 1, ...(s.isApplaud ? { isApplaud: false, applaudCount: down(s.applaudCount) } : {}) };
    case 'undisapplaud':
      return s.isDisapplaud ? { ...s, isDisapplaud: false, disapplaudCount: down(s.disapplaudCount) } : s;
    case 'collect':
      return s.isCollect ? s : { ...s, isCollect: true, collectCount: s.collectCount + 1 };
    case 'uncollect':
      return s.isCollect ? { ...s, isCollect: false, collectCount: down(s.collectCount) } : s;
  }
}

/** The toast after a reaction went through (inventory §2, §3, §4: an article's 反对 reads 已反对). */
export function actionToast(action: KnownAction, contentType: number): string {
  switch (action) {
    case 'applaud':
      return '点赞成功';
    case 'unapplaud':
      return '取消点赞';
    case 'disapplaud':
      return contentType === KNOWN_TYPE.ARTICLE ? '已反对' : '反对成功';
    case 'undisapplaud':
      return '取消反对';
    case 'collect':
      return '收藏成功';
    case 'uncollect':
      return '取消收藏';
  }
}

/** 赞同 12 / 赞同 (no count at 0). */
export const countLabel = (label: string, n: number) => (n > 0 ? `${label} ${n}` : label);

/** The pull-to-refresh texts of every list: one copy, in knownText. */
export { PULL_TEXTS } from './knownText';
