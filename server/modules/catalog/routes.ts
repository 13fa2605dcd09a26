import { GetFilterCodeData, InformationContent, GetInformationContentQuery, ProductCategoryBody, ProductCategoryData } from '@/lib/contract/catalog/api';
import { AD_SLOT } from '@/lib/contract/catalog/enums';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { findAdvertising } from '../home/ads';
import { getFilterCode, getInformationContent, productCategory } from './categories';
import { adScopeOf } from '../../http/caller';

const TAG = '分类';

const productCategoryRoute = postRoute({
  path: '/api/productCategory/v1/product_category',
  tag: TAG,
  summary: '分类页：服务一级分类及其二级分类，最后一组为资产交易（四种交易类型）；recommendData 为分类页顶部广告',
  form: ProductCategoryBody,
  data: ProductCategoryData,
});

const getFilterCodeRoute = getRoute({
  path: '/api/commodity/v2/get_filter_code',
  tag: TAG,
  summary: '服务一级分类（规划师筛选）与完整的服务分类树',
  data: GetFilterCodeData,
});

const getInformationContentRoute = getRoute({
  path: '/api/productCategory/v1/information_content',
  tag: TAG,
  summary: '二级分类的热门咨询问题（分页，默认每页 4 条）；分类不存在时 404',
  query: GetInformationContentQuery,
  data: InformationContent,
});

export function catalogRoutes() {
  const r = createRouter();
  r.openapi(productCategoryRoute, async (c) => {
    const { db } = c.get('deps');
    const [categoryList, ads] = await Promise.all([productCategory(db), findAdvertising(db, [AD_SLOT.CATEGORY], adScopeOf(c))]);
    return okJson(c, { categoryList, recommendData: ads[AD_SLOT.CATEGORY] });
  });
  r.openapi(getFilterCodeRoute, async (c) => okJson(c, await getFilterCode(c.get('deps').db)));
  r.openapi(getInformationContentRoute, async (c) => okJson(c, await getInformationContent(c.get('deps').db, c.req.valid('query'))));
  return r;
}
