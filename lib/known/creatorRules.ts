/** The creator centre's rules (inventory known.md §12): tabs, status badges, card footers and where a card leads. */
import { CREATOR_TABS, KNOWN_STATUS, KNOWN_STATUS_NAMES, KNOWN_TYPE, knownHref, type CreatorTab, type KnownStatus } from '@/lib/contract/known/enums';
import type { AnswerDraftList, DraftOrNone } from '@/lib/contract/known/api';
import { chinaDateTime } from '@/lib/chinaTime';
import { draftWorthOffering, htmlText } from '@/lib/known/publishRules';
import { editAnswerHref, writeAnswerHref } from '@/lib/known/knownText';

export const CREATOR_EMPTY = '您暂未创作任何内容～';

/** `?active=` is the tab's index (3 opens 未通过); anything else opens 全部. */
export function tabFromActive(active: string | undefined): CreatorTab {
  const i = Number(active);
  return Number.isInteger(i) && i >= 0 && i < CREATOR_TABS.length ? CREATOR_TABS[i].key : 'all';
}

export const activeOfTab = (tab: CreatorTab): number => CREATOR_TABS.findIndex((t) => t.key === tab);

const BADGE_COLOURS: Record<KnownStatus, string> = { 0: '#b35a00', 1: '#6f6f6f', 2: '#c8271e' };

export function statusBadge(status: number): { text: string; colour: string } {
  const s = (status in BADGE_COLOURS ? status : KNOWN_STATUS.PENDING) as KnownStatus;
  return { text: KNOWN_STATUS_NAMES[s], colour: BADGE_COLOURS[s] };
}

type CardCounts = { type: number; answerCount: number; applaudCount: number; collectCount: number };

/** Questions count answers, everything else likes; then the collections. */
export function creatorFooter(c: CardCounts): string {
  const first = c.type === KNOWN_TYPE.QUESTION ? `${c.answerCount} 回答` : `${c.applaudCount} 点赞`;
  return `${first} · ${c.collectCount} 收藏`;
}

const EDIT_PAGES: Partial<Record<number, string>> = {
  [KNOWN_TYPE.QUESTION]: '/known/publish/question',
  [KNOWN_TYPE.ARTICLE]: '/known/publish/article',
  [KNOWN_TYPE.ANSWER]: '/known/publish/answer',
};

/** A rejected question, article or answer opens in its editor to be fixed; everything else opens its page. */
export function creatorCardHref(c: { id: string; type: number; status: number }): string {
  const edit = EDIT_PAGES[c.type];
  if (c.status === KNOWN_STATUS.REJECTED && edit) return `${edit}?id=${encodeURIComponent(c.id)}&editType=2`;
  return knownHref(c);
}

/** The content-type filter of /creatCenter/myContent (applied to the loaded cards: the list call has no type). */
export const CONTENT_TYPES = [
  { key: 0, name: '全部' },
  { key: KNOWN_TYPE.QUESTION, name: '问题' },
  { key: KNOWN_TYPE.ANSWER, name: '回答' },
  { key: KNOWN_TYPE.ARTICLE, name: '文章' },
] as const;

export function contentTypeFrom(raw: string | undefined): number {
  const n = Number(raw);
  return CONTENT_TYPES.some((t) => t.key === n) ? n : 0;
}

export const ofType = <T extends { type: number }>(items: T[], type: number): T[] => (type ? items.filter((i) => i.type === type) : items);

/** Where an empty type filter of /creatCenter/myContent sends the creator to write one. */
export const TYPE_CREATE: Partial<Record<number, { href: string; text: string }>> = {
  [KNOWN_TYPE.QUESTION]: { href: '/known/publish/question', text: '去提问' },
  [KNOWN_TYPE.ANSWER]: { href: '/known/publish/chooseque', text: '去回答' },
  [KNOWN_TYPE.ARTICLE]: { href: '/known/publish/article', text: '去写文章' },
};

/**
 * The note of a draft row of the hub: what the draft is (its title, else the start of its text) and when it was
 * last saved (MM-DD HH:mm, China time); 暂无草稿 without one; nothing when it could not be read.
 */
export function draftNote(found: DraftOrNone | null | undefined): { what: string; at: string } {
  if (!found) return { what: '', at: '' };
  const d = found.draft;
  if (!d) return { what: '暂无草稿', at: '' };
  const what = d.title.trim() || htmlText(d.content).replace(/\s+/g, ' ').slice(0, 20) || '未命名草稿';
  return { what, at: chinaDateTime(d.updatedAt).slice(5) };
}

export type AnswerDraftRow = { key: string; href: string; what: string; at: string };

/**
 * The hub's rows of answer drafts: one per draft holding text or a picture, newest first, saying its question and
 * when it was last saved, and opening its editor (the question's answer editor, or the edit of one's answer, which
 * offers the draft with 继续编辑?). Without any, one 暂无草稿 row leading to the questions to answer; when they could
 * not be read, that row says nothing.
 */
export function answerDraftRows(found: AnswerDraftList | null | undefined): AnswerDraftRow[] {
  const kept = (found?.records ?? []).filter((d) => draftWorthOffering({ title: '', content: d.content, topicIds: [] }));
  if (!kept.length) return [{ key: 'answers', href: '/known/publish/chooseque', what: found ? '暂无草稿' : '', at: '' }];
  return kept.map((d) => ({
    key: d.target,
    href: d.answerId ? editAnswerHref(d.answerId) : writeAnswerHref(d.questionId),
    what: d.questionTitle,
    at: chinaDateTime(d.updatedAt).slice(5),
  }));
}
