/**
 * Text normalisation shared by indexing, querying and highlighting (the 必懂 search, segment.ts): one form of
 * every text, so a full-width ＩＣＰ in a post and icp in a query meet, and so do 發票 and 发票.
 */
import { foldText, searchForm } from '../../../text/searchForm';

/** A keyword's length limit, in characters (code points), after normalisation. */
export const KEYWORD_MAX = 50;

/**
 * The search form of a text (server/text/searchForm.ts): NFKC, lowercase, traditional characters and phrases
 * simplified. Same code points in the same places as the text folded (NFKC, lowercase), so highlight.ts maps a match
 * back to the original characters.
 */
export const normalizeText = searchForm;

const keywordOf = (keyword: string | null | undefined, normalize: (text: string) => string) => {
  const s = normalize(String(keyword ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(s).slice(0, KEYWORD_MAX).join('').trim();
};

/** A search keyword as the search sees it: normalizeText, whitespace collapsed and trimmed, at most KEYWORD_MAX characters. */
export const normalizeKeyword = (keyword: string | null | undefined): string => keywordOf(keyword, normalizeText);

/**
 * A keyword as the user wrote it (folded, whitespace collapsed, at most KEYWORD_MAX characters) but not simplified:
 * what their search history keeps, and what names are looked up by (a nickname is matched as written).
 */
export const typedKeyword = (keyword: string | null | undefined): string => keywordOf(keyword, foldText);

/**
 * The value of a row's plain-text column (`search_plain`): title and body normalised, for the LIKE fallback of
 * keywords without a searchable word (query.ts matchCondition).
 */
export const plainText = (title: string, body: string) => normalizeText(`${title}\n${body}`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const codePoint = (n: number) => (n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '');

/**
 * The text of sanitised HTML (what the editor stores) for indexing and highlighting: script and style content
 * dropped, block ends as line breaks, other tags removed, entities decoded, runs of blank space collapsed.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      return codePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    })
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}
