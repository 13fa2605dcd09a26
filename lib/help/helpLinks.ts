/** Where help entries and about documents lead, and how search words are marked: plain functions, unit-tested. */
import { HELP_LINK_TYPE, LEGACY_ABOUT_DOCUMENTS } from '@/lib/contract/cms/enums';

type Linkable = { id: string; linkType: number; wapRoute: string; link: string };

/** The question page of a help entry. */
export const helpQuestionHref = (id: string) => `/my/help/questions?id=${encodeURIComponent(id)}`;
/** The help home opened on one category. */
export const helpCategoryHref = (code: string) => `/my/help?categoryCode=${encodeURIComponent(code)}`;
/** The search page, with the words when there are any. */
export const helpSearchHref = (keyword = '') => (keyword ? `/my/help/helpCenter?keyword=${encodeURIComponent(keyword)}` : '/my/help/helpCenter');
/** An about document. */
export const aboutHref = (code: string) => `/my/about/${encodeURIComponent(code)}`;

const isSitePath = (p: string) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');
const isWebUrl = (u: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(u);

/**
 * Where an entry opens (inventory §9 linkType): 2 a page of this site, 3 an outside page (a full page load), else
 * (and whenever the route or link is not what it should be) the entry's own question page.
 */
export function helpEntryHref(e: Linkable): { href: string; external: boolean } {
  if (e.linkType === HELP_LINK_TYPE.ROUTE && isSitePath(e.wapRoute)) return { href: e.wapRoute, external: false };
  if (e.linkType === HELP_LINK_TYPE.EXTERNAL && isWebUrl(e.link)) return { href: e.link, external: true };
  return { href: helpQuestionHref(e.id), external: false };
}

/**
 * The document `/my/about/<id>` shows: the legacy `?type=0|1` names the agreement it showed; a legacy numeric id alone
 * (the original ignored it) showed the user agreement; otherwise the id is the document's code.
 */
export function aboutDocumentCode(id: string, type?: string): string {
  const legacy = (type !== undefined && LEGACY_ABOUT_DOCUMENTS[type]) || (/^\d+$/.test(id) ? LEGACY_ABOUT_DOCUMENTS['0'] : '');
  return legacy || id;
}

/** Entries under their group headings, groups in the order they first appear. */
export function groupEntries<T extends { group: string }>(entries: readonly T[]): { name: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return [...groups].map(([name, list]) => ({ name, entries: list }));
}

export type Segment = { text: string; hit: boolean };

/**
 * `text` cut into the parts that are one of `words` (case-insensitive; the longest word wins where two start at the
 * same place) and the parts between. Joining the parts gives `text` back; they are rendered as text, never HTML.
 */
export function highlightSegments(text: string, words: readonly string[]): Segment[] {
  const wanted = [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!wanted.length || !text) return text ? [{ text, hit: false }] : [];
  const out: Segment[] = [];
  let plain = '';
  for (let i = 0; i < text.length; ) {
    const w = wanted.find((x) => text.slice(i, i + x.length).toLowerCase() === x);
    if (w) {
      if (plain) out.push({ text: plain, hit: false });
      plain = '';
      out.push({ text: text.slice(i, i + w.length), hit: true });
      i += w.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) out.push({ text: plain, hit: false });
  return out;
}
