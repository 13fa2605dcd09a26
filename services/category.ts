/** Category calls (inventory §2, §7.1 热门咨询, §13.1 categories filter): the category page tree and Q&A content. */
import { http, type Http } from '@/lib/http';
import type { CategoryNode } from './goods';
import type { AdItem } from './home';

/** A chip of the category page: service second levels open the service list, trade types the trade list. */
export type CategoryChip = {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  kind: 'service' | 'trade';
  icon: string | null;
  /** One line about the category ('' when none). */
  description: string;
  /** /list/transactionList?navcode=&classcode= or /list/jyList?typeCode=. */
  href: string;
};
export type CategoryGroup = { code: string; name: string; icon: string | null; description: string; kind: 'service' | 'trade'; children: CategoryChip[] };
/** recommendData: the ads of the category page's top carousel. */
export type ProductCategoryData = { categoryList: CategoryGroup[]; recommendData: AdItem[] };

/**
 * POST /productCategory/v1/product_category: every first level with its second levels, services first and the
 * four trade types as the last group (资产交易).
 */
export const getProductCategory = (client: Http = http) =>
  client.post<ProductCategoryData>('/productCategory/v1/product_category', { isRecommend: 1 });

/** GET /commodity/v2/get_filter_code: first-level service categories (planner filter) and the full service tree. */
export const getFilterCode = (client: Http = http) =>
  client.get<{ categories: { code: string; name: string }[]; tree: CategoryNode[] }>('/commodity/v2/get_filter_code');

export type InformationContent = { rows: { id: string; content: string }[]; totalPage: number; current: number };

/** GET /productCategory/v1/information_content: hot questions of a second-level category, 4 a page. */
export const getInformationContent = (
  input: { twoLevelCategoryCode: string; page?: number; limit?: number; contentType?: number },
  client: Http = http,
) => client.get<InformationContent>('/productCategory/v1/information_content', input);
