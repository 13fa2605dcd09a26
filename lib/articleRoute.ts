/** The page of one article (发现 → news detail). Pure, so links to it do not load the article service. */
export const articleHref = (id: string) => `/found/detail/${encodeURIComponent(id)}`;
