import { createRoute, z } from '@hono/zod-openapi';
import { TERMINAL_WAP } from '@/lib/constants';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { findAds } from '../home/ads';
import { filterCode, informationContent, productCategory } from './categories';
import { codeOf, dataOf, intIn, limit, page } from './dto';
import { AD_SLOT } from './enums';
import { areaOf } from './http';

const TAG = '分类';

const productCategoryRoute = createRoute({
  method: 'post',
  path: '/api/productCategory/v1/product_category',
  tags: [TAG],
  summary: '分类页：服务一级分类及其二级分类，最后一组为资产交易（四种交易类型）；recommendData 为分类页顶部广告',
  request: formBody(z.object({ isRecommend: z.string().max(1).optional() })),
  responses: jsonOk(dataOf('ProductCategoryData', 'services/category.ts')),
});

const filterCodeRoute = createRoute({
  method: 'get',
  path: '/api/commodity/v2/get_filter_code',
  tags: [TAG],
  summary: '服务一级分类（规划师筛选）与完整的服务分类树',
  responses: jsonOk(dataOf('{ categories, tree }', 'services/category.ts')),
});

const informationRoute = createRoute({
  method: 'get',
  path: '/api/productCategory/v1/information_content',
  tags: [TAG],
  summary: '二级分类的热门咨询问题（分页，默认每页 4 条）；分类不存在时 404',
  request: {
    query: z.object({
      twoLevelCategoryCode: codeOf('二级分类编码'),
      page: page(),
      limit: limit(4, 20),
      contentType: intIn('内容类型', 1, 9).default(1),
    }),
  },
  responses: jsonOk(dataOf('InformationContent', 'services/category.ts')),
});

export function catalogRoutes() {
  const r = createRouter();
  r.openapi(productCategoryRoute, async (c) => {
    const { db, now } = c.get('deps');
    const scope = { areaCode: areaOf(c), terminalCode: c.req.header('terminalcode') || TERMINAL_WAP, now: now() };
    const [categoryList, ads] = await Promise.all([productCategory(db), findAds(db, [AD_SLOT.CATEGORY], scope)]);
    return okJson(c, { categoryList, recommendData: ads[AD_SLOT.CATEGORY] });
  });
  r.openapi(filterCodeRoute, async (c) => okJson(c, await filterCode(c.get('deps').db)));
  r.openapi(informationRoute, async (c) => okJson(c, await informationContent(c.get('deps').db, c.req.valid('query'))));
  return r;
}
