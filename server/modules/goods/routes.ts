import {
  CommonProblems,
  FindServiceAttrBody,
  FindSkuDetailBody,
  GetCommonProblemsQuery,
  GetGoodsListQuery,
  GetRecommendGoodsBody,
  GetServeListBody,
  GoodsDetail,
  GoodsPage,
  GoodsPageData,
  ProductIdBody,
  ProductIdQuery,
  ServeListData,
  ServiceAttrs,
  SkuOption,
} from '@/lib/contract/goods/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountIdOf, areaOf, terminalOf } from '../../http/caller';
import { findDetail, findServiceAttr, findSkuDetail, getGoodsDetail } from './detail';
import { getCommonProblems } from './faq';
import { getGoodsPage } from './page';
import { getGoodsList, getRecommendGoods, getServeList } from './service';

const TAG = '商品';

const getServeListRoute = postRoute({
  path: '/api/commodity/v2/get_serve_list',
  tag: TAG,
  summary: '服务商品列表（按当前城市 areaCode 过滤；分类、价格区间、排序、关键词；needTypes=1 时附带筛选项）',
  form: GetServeListBody,
  data: ServeListData,
});

const getGoodsListRoute = getRoute({
  path: '/api/goods/v4/list',
  tag: TAG,
  summary: '商品列表 v4（任一级分类、关键词、价格（分）、排序；按当前城市过滤）',
  query: GetGoodsListQuery,
  data: GoodsPage,
});

const getGoodsDetailRoute = getRoute({
  path: '/api/goods/v4/detail',
  tag: TAG,
  summary: '服务商品详情 v4（含规格、SKU 价格、底部按钮模式、是否收藏、当前城市是否可售）；不存在时 404',
  query: ProductIdQuery,
  data: GoodsDetail,
});

const getGoodsPageRoute = getRoute({
  path: '/api/goods/v4/detail_page',
  tag: TAG,
  summary: '商品详情页一次取齐：商品详情、评价摘要（最新一条、总数、好评率）、钻展规划师（按当前城市）；公共部分 30 秒共享缓存，isSave 按调用者实时计算；不存在时 404',
  query: ProductIdQuery,
  data: GoodsPageData,
});

const findDetailRoute = postRoute({
  path: '/api/goods/v2/find_detail',
  tag: TAG,
  summary: '商品详情（App / 推荐场景：城市取 X-Req-Area 头，否则 areaCode；X-Device-Code 设备）；不存在时 404',
  form: ProductIdBody,
  data: GoodsDetail,
});

const findServiceAttrRoute = postRoute({
  path: '/api/selling_goods/v2/find_service_attr',
  tag: TAG,
  summary: '商品的规格属性及可选值；商品不存在时 404',
  form: FindServiceAttrBody,
  data: ServiceAttrs,
});

const findSkuDetailRoute = postRoute({
  path: '/api/goods/v1/find_sku_detail',
  tag: TAG,
  summary: '按所选规格值取 SKU 及其价格（每个属性一个值）；规格不完整/不属于该商品 400，组合已下架 404',
  form: FindSkuDetailBody,
  data: SkuOption,
});

const getRecommendGoodsRoute = postRoute({
  path: '/api/recommend/v2/selling_goods',
  tag: TAG,
  summary: '推荐服务商品（首页推荐页签按一级分类；详情页相关推荐按所看商品的分类，排除其本身；按当前城市）',
  form: GetRecommendGoodsBody,
  data: GoodsPage,
});

const getCommonProblemsRoute = getRoute({
  path: '/api/faq/v1/list',
  tag: TAG,
  summary: '常见问题（分组：CATE-JYZY-GS / -SB / -ZL / -ZZ 或分类编码）；未知分组 404',
  query: GetCommonProblemsQuery,
  data: CommonProblems,
});

export function goodsRoutes() {
  const r = createRouter();
  r.openapi(getServeListRoute, async (c) => okJson(c, await getServeList(c.get('deps').db, areaOf(c), c.req.valid('form'))));
  r.openapi(getGoodsListRoute, async (c) => okJson(c, await getGoodsList(c.get('deps').db, areaOf(c), c.req.valid('query'))));
  r.openapi(getGoodsDetailRoute, async (c) =>
    okJson(c, await getGoodsDetail(c.get('deps').db, { productId: c.req.valid('query').productId, areaCode: areaOf(c), userId: accountIdOf(c) })),
  );
  r.openapi(getGoodsPageRoute, async (c) =>
    okJson(
      c,
      await getGoodsPage(c.get('deps'), {
        productId: c.req.valid('query').productId,
        areaCode: areaOf(c),
        terminalCode: terminalOf(c),
        userId: accountIdOf(c),
      }),
    ),
  );
  // The app's variant: its city may come in X-Req-Area.
  r.openapi(findDetailRoute, async (c) =>
    okJson(c, await findDetail(c.get('deps').db, { productId: c.req.valid('form').productId, areaCode: areaOf(c, true), userId: accountIdOf(c) })),
  );
  r.openapi(findServiceAttrRoute, async (c) => okJson(c, await findServiceAttr(c.get('deps').db, c.req.valid('form').productId)));
  r.openapi(findSkuDetailRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await findSkuDetail(c.get('deps').db, b.productId, b.valueIds));
  });
  r.openapi(getRecommendGoodsRoute, async (c) => okJson(c, await getRecommendGoods(c.get('deps').db, areaOf(c), c.req.valid('form'))));
  r.openapi(getCommonProblemsRoute, async (c) => okJson(c, await getCommonProblems(c.get('deps').db, c.req.valid('query').groupCode)));
  return r;
}
