/** Writing reviews (my.md §6): 评价中心, write, follow-up. Reading lists: services/evaluate.ts. Server: server/modules/evaluate/write*. */
import { http, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';

export type EvaluateCenterItem = {
  /** The order item (orders.id) — pass as infoId. */
  evaluateCenterId: string;
  infoId: string;
  submitEvaluateId: string | null;
  orderId: string;
  orderNo: string;
  goodsId: string;
  indexImg: string;
  orderName: string;
  orderDesc: string;
  /** '1' 待评价, '3' 已评价 */
  evaluateStatus: '1' | '3';
  /** 1: 追评 still possible. */
  isReview: 0 | 1;
  /** 0: hidden by moderation (toast 该条评价已被禁用). */
  isEffective: 0 | 1;
  completedAt: string | null;
};
export type { Paged };

export type MyEvaluation = {
  id: string;
  infoId: string;
  goodsId: string | null;
  plannerId: string | null;
  avatar: string;
  userName: string;
  choiceAnonymous: boolean;
  /** 2–10 (stars × 2). */
  serverScore: number;
  /** 0–1000. */
  averageScore: number;
  stars: number;
  evaluateDimensionList: { id: string; name: string; fraction: number }[];
  evaluateTagList: { name: string }[];
  evaluateContent: string;
  imgs: { filepath: string }[];
  goodEvaluate: boolean;
  evaluateTime: string;
  evaluateDate: string;
  reviewStatus: 0 | 1;
  replyStatus: 0 | 1;
  triggerReviewReplies: { reviewReplyType: number; reviewReplyTime: string; reviewReplyContent: string; imgs: { filepath: string }[]; avatar: string; userName: string }[];
  isEffective: 0 | 1;
};
export type EvaluateWriteDetail = {
  infoId: string;
  orderNo: string;
  goodsId: string;
  indexImg: string;
  orderName: string;
  orderDesc: string;
  canEvaluate: boolean;
  /** '0' order not completed, '1' to evaluate, '3' evaluated. */
  evaluateStatus: '0' | '1' | '3';
  evaluateDimensionList: { id: string; name: string }[];
  evaluateTagList: { name: string }[];
  choiceSupportAnonymous: boolean;
  planner: { plannerId: string; name: string; avatar: string } | null;
  evaluation: MyEvaluation | null;
};

export const evaluateCenterList = (pending: boolean, page = 1, limit = 15, client: Http = http) =>
  client.post<Paged<EvaluateCenterItem>>('/evaluate/v1/get_evaluate_list', { page, limit, evaluateStatus: pending ? '1' : '2,3,4,5' });
export const evaluateWriteDetail = (infoId: string, client: Http = http) => client.get<EvaluateWriteDetail>('/evaluate/v1/get_evaluate_detail', { infoId });

export type AddEvaluationInput = {
  infoId: string;
  /** stars × 2 (2–10). */
  serverScore: number;
  /** Every dimension, fraction = stars × 2. */
  evaluateDimensionList: { id: string; name: string; fraction: number }[];
  evaluateTagList: string[];
  evaluateContent?: string;
  choiceAnonymous?: 0 | 1;
  /** Up to 5 upload ids/urls (services/upload.ts). */
  images?: string[];
};
/** 404 not the buyer's order; 409 订单完成后才能评价 / 该订单已评价，不能重复评价; 400 维度评分不能为空哦. */
export const addEvaluation = (input: AddEvaluationInput, client: Http = http) =>
  client.post<MyEvaluation>('/evaluate/v1/add_evaluate', {
    ...input,
    evaluateDimensionList: JSON.stringify(input.evaluateDimensionList),
    evaluateTagList: JSON.stringify(input.evaluateTagList),
    images: input.images?.join(','),
  });
/** 追评 (type 1, the reviewer, once) or planner reply (type 2, once). */
export const addReviewOrReply = (input: { submitEvaluateId: string; reviewReplyContent: string; reviewReplyType?: 1 | 2; images?: string[] }, client: Http = http) =>
  client.post<MyEvaluation>('/evaluate/v1/add_review_or_reply', { ...input, images: input.images?.join(',') });
export const censusNum = (client: Http = http) => client.get<{ toEvaluate: number; evaluated: number }>('/evaluate/v1/census_num', {});
/** 待评价 badge of 我的. */
export const evaluateNum = (client: Http = http) => client.get<number>('/evaluate/v1/evaluate_num', {});
