import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { codeList, codeOf, dataOf, flag, idOf, intIn, keyword, limit, page } from '../catalog/dto';
import { accountIdOf, areaOf } from '../catalog/http';
import { findGoodsRow, findSku, goodsDetail, skuAttrs } from './detail';
import { queryGoods } from './query';
import { goodsPage } from './page';
import { recommendGoods, serveList, SORTS } from './service';

const TAG = '商品';
const GOODS_FILE = 'services/goods.ts';
const productId = idOf('商品ID');
const yuan = (label: string) => intIn(label, 0, 99_999_999);

const serveListRoute = createRoute({
  method: 'post',
  path: '/api/commodity/v2/get_serve_list',
  tags: [TAG],
  summary: '服务商品列表（按当前城市 areaCode 过滤；分类、价格区间、排序、关键词；needTypes=1 时附带筛选项）',
  request: formBody(
    z.object({
      start: page(),
      limit: limit(10, 50),
      needTypes: flag.default(false),
      searchKey: keyword().optional(),
      navCode: codeOf('一级分类').optional(),
      classCodes: codeList('分类', 50).optional(),
      minPrice: yuan('最低价格').optional(),
      maxPrice: yuan('最高价格').optional(),
      priceCode: codeOf('价格区间').optional(),
      sort: codeOf('排序').optional(),
    }),
  ),
  responses: jsonOk(dataOf('ServeListData', GOODS_FILE)),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/goods/v4/list',
  tags: [TAG],
  summary: '商品列表 v4（任一级分类、关键词、价格（分）、排序；按当前城市过滤）',
  request: {
    query: z.object({
      page: page(),
      limit: limit(10, 50),
      classCode: codeOf('分类').optional(),
      keyword: keyword().optional(),
      sort: z.enum(SORTS as [string, ...string[]], { error: '排序方式有误' }).default('default'),
      minPriceFen: intIn('最低价格', 0, 1e12).optional(),
      maxPriceFen: intIn('最高价格', 0, 1e12).optional(),
      excludeId: idOf('排除商品').optional(),
    }),
  },
  responses: jsonOk(dataOf('Paged<GoodsCard>', GOODS_FILE)),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/goods/v4/detail',
  tags: [TAG],
  summary: '服务商品详情 v4（含规格、SKU 价格、底部按钮模式、是否收藏、当前城市是否可售）；不存在时 404',
  request: { query: z.object({ productId }) },
  responses: jsonOk(dataOf('GoodsDetail', GOODS_FILE)),
});

const pageRoute = createRoute({
  method: 'get',
  path: '/api/goods/v4/detail_page',
  tags: [TAG],
  summary: '商品详情页一次取齐：商品详情、评价摘要（最新一条、总数、好评率）、钻展规划师（按当前城市）；公共部分 30 秒共享缓存，isSave 按调用者实时计算；不存在时 404',
  request: { query: z.object({ productId }) },
  responses: jsonOk(dataOf('GoodsPageData', GOODS_FILE)),
});

const findDetailRoute = createRoute({
  method: 'post',
  path: '/api/goods/v2/find_detail',
  tags: [TAG],
  summary: '商品详情（App / 推荐场景：城市取 X-Req-Area 头，否则 areaCode；X-Device-Code 设备）；不存在时 404',
  request: formBody(z.object({ productId })),
  responses: jsonOk(dataOf('GoodsDetail', GOODS_FILE)),
});

const serviceAttrRoute = createRoute({
  method: 'post',
  path: '/api/selling_goods/v2/find_service_attr',
  tags: [TAG],
  summary: '商品的规格属性及可选值；商品不存在时 404',
  request: formBody(z.object({ productId, attrName: z.string().max(200).optional() })),
  responses: jsonOk(dataOf('SkuAttr[]', GOODS_FILE)),
});

const skuDetailRoute = createRoute({
  method: 'post',
  path: '/api/goods/v1/find_sku_detail',
  tags: [TAG],
  summary: '按所选规格值取 SKU 及其价格（每个属性一个值）；规格不完整/不属于该商品 400，组合已下架 404',
  request: formBody(z.object({ productId, valueIds: codeList('规格', 10).refine((v) => v.length > 0, '请选择规格') })),
  responses: jsonOk(dataOf('SkuOption', GOODS_FILE)),
});

const recommendRoute = createRoute({
  method: 'post',
  path: '/api/recommend/v2/selling_goods',
  tags: [TAG],
  summary: '推荐服务商品（首页推荐页签按一级分类；详情页相关推荐按所看商品的分类，排除其本身；按当前城市）',
  request: formBody(
    z.object({
      classCode: codeOf('分类').optional(),
      productId: productId.optional(),
      page: page(),
      limit: limit(10, 30),
      deviceId: z.string().max(128).optional(),
    }),
  ),
  responses: jsonOk(dataOf('Paged<GoodsCard>', GOODS_FILE)),
});

export function goodsRoutes() {
  const r = createRouter();
  r.openapi(serveListRoute, async (c) => okJson(c, await serveList(c.get('deps').db, areaOf(c), c.req.valid('form'))));
  r.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const f = {
      areaCode: areaOf(c),
      anyClassCode: q.classCode,
      keyword: q.keyword || undefined,
      sort: q.sort as (typeof SORTS)[number],
      minPriceFen: q.minPriceFen,
      maxPriceFen: q.maxPriceFen,
      excludeId: q.excludeId,
    };
    return okJson(c, await queryGoods(c.get('deps').db, f, q.page, q.limit));
  });
  r.openapi(detailRoute, async (c) =>
    okJson(c, await goodsDetail(c.get('deps').db, { productId: c.req.valid('query').productId, areaCode: areaOf(c), userId: accountIdOf(c) })),
  );
  r.openapi(pageRoute, async (c) =>
    okJson(c, await goodsPage(c.get('deps'), { productId: c.req.valid('query').productId, areaCode: areaOf(c), userId: accountIdOf(c) })),
  );
  r.openapi(findDetailRoute, async (c) =>
    okJson(c, await goodsDetail(c.get('deps').db, { productId: c.req.valid('form').productId, areaCode: areaOf(c, true), userId: accountIdOf(c) })),
  );
  r.openapi(serviceAttrRoute, async (c) => {
    const { db } = c.get('deps');
    const g = await findGoodsRow(db, c.req.valid('form').productId);
    return okJson(c, await skuAttrs(db, g.id));
  });
  r.openapi(skuDetailRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await findSku(c.get('deps').db, b.productId, b.valueIds));
  });
  r.openapi(recommendRoute, async (c) => okJson(c, await recommendGoods(c.get('deps').db, areaOf(c), c.req.valid('form'))));
  return r;
}
