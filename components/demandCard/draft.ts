import type { Answers } from '@/lib/contract/demandCard/answers';
import { demandKindOf, type DemandCardCode } from '@/lib/contract/demandCard/enums';

/**
 * The card being filled, kept in sessionStorage between the two steps like the original's formData (inventory my
 * §14): its kind, the first step's answers and the city they were given for, and the second step's notes. Back and
 * forth restore them; entering /myDemandCard or submitting clears them.
 */
export const DRAFT_KEY = 'demandCardDraft';

export type Draft = {
  code: DemandCardCode;
  answers: Answers;
  cityCode?: string;
  comment?: string;
  customerName?: string;
  allowPhone?: boolean;
};

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isAnswers = (v: unknown): v is Answers =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((a) => typeof a === 'string');

/** The saved draft, or null (none, unreadable, or of an unknown kind). */
export function readDraft(store: DraftStore | null): Draft | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (typeof d.code !== 'string' || !demandKindOf(d.code) || !isAnswers(d.answers)) return null;
    return {
      code: d.code,
      answers: d.answers,
      cityCode: typeof d.cityCode === 'string' ? d.cityCode : undefined,
      comment: typeof d.comment === 'string' ? d.comment : undefined,
      customerName: typeof d.customerName === 'string' ? d.customerName : undefined,
      allowPhone: typeof d.allowPhone === 'boolean' ? d.allowPhone : undefined,
    };
  } catch {
    return null;
  }
}

/** Merges into the draft (a draft of another kind is replaced). */
export function saveDraft(store: DraftStore | null, patch: Partial<Draft> & { code: DemandCardCode }): void {
  const prev = readDraft(store);
  const base = prev && prev.code === patch.code ? prev : { code: patch.code, answers: {} };
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify({ ...base, ...patch }));
  } catch {
    // storage full or blocked: the form still works, it just will not be restored
  }
}

export function clearDraft(store: DraftStore | null): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The first step's answers of this kind from the draft, else `fresh`. */
export const draftAnswers = (draft: Draft | null, code: DemandCardCode, fresh: Answers): Answers =>
  draft && draft.code === code ? { ...fresh, ...draft.answers } : fresh;

/** This tab's sessionStorage, when there is one. */
export function sessionDraftStore(): DraftStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
