import { z } from 'zod';
import { classCode, idString, limitField, optional, pageField, regionCode, shortText, zeroOne } from '../fields';
import { TagCount } from '../evaluate/api';
import { pagedSchema } from '../paging';
import { PLANNER_ORDER_FLAGS } from './enums';

// ——— the one planner shape ———

/**
 * A planner as every answer sends it (spec §3 "Planner"): lists, details, stores, cases, chat and the bottom planner
 * of the goods pages. Answers that know more extend it; none renames its fields.
 */
export const PlannerCard = z
  .object({
    mchUserId: z.string().meta({ description: '规划师ID（IM 会话的 imUserId）' }),
    name: z.string(),
    avatar: z.string(),
    postName: z.string().meta({ description: '职务；未设置时为“企服顾问”' }),
    tagNameList: z.array(z.string()),
    type: z.string().meta({ description: 'IM 用户类型 MERCHANT_B | MERCHANT_S | MERCHANT_USER | MERCHANT_P' }),
    point: z.number().int().meta({ description: '薯片分' }),
  })
  .meta({ id: 'PlannerCard' });
export type PlannerCard = z.infer<typeof PlannerCard>;

export const BusinessCategory = z.object({
  firstTypeCode: z.string(),
  firstTypeName: z.string(),
  secondTypeCode: z.string(),
  secondTypeName: z.string(),
});
export type BusinessCategory = z.infer<typeof BusinessCategory>;

const planStatus = z.number().int().meta({ description: '1 启用 0 禁用 3 离职' });
const goodReputation = z.string().meta({ description: '好评率', example: '98.5%' });
const recomLog = z.string().meta({ description: '推荐记录：<场景>:<商品或分类>:<规划师>，聊天与电话时带上' });

// ——— list (在线直选规划师) and serviced planners ———

export const PlannerListBody = z
  .object({
    keyWords: optional(shortText('规划师姓名', 20)),
    cityCode: optional(regionCode('城市编码')).meta({ description: '默认取请求头 areaCode' }),
    regionCode: optional(regionCode('区县编码', '510104')),
    firstTypeCode: optional(classCode('业务分类')),
    orderByPoint: zeroOne('orderByPoint').meta({ description: '薯片分：1 从高到低，0 从低到高（排序标志只能传一个，默认 orderByPoint=1）' }),
    orderByReputation: zeroOne('orderByReputation').meta({ description: '客户评价分（好评率）' }),
    orderByPayNum: zeroOne('orderByPayNum').meta({ description: '成交量' }),
    start: pageField(),
    limit: limitField(10),
  })
  .superRefine((v, ctx) => {
    const set = PLANNER_ORDER_FLAGS.filter((k) => v[k] !== undefined);
    if (set.length > 1) ctx.addIssue({ code: 'custom', path: [set[1]], message: '排序条件只能选择一个' });
  })
  .meta({ id: 'PlannerListBody' });
export type PlannerListBody = z.infer<typeof PlannerListBody>;

export const PlannerListItem = PlannerCard.extend({
  recentCompany: z.string(),
  payNum: z.number().int().meta({ description: '历史成交' }),
  goodReputation,
  cityCode: z.string(),
  districtCode: z.string().nullable(),
  dggPlannerRecomLog: recomLog,
}).meta({ id: 'PlannerListItem' });
export type PlannerListItem = z.infer<typeof PlannerListItem>;

export const PlannerPage = pagedSchema(PlannerListItem).meta({ id: 'PlannerPage' });
export type PlannerPage = z.infer<typeof PlannerPage>;

export const ServicedQuery = z.object({ start: pageField(), limit: limitField(10) });
export type ServicedQuery = z.infer<typeof ServicedQuery>;

// ——— detail (contact data) ———

export const PlannerDetailQuery = z.object({
  id: idString('规划师ID').meta({ description: '规划师 mchUserId' }),
  requireCode: optional(classCode('需求编码')),
  requireName: optional(shortText('需求名称', 40)),
});
export type PlannerDetailQuery = z.infer<typeof PlannerDetailQuery>;

export const PlannerDetail = PlannerCard.extend({
  prop: z.string().meta({ description: '打败的规划师比例（实时计算）', example: '85%' }),
  show: z.number().int().meta({ description: '1 分享页展示薯片分' }),
  pointLevelName: z.string(),
  serveAge: z.number().int().meta({ description: '从业年限' }),
  status: planStatus,
  statusName: z.string(),
  payNum: z.number().int(),
  goodReputation,
  mchUserBusinessCategories: z.array(BusinessCategory),
  storeId: z.string().nullable(),
  requireCode: z.string().meta({ description: '回显' }),
  requireName: z.string().meta({ description: '回显' }),
  servesRequire: z.boolean().meta({ description: '业务范围包含 requireCode（未传时为 true）' }),
}).meta({ id: 'PlannerDetail' });
export type PlannerDetail = z.infer<typeof PlannerDetail>;

// ——— business card (/planner/detail) and its review summary ———

export const MchUserQuery = z.object({ mchUserId: idString('规划师ID') });
export type MchUserQuery = z.infer<typeof MchUserQuery>;

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
  createTime: z.number().meta({ description: '毫秒时间戳' }),
});
const News = z.object({ id: z.string(), title: z.string(), imageUrl: z.string(), createTime: z.string() });
export type ContentWenda = z.infer<typeof Wenda>;
export type ContentArticle = z.infer<typeof Article>;
export type ContentNews = z.infer<typeof News>;

export const PlannerBusinessCard = PlannerCard.extend({
  status: z.string().meta({ description: 'BUSINESS_CARD_STATUS_ON_SHELF 为上架，其余为未上架（其余内容为空）' }),
  title: z.string().meta({ description: '名片徽章，如 金牌规划师' }),
  userNo: z.string(),
  merchantName: z.string(),
  phone: z.string().meta({ description: '脱敏号码；拨打请用 bind_hidden', example: '139****9000' }),
  baseInfo: z.object({ wechat: z.string(), mailbox: z.string(), lawyerIntro: z.string() }),
  officeAddress: z.string(),
  baseData: z.object({
    serviceExperience: z.string(),
    peopleServed: z.number().nullable(),
    dealNumber: z.number().nullable(),
    responseTime: z.number().nullable().meta({ description: '秒' }),
    favComRate: z.number().nullable().meta({ description: '好评率百分数' }),
    Evaluator: z.number(),
  }),
  pointLevelName: z.string(),
  prop: z.string(),
  show: z.number().int(),
  label: z.string().meta({ description: '"a|b"，至多 5 个' }),
  plannerStatus: planStatus,
  live: z
    .object({ id: z.string(), coverUrl: z.string(), createTime: z.string(), viewCount: z.number(), studioName: z.string() })
    .nullable(),
  titleNavs: z.array(z.string()),
  content: z.object({ wenda: z.array(Wenda), article: z.array(Article), hotNews: z.array(News) }),
  dggPlannerRecomLog: recomLog,
}).meta({ id: 'PlannerBusinessCard' });
export type PlannerBusinessCard = z.infer<typeof PlannerBusinessCard>;

/** find_card: how customers rate the planner. */
export const PlannerEvaluateSummary = PlannerCard.extend({
  payNum: z.number().int(),
  goodReputation,
  evaluateCount: z.number().int().meta({ description: '展示中的评价数' }),
  averageScore: z.number().nullable().meta({ description: '平均评分 0–1000，无评价时为 null' }),
  evaluateTags: z.array(TagCount),
}).meta({ id: 'PlannerEvaluateSummary' });
export type PlannerEvaluateSummary = z.infer<typeof PlannerEvaluateSummary>;

export const CardEvaluateQuery = z.object({ mchUserId: idString('规划师ID'), start: pageField(), limit: limitField(10) });
export type CardEvaluateQuery = z.infer<typeof CardEvaluateQuery>;

// ——— recommendations of a goods page ———

export const RecommendQuery = z.object({
  area: optional(regionCode('城市编码')),
  firstTypeCode: optional(classCode('一级分类')),
  level_2_ID: optional(classCode('二级分类')),
  productId: optional(idString('商品ID', 'g_0001')),
  productType: optional(shortText('商品类型', 40)),
  sceneId: optional(z.string().regex(/^[a-z0-9-]{1,40}$/, '场景有误')).meta({ example: 'app-cpxqye-01' }),
  deviceId: optional(shortText('设备标识', 128)),
  user_id: optional(shortText('用户ID', 64)),
  platform: optional(shortText('平台', 10)),
  page: pageField(),
  limit: limitField(3, 20),
});
export type RecommendQuery = z.infer<typeof RecommendQuery>;

export const RecommendPlanner = PlannerCard.extend({
  payNum: z.number().int(),
  goodReputation,
  mchUserBusinessCategories: z.array(BusinessCategory),
  dggPlannerRecomLog: recomLog,
}).meta({ id: 'RecommendPlanner' });
export type RecommendPlanner = z.infer<typeof RecommendPlanner>;

export const RecommendPage = pagedSchema(RecommendPlanner).meta({ id: 'RecommendPlannerPage' });
export type RecommendPage = z.infer<typeof RecommendPage>;
