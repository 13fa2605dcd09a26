/**
 * Help centre and about pages (inventory my.md §9, §11): link kinds, sizes, the hotline and the customer-service
 * entrances. Plain constants (and one pure helper) for the server, the client calls and the pages.
 */

/** How a help entry opens: 1 its own question page, 2 a route of this site (`wapRoute`), 3 an outside page (`link`). */
export const HELP_LINK_TYPE = { ARTICLE: 1, ROUTE: 2, EXTERNAL: 3 } as const;
export type HelpLinkType = (typeof HELP_LINK_TYPE)[keyof typeof HELP_LINK_TYPE];

/** Questions per page of a category (the original's 15). */
export const HELP_PAGE_SIZE = 15;
/** 常见问题 on the help home at most. */
export const HELP_COMMON_MAX = 6;
/** Questions under 相关问题 of a question page. */
export const HELP_RELATED_MAX = 5;
/** The search box takes at most this many characters, and at most HELP_SEARCH_WORDS_MAX words count. */
export const HELP_KEYWORD_MAX = 20;
export const HELP_SEARCH_WORDS_MAX = 5;
/** 电话客服. */
export const HELP_HOTLINE = '028-954310';
/** Where online customer service was asked from (inventory §15 "Help centre"). */
export const HELP_SERVICE_ENTRANCE = {
  HOME: 'STAFF_HELP_CENTER_CODE',
  NOT_FOUND: 'STAFF_NOT_RESULT_HELP_CENTER_CODE',
  QUESTION: 'STAFF_QUESTION_INFO_HELP_CENTER_CODE',
} as const;

/** The version 关于我们 shows. */
export const ABOUT_VERSION = 'V 1.2';
/** The legacy `/my/about/:id?type=0|1` viewer showed these two documents. */
export const LEGACY_ABOUT_DOCUMENTS: Record<string, string> = { '0': 'protocol100122', '1': 'protocol100121' };

/**
 * The words a help search looks for: split on white space (full-width too), duplicates and blanks dropped, at most
 * HELP_SEARCH_WORDS_MAX. Every word must occur in the title or the body; the client marks the same words.
 */
export function helpSearchWords(keyword: string): string[] {
  const seen = new Set<string>();
  for (const w of keyword.split(/[\s\u3000]+/)) {
    const word = w.trim();
    if (word && !seen.has(word.toLowerCase())) seen.add(word.toLowerCase());
  }
  return [...seen].slice(0, HELP_SEARCH_WORDS_MAX);
}
