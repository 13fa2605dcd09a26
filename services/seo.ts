import { http, type Http } from '@/lib/http';
import type { SitemapEntries } from '@/lib/contract/seo/api';

export type { SitemapEntries } from '@/lib/contract/seo/api';

/** GET /api/seo/v1/sitemap */
export const getSitemapEntries = (client: Http = http) => client.get<SitemapEntries>('/seo/v1/sitemap');
