import { z } from 'zod';
import { classCode, idString, jsonField, limitField, optional, pageField, regionCode } from '../fields';
import { pagedSchema } from '../paging';
import { PlannerCard } from '../planner/api';
import { CASE_ORDER_COLUMNS, CASE_PRODUCT_TYPES } from './enums';

// ——— requests ———

const OrderItem = z.object({
  column: z.enum(CASE_ORDER_COLUMNS, { error: '排序字段只能是 isTop、caseScore 或 createTime' }),
  asc: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: '排序方向有误' }),
});

export const CaseListBody = z
  .object({
    page: pageField(),
    limit: limitField(15),
    productTypeCode: optional(z.enum(CASE_PRODUCT_TYPES, { error: '商品类型只能是服务或交易' })),
    productOneBelongCode: optional(classCode('一级分类')),
    productTwoBelongCode: optional(classCode('二级分类')),
    productThreeBelongCode: optional(classCode('三级分类')),
    dealProvince: optional(regionCode('省份编码', '510000')),
    dealCity: optional(regionCode('城市编码')),
    dealArea: optional(regionCode('区县编码', '510104')),
    plannerId: optional(idString('规划师ID')).meta({ description: '只看该规划师签约的案例' }),
    orderItems: jsonField(z.array(OrderItem, { error: '排序条件有误' }).max(3, '排序条件最多3个'), '排序条件').meta({
      description: 'JSON 数组 [{column, asc}]；默认置顶优先、再按创建时间倒序',
      example: '[{"column":"caseScore","asc":false}]',
    }),
    ids: jsonField(z.array(z.string().max(64, '案例ID有误'), { error: '案例ID列表有误' }).max(50, '案例ID最多50个'), '案例ID列表').meta({
      description: 'JSON 数组，只查这些案例',
    }),
  })
  .meta({ id: 'CaseListBody' });
export type CaseListBody = z.infer<typeof CaseListBody>;

export const CaseDetailQuery = z.object({ id: idString('案例ID', 'case_001') });
export type CaseDetailQuery = z.infer<typeof CaseDetailQuery>;

// ——— answers ———

export const CaseItem = z
  .object({
    id: z.string(),
    caseName: z.string(),
    caseType: z.string().meta({ description: 'CASE_TYPE_1 服务 / CASE_TYPE_2 交易' }),
    caseImg: z.string().nullable(),
    caseScore: z.number().int().nullable().meta({ description: '×100（960 即 9.6 分），未评分为 null' }),
    caseScoreText: z.string().meta({ example: '9.6' }),
    dealTime: z.number().int().meta({ description: '办理周期（天）' }),
    commodityAmountFen: z.number().int(),
    commodityAmount: z.string().meta({ example: '12800.00' }),
    dealProvince: z.string(),
    dealCity: z.string(),
    dealArea: z.string(),
    readNum: z.number().int(),
    isTop: z.boolean(),
    caseIntro: z.string().meta({ description: '案例简介的第一段' }),
    productTypeCode: z.string(),
    productOneBelongCode: z.string().nullable(),
    productTwoBelongCode: z.string().nullable(),
    productThreeBelongCode: z.string().nullable(),
    createTime: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'CaseItem' });
export type CaseItem = z.infer<typeof CaseItem>;

export const CasePage = pagedSchema(CaseItem).meta({ id: 'CasePage' });
export type CasePage = z.infer<typeof CasePage>;

export const CaseSection = z.object({ content: z.string(), imgs: z.array(z.string()) });
export type CaseSection = z.infer<typeof CaseSection>;

export const CaseStep = z.object({
  name: z.string(),
  from: z.string().meta({ description: 'YYYY-MM-DD' }),
  to: z.string(),
  content: z.string(),
  imgs: z.array(z.string()),
});
export type CaseStep = z.infer<typeof CaseStep>;

/** The staff of a case as the case recorded them (not necessarily planners of the site). */
export const CaseMember = z.object({ mchUserId: z.string().nullable(), name: z.string(), avatar: z.string(), role: z.string() });
export type CaseMember = z.infer<typeof CaseMember>;

/** The signing planner, with live numbers from the planner profile. */
export const CaseSigner = PlannerCard.extend({
  payNum: z.number().int().meta({ description: '服务次数' }),
  status: z.number().int().meta({ description: '1 启用 0 禁用 3 离职' }),
});
export type CaseSigner = z.infer<typeof CaseSigner>;

export const CaseDetail = CaseItem.extend({
  labels: z.array(z.string()),
  headImgs: z.array(z.string()),
  intro: CaseSection,
  process: z.array(CaseStep).meta({ description: '服务案例为时间线；交易案例为一步（无日期）' }),
  result: CaseSection,
  priceData: z.array(z.object({ name: z.string(), amountFen: z.number().int(), amount: z.string() })).meta({ description: '报价方案（元）' }),
  priceTotal: z.string(),
  expert: z.object({
    overall: z.number().nullable().meta({ description: '满分 10；无点评时为 null' }),
    level: z.enum(['优秀', '良好', '']).meta({ description: '优秀（>6）/ 良好' }),
    dimensions: z.array(z.object({ name: z.string(), fraction: z.number() })),
    comment: z.string(),
  }),
  reviews: z.array(z.object({ userName: z.string(), date: z.string(), content: z.string(), imgs: z.array(z.string()) })),
  signer: CaseSigner.nullable(),
  members: z.array(CaseMember),
}).meta({ id: 'CaseDetail' });
export type CaseDetail = z.infer<typeof CaseDetail>;
