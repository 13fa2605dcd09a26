/** 资讯 calls (spec §7 "Content and misc" → information home / list / detail). */
import { http, type Http } from '@/lib/http';
import type { Paged } from './goods';

export type ArticleCategory = { code: string; name: string };

/** A card of the lists and the home. `publishedDate` is "YYYY-MM-DD"; `coverUrl` a local image path. */
export type ArticleCard = {
  id: string;
  title: string;
  summary: string;
  coverUrl: string;
  category: string;
  categoryName: string;
  /** ISO time. */
  publishedAt: string;
  publishedDate: string;
  views: number;
};

/** The body is plain text paragraphs (never HTML); `related` are up to 3 articles of the same category. */
export type ArticleDetail = ArticleCard & { paragraphs: string[]; related: ArticleCard[] };

export type InformationHome = { records: ArticleCard[]; categories: ArticleCategory[] };

export const articleHref = (id: string) => `/known/detail/article?id=${encodeURIComponent(id)}`;

/** GET /information/v1/home: the newest articles (资讯精选) and the categories. */
export const getInformationHome = (input: { limit?: number } = {}, client: Http = http) =>
  client.get<InformationHome>('/information/v1/home', input);

/** GET /information/v1/list: newest first, optionally one category. */
export const listInformation = (input: { page?: number; limit?: number; category?: string } = {}, client: Http = http) =>
  client.get<Paged<ArticleCard>>('/information/v1/list', input);

/** GET /information/v1/detail: one article (counts a view); 404 when unknown. */
export const getInformationDetail = (id: string, client: Http = http) => client.get<ArticleDetail>('/information/v1/detail', { id });
