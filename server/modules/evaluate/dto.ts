import { z } from '@hono/zod-openapi';
import { flag, idString, limitField, optional, pageField, pagedSchema, shortText } from '../planner/common';

export const EvaluateListBody = z
  .object({
    ext1: optional(idString('商品ID', 'g_0001')).openapi({ description: '商品ID（服务商品、交易商品或套餐）；与 plannerId 至少传一个' }),
    plannerId: optional(idString('规划师ID')),
    tag: optional(shortText('评价标签', 20)),
    goodOnly: flag('goodOnly'),
    withImages: flag('withImages'),
    start: pageField(),
    limit: limitField(15),
  })
  .openapi('EvaluateListBody');

const Img = z.object({ filepath: z.string() });

export const EvaluationReply = z.object({
  reviewReplyType: z.number().openapi({ description: '1 追评；2 规划师回复' }),
  reviewReplyTime: z.string().openapi({ format: 'date-time' }),
  reviewReplyContent: z.string(),
  imgs: z.array(Img),
  avatar: z.string(),
  userName: z.string(),
});

export const EvaluationRecord = z
  .object({
    id: z.string(),
    avatar: z.string(),
    userName: z.string().openapi({ description: '已脱敏：匿名为“匿名用户”，否则首字加 **', example: '王**' }),
    choiceAnonymous: z.boolean(),
    averageScore: z.number().openapi({ description: '0–1000' }),
    stars: z.number().openapi({ description: 'floor(averageScore / 200)' }),
    evaluateTime: z.string().openapi({ format: 'date-time' }),
    evaluateDate: z.string().openapi({ example: '2024-05-01' }),
    goodEvaluate: z.boolean(),
    evaluateContent: z.string(),
    imgs: z.array(Img),
    evaluateTagList: z.array(z.object({ name: z.string() })),
    reviewStatus: z.number().openapi({ description: '1 有追评' }),
    replyStatus: z.number().openapi({ description: '1 规划师已回复' }),
    followUpDays: z.number().nullable().openapi({ description: '追评距评价的整天数（0 为当天）' }),
    triggerReviewReplies: z.array(EvaluationReply),
    goodsId: z.string().nullable(),
    plannerId: z.string().nullable(),
  })
  .openapi('EvaluationRecord');

export const TagCount = z.object({ name: z.string(), count: z.number() });

export const EvaluationStats = z.object({
  total: z.number(),
  good: z.number(),
  withImages: z.number(),
  goodRate: z.number().nullable().openapi({ description: '好评率，百分数（98.5）' }),
  tags: z.array(TagCount),
});

export const EvaluationPage = pagedSchema(EvaluationRecord)
  .extend({ stats: EvaluationStats })
  .openapi('EvaluationPage');
