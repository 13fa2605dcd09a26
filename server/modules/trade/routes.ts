import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { codeOf, dataOf, flag, idOf, intIn, keyword, limit, page } from '../catalog/dto';
import { GOODS_STATUS } from '../catalog/enums';
import { accountIdOf } from '../catalog/http';
import { faqList, jyList, recommendTrades, serviceResources, tradeDetail } from './service';

const TAG = '资产交易';
const FILE = 'services/goods-trade.ts';

const num = z
  .union([z.number(), z.string().trim().regex(/^-?\d{1,15}(\.\d+)?$/)], { error: '取值有误' })
  .transform(Number)
  .refine(Number.isFinite, '取值有误');
const fieldCode = z.string({ error: '不能为空' }).regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, '筛选字段有误');
const FieldFilter = z.discriminatedUnion(
  'matchType',
  [
    z.object({ fieldCode, matchType: z.literal('MATCH_TYPE_MULTI'), fieldValue: z.array(z.string().max(64, '取值有误')).max(100, '取值过多') }),
    z.object({
      fieldCode,
      matchType: z.enum(['MATCH_TYPE_RANGE', 'MATCH_TYPE_YEARS']),
      fieldValue: z.object({ start: num.optional(), end: num.optional() }, { error: '取值有误' }),
    }),
  ],
  { error: '匹配方式有误' },
);

const jyListRoute = createRoute({
  method: 'post',
  path: '/api/goodslist/v2/get_jy_list',
  tags: [TAG],
  summary: '交易商品列表（JSON 请求体；按类型、关键词、字段筛选 MULTI/RANGE/YEARS、价格（分）、名称长度、排序；needTypes=1 时附带筛选项）',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            start: page(),
            limit: limit(10, 50),
            needTypes: flag.default(false),
            dictCode: codeOf('交易类型').optional(),
            classCode: codeOf('交易类型').optional(),
            searchKey: keyword().optional(),
            statusList: z.array(z.enum([GOODS_STATUS.PUT_AWAY, GOODS_STATUS.LOCKED], { error: '状态有误' })).max(2).optional(),
            fieldList: z.array(FieldFilter).max(20, '筛选条件过多').optional(),
            platformPriceStart: intIn('最低价格', 0, 1e13).optional(),
            platformPriceEnd: intIn('最高价格', 0, 1e13).optional(),
            sortBy: intIn('排序', 1, 4).optional(),
            nameLengthStart: intIn('名称长度', 0, 100).optional(),
            nameLengthEnd: intIn('名称长度', 0, 100).optional(),
          }),
        },
      },
    },
  },
  responses: jsonOk(dataOf('JyListData', FILE)),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/tc_product/v1/detail',
  tags: [TAG],
  summary: '交易商品详情（基本信息按类型、资质表、图片、详情、是否收藏）；不存在时 404',
  request: { query: z.object({ productId: idOf('商品ID') }) },
  responses: jsonOk(dataOf('TradeDetail', FILE)),
});

const recommendRoute = createRoute({
  method: 'post',
  path: '/api/recommend/v2/trade_goods',
  tags: [TAG],
  summary: '同类推荐 / 猜您需要：同类型的交易商品（排除当前商品）',
  request: formBody(z.object({ productId: idOf('商品ID').optional(), dictCode: codeOf('交易类型').optional(), page: page(), limit: limit(10, 30) })),
  responses: jsonOk(dataOf('Paged<TradeCard>', FILE)),
});

const faqRoute = createRoute({
  method: 'get',
  path: '/api/faq/v1/list',
  tags: [TAG],
  summary: '常见问题（分组：CATE-JYZY-GS / -SB / -ZL / -ZZ 或分类编码）；未知分组 404',
  request: { query: z.object({ groupCode: codeOf('问题分组') }) },
  responses: jsonOk(dataOf('{ groupCode, title, rows: FaqItem[] }', FILE)),
});

const resourceRoute = createRoute({
  method: 'post',
  path: '/api/sc_product/v1/service_resource',
  tags: [TAG],
  summary: '服务资源（注册地址 RES_ADDRESS、400 电话 RES_TEL400）：关键词、价格（元）、排序、地区',
  request: formBody(
    z.object({
      classCode: codeOf('资源类型'),
      page: page(),
      limit: limit(10, 50),
      searchKey: keyword().optional(),
      goodsPriceStart: intIn('最低价格', 0, 1e9).optional(),
      goodsPriceEnd: intIn('最高价格', 0, 1e9).optional(),
      orderBy: z.enum(['sort', 'price', 'goodsPrice', 'createTime', 'createdAt'], { error: '排序字段有误' }).optional(),
      isAsc: flag.optional(),
      areaCode: z.string().regex(/^\d{6}$/, '地区编码有误').optional(),
    }),
  ),
  responses: jsonOk(dataOf('Paged<ServiceResource>', FILE)),
});

export function tradeRoutes() {
  const r = createRouter();
  r.openapi(jyListRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await jyList(db, now(), c.req.valid('json')));
  });
  r.openapi(detailRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await tradeDetail(db, now(), c.req.valid('query').productId, accountIdOf(c)));
  });
  r.openapi(recommendRoute, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await recommendTrades(db, now(), c.req.valid('form')));
  });
  r.openapi(faqRoute, async (c) => okJson(c, await faqList(c.get('deps').db, c.req.valid('query').groupCode)));
  r.openapi(resourceRoute, async (c) => okJson(c, await serviceResources(c.get('deps').db, c.req.valid('form'))));
  return r;
}
