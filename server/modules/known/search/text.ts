/**
 * Text normalisation shared by indexing, querying and highlighting (the 必懂 search, segment.ts): one form of
 * every text, so a full-width ＩＣＰ in a post and icp in a query meet.
 */

/** A keyword's length limit, in characters (code points), after normalisation. */
export const KEYWORD_MAX = 50;

/** NFKC (full-width letters and digits, compatibility forms) and lowercase. */
export const normalizeText = (text: string) => text.normalize('NFKC').toLowerCase();

/** A search keyword as the search sees it: NFKC, lowercase, whitespace collapsed and trimmed, at most KEYWORD_MAX characters. */
export function normalizeKeyword(keyword: string | null | undefined): string {
  const s = normalizeText(String(keyword ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(s).slice(0, KEYWORD_MAX).join('').trim();
}

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
