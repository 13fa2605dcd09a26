/** /search/searchGoods?keywords=… (an empty word still searches: every service). */
export function resultsHref(keyword: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ keywords: keyword, ...extra });
  return `/search/searchGoods?${q.toString()}`;
}
