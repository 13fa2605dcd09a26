/** 资讯 calls (spec §7 "Content and misc" → information home / list / detail). */
import { http, type Http } from '@/lib/http';
import type { ArticleDetail, ArticlePage, InformationHome, ListInformationInput } from '@/lib/contract/article/api';

export type { ArticleCard, ArticleCategory, ArticleDetail, ArticlePage, InformationHome } from '@/lib/contract/article/api';

export { articleHref } from '@/lib/articleRoute';

/** GET /information/v1/home: the newest articles (资讯精选) and the categories. */
export const getInformationHome = (input: { limit?: number } = {}, client: Http = http) => client.get<InformationHome>('/information/v1/home', input);

/** GET /information/v1/list: newest first, optionally one category and/or a keyword of the title or summary. */
export const listInformation = (input: ListInformationInput = {}, client: Http = http) => client.get<ArticlePage>('/information/v1/list', input);

/** GET /information/v1/detail: one article (counts a view); 404 when unknown. */
export const getInformationDetail = (id: string, client: Http = http) => client.get<ArticleDetail>('/information/v1/detail', { id });
