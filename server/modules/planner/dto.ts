import { z } from '@hono/zod-openapi';
import { classCode, flag, idString, limitField, optional, pageField, pagedSchema, regionCode, shortText } from './common';
import { EvaluationPage, TagCount } from '../evaluate/dto';

export const PlannerListBody = z
  .object({
    keyWords: optional(shortText('规划师姓名', 20)),
    cityCode: optional(regionCode('城市编码')).openapi({ description: '默认取请求头 areaCode' }),
    regionCode: optional(regionCode('区县编码', '510104')),
    firstTypeCode: optional(classCode('业务分类')),
    orderByPoint: flag('orderByPoint').openapi({ description: '薯片分：1 从高到低，0 从低到高（排序标志只能传一个，默认 orderByPoint=1）' }),
    orderByReputation: flag('orderByReputation').openapi({ description: '客户评价分（好评率）' }),
    orderByPayNum: flag('orderByPayNum').openapi({ description: '成交量' }),
    start: pageField(),
    limit: limitField(10),
  })
  .superRefine((v, ctx) => {
    const set = (['orderByPoint', 'orderByReputation', 'orderByPayNum'] as const).filter((k) => v[k] !== undefined);
    if (set.length > 1) ctx.addIssue({ code: 'custom', path: [set[1]], message: '排序条件只能选择一个' });
  })
  .openapi('PlannerListBody');

export const BusinessCategory = z.object({
  firstTypeCode: z.string(),
  firstTypeName: z.string(),
  secondTypeCode: z.string(),
  secondTypeName: z.string(),
});

export const PlannerListItem = z
  .object({
    mchUserId: z.string(),
    userName: z.string(),
    mchUserName: z.string(),
    img: z.string(),
    postName: z.string(),
    recentCompany: z.string(),
    tagList: z.array(z.string()),
    payNum: z.number(),
    goodReputation: z.string().openapi({ example: '98.5%' }),
    point: z.number(),
    type: z.string().openapi({ description: 'IM 用户类型 MERCHANT_B | MERCHANT_S | MERCHANT_USER' }),
    cityCode: z.string(),
    districtCode: z.string().nullable(),
    dggPlannerRecomLog: z.string(),
  })
  .openapi('PlannerListItem');

export const PlannerPage = pagedSchema(PlannerListItem).openapi('PlannerPage');

export const PlannerDetailQuery = z.object({
  id: idString('规划师ID').openapi({ description: '规划师 mchUserId' }),
  requireCode: optional(classCode('需求编码')),
  requireName: optional(shortText('需求名称', 40)),
});

export const PlannerDetail = z
  .object({
    id: z.string(),
    mchUserId: z.string(),
    name: z.string(),
    userName: z.string(),
    img: z.string(),
    portrait: z.string(),
    zwName: z.string(),
    postName: z.string(),
    mchClass: z.string(),
    type: z.string(),
    tagNameList: z.array(z.string()),
    prop: z.string().openapi({ description: '打败的规划师比例（实时计算）', example: '85%' }),
    show: z.number().openapi({ description: '1 分享页展示薯片分' }),
    point: z.number(),
    pointLevelName: z.string(),
    serveAge: z.number(),
    status: z.number().openapi({ description: '1 启用 0 禁用 3 离职' }),
    statusName: z.string(),
    payNum: z.number(),
    goodReputation: z.string(),
    mchUserBusinessCategories: z.array(BusinessCategory),
    storeId: z.string().nullable(),
    requireCode: z.string(),
    requireName: z.string(),
    servesRequire: z.boolean(),
  })
  .openapi('PlannerDetail');

export const MchUserQuery = z.object({ mchUserId: idString('规划师ID') });

const Wenda = z.object({
  id: z.string(),
  title: z.string(),
  contentText: z.string(),
  contentImageUrl: z.string(),
  applaudCount: z.number(),
  remarkCount: z.number(),
});
const Article = z.object({
  id: z.string(),
  title: z.string(),
  contentImageUrl: z.string(),
  totalBrowseCount: z.number(),
  applaudCount: z.number(),
  createTime: z.number().openapi({ description: '毫秒时间戳' }),
});
const News = z.object({ id: z.string(), title: z.string(), imageUrl: z.string(), createTime: z.string() });

export const PlannerCard = z
  .object({
    mchUserId: z.string(),
    status: z.string().openapi({ description: 'BUSINESS_CARD_STATUS_ON_SHELF 为上架，其余为未上架' }),
    image: z.string(),
    title: z.string(),
    userName: z.string(),
    userNo: z.string(),
    merchantName: z.string(),
    phone: z.string().openapi({ description: '脱敏号码；拨打请用 bind_hidden', example: '139****9000' }),
    baseInfo: z.object({ wechat: z.string(), mailbox: z.string(), lawyerIntro: z.string() }),
    officeAddress: z.string(),
    baseData: z.object({
      serviceExperience: z.string(),
      peopleServed: z.number().nullable(),
      dealNumber: z.number().nullable(),
      responseTime: z.number().nullable().openapi({ description: '秒' }),
      favComRate: z.number().nullable().openapi({ description: '好评率百分数' }),
      Evaluator: z.number(),
    }),
    point: z.number(),
    pointLevelName: z.string(),
    prop: z.string(),
    show: z.number(),
    tagNameList: z.array(z.string()),
    label: z.string(),
    mchClass: z.string(),
    plannerStatus: z.number(),
    live: z
      .object({ id: z.string(), coverUrl: z.string(), createTime: z.string(), viewCount: z.number(), studioName: z.string() })
      .nullable(),
    titleNavs: z.array(z.string()),
    content: z.object({ wenda: z.array(Wenda), article: z.array(Article), hotNews: z.array(News) }),
    dggPlannerRecomLog: z.string(),
  })
  .openapi('PlannerCard');

export const PlannerCardSummary = z
  .object({
    mchUserId: z.string(),
    userName: z.string(),
    img: z.string(),
    postName: z.string(),
    point: z.number(),
    payNum: z.number(),
    goodReputation: z.string(),
    evaluateCount: z.number(),
    averageScore: z.number().nullable().openapi({ description: '平均评分 0–1000' }),
    evaluateTags: z.array(TagCount),
  })
  .openapi('PlannerCardSummary');

export const CardEvaluateQuery = z.object({ mchUserId: idString('规划师ID'), start: pageField(), limit: limitField(10) });
export { EvaluationPage };

export const RecommendQuery = z.object({
  area: optional(regionCode('城市编码')),
  firstTypeCode: optional(classCode('一级分类')),
  level_2_ID: optional(classCode('二级分类')),
  productId: optional(idString('商品ID', 'g_0001')),
  productType: optional(shortText('商品类型', 40)),
  sceneId: optional(z.string().regex(/^[a-z0-9-]{1,40}$/, '场景有误')).openapi({ example: 'app-cpxqye-01' }),
  deviceId: optional(shortText('设备标识', 128)),
  user_id: optional(shortText('用户ID', 64)),
  platform: optional(shortText('平台', 10)),
  page: pageField(),
  limit: limitField(3, 20),
});

export const RecommendPlanner = z
  .object({
    mchUserId: z.string(),
    userName: z.string(),
    name: z.string(),
    img: z.string(),
    portrait: z.string(),
    postName: z.string(),
    point: z.number(),
    payNum: z.number(),
    goodReputation: z.string(),
    tagNameList: z.array(z.string()),
    mchUserBusinessCategories: z.array(BusinessCategory),
    type: z.string(),
    dggPlannerRecomLog: z.string(),
  })
  .openapi('RecommendPlanner');

export const RecommendPage = pagedSchema(RecommendPlanner).openapi('RecommendPlannerPage');

export const ServicedQuery = z.object({ start: pageField(), limit: limitField(10) });
