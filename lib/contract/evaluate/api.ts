import { z } from 'zod';
import { idField, idString, limitField, listField, oneOf, optText, optional, pageField, shortText, text, zeroOne } from '../fields';
import { pagedSchema } from '../paging';

/**
 * The evaluation calls (/api/evaluate/v1/*): the shown reviews of a goods or a planner (reading), and the buyer's
 * 评价中心, writing, follow-up and the planner's reply (writing).
 */

// ---- requests: reading ----

export const FindAlreadyEvaluatePageListBody = z
  .object({
    ext1: optional(idString('商品ID', 'g_0001')).meta({ description: '商品ID（服务商品、交易商品或套餐）；与 plannerId 至少传一个' }),
    plannerId: optional(idString('规划师ID')),
    /** Only reviews carrying this tag. */
    tag: optional(shortText('评价标签', 20)),
    /** 1: only good reviews (好评). */
    goodOnly: zeroOne('goodOnly'),
    /** 1: only reviews with images (有图). */
    withImages: zeroOne('withImages'),
    /** Page from 1. */
    start: pageField(),
    limit: limitField(15),
  })
  .meta({ id: 'EvaluateListBody' });
export type FindAlreadyEvaluatePageListBody = z.infer<typeof FindAlreadyEvaluatePageListBody>;
/** ext1 (goods id: service goods, trade listing or combo) or plannerId is required; start is the page from 1. */
export type EvaluateListInput = Partial<FindAlreadyEvaluatePageListBody>;

// ---- requests: writing ----

export const GetEvaluateListBody = z.object({
  page: pageField(),
  limit: limitField(15),
  /** 1 待评价; 2,3,4,5 已评价. */
  evaluateStatus: listField('评价状态', 5),
});
export type GetEvaluateListBody = z.infer<typeof GetEvaluateListBody>;

export const GetEvaluateDetailQuery = z.object({ infoId: idField('订单ID') });

const score = z.coerce.number({ error: '服务评分须为数字' }).int('服务评分有误').min(2, '请选择服务评分哦').max(10, '服务评分有误');

export const AddEvaluateBody = z.object({
  infoId: idField('订单ID'),
  /** stars × 2 (2–10). */
  serverScore: z.preprocess((v) => (v === '' ? undefined : v), score),
  /** JSON array of {id, name, fraction} (fraction = stars × 2), every dimension. */
  evaluateDimensionList: optional(z.string().max(2000, '维度评分过长')),
  /** JSON array of tag names. */
  evaluateTagList: optional(z.string().max(1000, '评价标签过长')),
  evaluateContent: optText('评价内容', 500),
  choiceAnonymous: optional(oneOf(['0', '1'], '匿名只能为0或1')).default('0'),
  /** Up to 5 upload ids or urls. */
  images: listField('评价图片', 5),
  sourceSyscode: optional(z.string().max(40)),
});
export type AddEvaluateBody = z.infer<typeof AddEvaluateBody>;

export const AddReviewOrReplyBody = z.object({
  submitEvaluateId: idField('评价ID'),
  reviewReplyContent: text('追评内容', 500),
  /** 1 the reviewer's follow-up, 2 the planner's reply. */
  reviewReplyType: optional(oneOf(['1', '2'], '类型有误')).default('1'),
  images: listField('追评图片', 5),
  sourceSyscode: optional(z.string().max(40)),
});
export type AddReviewOrReplyBody = z.infer<typeof AddReviewOrReplyBody>;

export const CensusNumQuery = z.object({});
export const EvaluateNumQuery = z.object({});

// ---- responses ----

const Img = z.object({ filepath: z.string() });
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

export const EvaluationReply = z.object({
  reviewReplyType: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 追评；2 规划师回复' }),
  reviewReplyTime: z.string().meta({ format: 'date-time' }),
  reviewReplyContent: z.string(),
  imgs: z.array(Img),
  avatar: z.string(),
  userName: z.string(),
});
export type EvaluationReply = z.infer<typeof EvaluationReply>;

export const EvaluationRecord = z
  .object({
    id: z.string(),
    avatar: z.string(),
    userName: z.string().meta({ description: '已脱敏：匿名为“匿名用户”，否则首字加 **', example: '王**' }),
    choiceAnonymous: z.boolean(),
    averageScore: z.number().int().meta({ description: '0–1000' }),
    stars: z.number().int().meta({ description: 'floor(averageScore / 200)' }),
    evaluateTime: z.string().meta({ format: 'date-time' }),
    evaluateDate: z.string().meta({ example: '2024-05-01' }),
    goodEvaluate: z.boolean(),
    evaluateContent: z.string(),
    imgs: z.array(Img),
    evaluateTagList: z.array(z.object({ name: z.string() })),
    reviewStatus: zeroOrOne.meta({ description: '1 有追评' }),
    replyStatus: zeroOrOne.meta({ description: '1 规划师已回复' }),
    followUpDays: z.number().int().nullable().meta({ description: '追评距评价的整天数（0 为当天）' }),
    triggerReviewReplies: z.array(EvaluationReply),
    goodsId: z.string().nullable(),
    plannerId: z.string().nullable(),
  })
  .meta({ id: 'EvaluationRecord' });
export type EvaluationRecord = z.infer<typeof EvaluationRecord>;

export const TagCount = z.object({ name: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCount>;

export const EvaluationStats = z.object({
  total: z.number().int(),
  good: z.number().int(),
  withImages: z.number().int(),
  goodRate: z.number().nullable().meta({ description: '好评率，百分数（98.5）；没有评价为 null' }),
  tags: z.array(TagCount).meta({ description: '评价标签及其数量，多的在前' }),
});
export type EvaluationStats = z.infer<typeof EvaluationStats>;

/** stats are over every shown review of the subject, before the tag / goodOnly / withImages filters (for the chips). */
export const EvaluationPage = pagedSchema(EvaluationRecord).extend({ stats: EvaluationStats }).meta({ id: 'EvaluationPage' });
export type EvaluationPage = z.infer<typeof EvaluationPage>;

export const EvaluateCenterItem = z.object({
  evaluateCenterId: z.string().meta({ description: '订单项（orders.id），作为 infoId 传' }),
  infoId: z.string(),
  submitEvaluateId: z.string().nullable(),
  orderId: z.string(),
  orderNo: z.string().meta({ description: '订单编号：客户订单号（与订单页一致）' }),
  goodsId: z.string(),
  indexImg: z.string(),
  orderName: z.string(),
  orderDesc: z.string(),
  evaluateStatus: z.enum(['1', '3']).meta({ description: "'1' 待评价，'3' 已评价" }),
  isReview: zeroOrOne.meta({ description: '1：还可以追评' }),
  isEffective: zeroOrOne.meta({ description: '0：已被禁用（该条评价已被禁用）' }),
  completedAt: z.string().nullable(),
});
export type EvaluateCenterItem = z.infer<typeof EvaluateCenterItem>;
export const EvaluateCenterPage = pagedSchema(EvaluateCenterItem);
export type EvaluateCenterPage = z.infer<typeof EvaluateCenterPage>;

export const MyEvaluation = z.object({
  id: z.string(),
  infoId: z.string(),
  goodsId: z.string().nullable(),
  plannerId: z.string().nullable(),
  avatar: z.string(),
  userName: z.string(),
  choiceAnonymous: z.boolean(),
  serverScore: z.number().int().meta({ description: '2–10（星数 × 2）' }),
  averageScore: z.number().int().meta({ description: '0–1000' }),
  stars: z.number().int(),
  evaluateDimensionList: z.array(z.object({ id: z.string(), name: z.string(), fraction: z.number().int() })),
  evaluateTagList: z.array(z.object({ name: z.string() })),
  evaluateContent: z.string(),
  imgs: z.array(Img),
  goodEvaluate: z.boolean(),
  evaluateTime: z.string(),
  evaluateDate: z.string(),
  reviewStatus: zeroOrOne,
  replyStatus: zeroOrOne,
  triggerReviewReplies: z.array(EvaluationReply),
  isEffective: zeroOrOne,
});
export type MyEvaluation = z.infer<typeof MyEvaluation>;

export const EvaluateWriteDetail = z.object({
  infoId: z.string(),
  orderNo: z.string(),
  goodsId: z.string(),
  indexImg: z.string(),
  orderName: z.string(),
  orderDesc: z.string(),
  canEvaluate: z.boolean(),
  evaluateStatus: z.enum(['0', '1', '3']).meta({ description: "'0' 订单未完成，'1' 待评价，'3' 已评价" }),
  evaluateDimensionList: z.array(z.object({ id: z.string(), name: z.string() })),
  evaluateTagList: z.array(z.object({ name: z.string() })),
  choiceSupportAnonymous: z.boolean(),
  planner: z.object({ plannerId: z.string(), name: z.string(), avatar: z.string() }).nullable(),
  evaluation: MyEvaluation.nullable(),
});
export type EvaluateWriteDetail = z.infer<typeof EvaluateWriteDetail>;

export const CensusNum = z.object({ toEvaluate: z.number().int(), evaluated: z.number().int() });
export type CensusNum = z.infer<typeof CensusNum>;

export const EvaluateNum = z.number().int().meta({ description: '待评价数量' });
