/**
 * The moderation decision for a 必懂 post, answer or comment:
 *   refuse   a refuse-level word (the author is told to change the post; it is not stored as published);
 *   hold     off-platform contact details, a review-level word, or a link in a new account's post: published only
 *            after a person approves it (审核中; if the person rejects it, 未通过 with their own reason);
 *   publish  nothing found.
 * `reason` is plain Chinese for the author (creator centre), null when published. `hits` is for the reviewer and
 * the logs: the words found (dictionary form), `contact:<kind>` for contact details (CONTACT_LABELS reads them),
 * `link` for the new-account rule.
 */
import { CONTACT_KINDS, detectContacts, findLinks, isOffPlatformLink, type ContactKind } from './contacts';
import { prepareScan } from './normalize';
import { scanWords } from './words';

export type ModerationDecision = 'publish' | 'hold' | 'refuse';

export interface ModerationInput {
  title?: string;
  /** Plain text: sanitizeRichText(...).text for a rich-text body, plainText(...) for a comment. */
  text: string;
  /** The body's link targets (sanitizeRichText(...).links): a link's visible text may not show where it goes. */
  links?: readonly string[];
  /** Accounts still in their first days: any link holds their post. The caller decides what "new" means. */
  isNewAccount?: boolean;
}

export interface ModerationResult {
  decision: ModerationDecision;
  reason: string | null;
  hits: string[];
}

export const MODERATION_REASONS = {
  refused: '内容包含违规信息，请修改后再发布',
  contact: '内容包含联系方式，需人工审核',
  sensitive: '内容包含敏感词，需人工审核',
  newAccountLink: '新用户发布的内容包含链接，需人工审核',
} as const;

const isAbsoluteLink = (href: string) => /^https?:\/\//i.test(href.trim());

export function moderate(input: ModerationInput): ModerationResult {
  const refuse = new Set<string>();
  const review = new Set<string>();
  const contacts = new Set<ContactKind>();
  let hasLink = false;
  // Title and body are scanned apart, so the end of one and the start of the other never make a word together.
  for (const part of [input.title ?? '', input.text ?? '']) {
    if (!part) continue;
    const scan = prepareScan(part);
    const words = scanWords(scan.text);
    words.refuse.forEach((w) => refuse.add(w));
    words.review.forEach((w) => review.add(w));
    detectContacts(scan).forEach((k) => contacts.add(k));
    if (findLinks(scan.text).length) hasLink = true;
  }
  for (const href of input.links ?? []) {
    if (!isAbsoluteLink(href)) continue;
    hasLink = true;
    if (isOffPlatformLink(href.trim().toLowerCase())) contacts.add('url');
  }

  const hits = [...refuse, ...review, ...CONTACT_KINDS.filter((k) => contacts.has(k)).map((k) => `contact:${k}`)];
  if (refuse.size) return { decision: 'refuse', reason: MODERATION_REASONS.refused, hits };
  if (contacts.size) return { decision: 'hold', reason: MODERATION_REASONS.contact, hits };
  if (review.size) return { decision: 'hold', reason: MODERATION_REASONS.sensitive, hits };
  if (input.isNewAccount && hasLink) return { decision: 'hold', reason: MODERATION_REASONS.newAccountLink, hits: [...hits, 'link'] };
  return { decision: 'publish', reason: null, hits };
}
