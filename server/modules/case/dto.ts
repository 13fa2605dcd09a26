import { z } from '@hono/zod-openapi';
import { classCode, idString, jsonField, limitField, optional, pageField, pagedSchema, regionCode } from '../planner/common';

const OrderItem = z.object({
  column: z.enum(['isTop', 'caseScore', 'createTime'], { error: '排序字段只能是 isTop、caseScore 或 createTime' }),
  asc: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: '排序方向有误' }),
});

export const CaseListBody = z
  .object({
    page: pageField(),
    limit: limitField(15),
    productTypeCode: optional(
      z.enum(['PRO_CLASS_TYPE_SERVICE', 'PRO_CLASS_TYPE_TRANSACTION'], { error: '商品类型只能是服务或交易' }),
    ),
    productOneBelongCode: optional(classCode('一级分类')),
    productTwoBelongCode: optional(classCode('二级分类')),
    productThreeBelongCode: optional(classCode('三级分类')),
    dealProvince: optional(regionCode('省份编码', '510000')),
    dealCity: optional(regionCode('城市编码')),
    dealArea: optional(regionCode('区县编码', '510104')),
    plannerId: optional(idString('规划师ID')).openapi({ description: '只看该规划师签约的案例' }),
    orderItems: jsonField(z.array(OrderItem, { error: '排序条件有误' }).max(3, '排序条件最多3个'), '排序条件').openapi({
      description: 'JSON 数组 [{column, asc}]；默认置顶优先、再按创建时间倒序',
      example: '[{"column":"caseScore","asc":false}]',
    }),
    ids: jsonField(z.array(z.string().max(64, '案例ID有误'), { error: '案例ID列表有误' }).max(50, '案例ID最多50个'), '案例ID列表').openapi({
      description: 'JSON 数组，只查这些案例',
    }),
  })
  .openapi('CaseListBody');

export const CaseDetailQuery = z.object({ id: idString('案例ID', 'case_001') });

const CaseItemShape = {
  id: z.string(),
  caseName: z.string(),
  caseType: z.string().openapi({ description: 'CASE_TYPE_1 服务 / CASE_TYPE_2 交易' }),
  caseImg: z.string().nullable(),
  caseScore: z.number().nullable().openapi({ description: '×100（960 即 9.6 分）' }),
  caseScoreText: z.string().openapi({ example: '9.6' }),
  dealTime: z.number().openapi({ description: '办理周期（天）' }),
  commodityAmountFen: z.number(),
  commodityAmount: z.string().openapi({ example: '12800.00' }),
  dealProvince: z.string(),
  dealCity: z.string(),
  dealArea: z.string(),
  readNum: z.number(),
  isTop: z.boolean(),
  caseIntro: z.string(),
  productTypeCode: z.string(),
  productOneBelongCode: z.string().nullable(),
  productTwoBelongCode: z.string().nullable(),
  productThreeBelongCode: z.string().nullable(),
  createTime: z.string().openapi({ format: 'date-time' }),
};

export const CaseItem = z.object(CaseItemShape).openapi('CaseItem');
export const CasePage = pagedSchema(CaseItem).openapi('CasePage');

const Section = z.object({ content: z.string(), imgs: z.array(z.string()) });

export const CaseDetail = z
  .object({
    ...CaseItemShape,
    labels: z.array(z.string()),
    headImgs: z.array(z.string()),
    intro: Section,
    process: z.array(z.object({ name: z.string(), from: z.string(), to: z.string(), content: z.string(), imgs: z.array(z.string()) })),
    result: Section,
    priceData: z.array(z.object({ name: z.string(), amountFen: z.number(), amount: z.string() })),
    priceTotal: z.string(),
    expert: z.object({
      overall: z.number().nullable(),
      level: z.string().openapi({ description: '优秀（>6）/ 良好' }),
      dimensions: z.array(z.object({ name: z.string(), fraction: z.number() })),
      comment: z.string(),
    }),
    reviews: z.array(z.object({ userName: z.string(), date: z.string(), content: z.string(), imgs: z.array(z.string()) })),
    signer: z
      .object({
        mchUserId: z.string(),
        name: z.string(),
        img: z.string(),
        postName: z.string(),
        point: z.number(),
        serveNum: z.number(),
        type: z.string(),
        status: z.number(),
      })
      .nullable(),
    members: z.array(z.object({ mchUserId: z.string().nullable(), name: z.string(), img: z.string(), role: z.string() })),
  })
  .openapi('CaseDetail');
