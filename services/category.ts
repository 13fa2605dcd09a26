/** Category calls (inventory §2, §7.1 热门咨询, §13.1 categories filter): the category page tree and Q&A content. */
import { http, type Http } from '@/lib/http';
import type { GetFilterCodeData, GetInformationContentInput, InformationContent, ProductCategoryData } from '@/lib/contract/catalog/api';

export type { CategoryChip, CategoryGroup, InformationContent, ProductCategoryData } from '@/lib/contract/catalog/api';

/**
 * POST /productCategory/v1/product_category: every first level with its second levels, services first and the
 * four trade types as the last group (资产交易).
 */
export const productCategory = (client: Http = http) => client.post<ProductCategoryData>('/productCategory/v1/product_category', { isRecommend: 1 });

/** GET /commodity/v2/get_filter_code: first-level service categories (planner filter) and the full service tree. */
export const getFilterCode = (client: Http = http) => client.get<GetFilterCodeData>('/commodity/v2/get_filter_code');

/** GET /productCategory/v1/information_content: hot questions of a second-level category, 4 a page. */
export const getInformationContent = (input: GetInformationContentInput, client: Http = http) =>
  client.get<InformationContent>('/productCategory/v1/information_content', input);
