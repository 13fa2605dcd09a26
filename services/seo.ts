import { http, type Http } from '@/lib/http';

export type SitemapEntries = {
  goods: { id: string; productType: string; classCodeLevel: string }[];
  trade: { id: string; classCode: string }[];
  planners: { mchUserId: string }[];
  cases: { id: string }[];
};

/** GET /api/seo/v1/sitemap */
export const getSitemapEntries = (client: Http = http) => client.get<SitemapEntries>('/seo/v1/sitemap');
