/** Search codes shared by the server and the pages (the keyword buckets are in ../catalog/enums.ts). */

/** What tapping a search word does: 0 search it, 1 open a route, 2 open a URL, 3 show an image. */
export const KEYWORD_JUMP = { SEARCH: 0, ROUTE: 1, URL: 2, IMAGE: 3 } as const;
export type KeywordJump = (typeof KEYWORD_JUMP)[keyof typeof KEYWORD_JUMP];
