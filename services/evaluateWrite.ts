/** Writing reviews (my.md §6): 评价中心, write, follow-up. Reading lists: services/evaluate.ts. Server: server/modules/evaluate/write*. */
import { http, type Http } from '@/lib/http';
import type { CensusNum, EvaluateCenterPage, EvaluateWriteDetail, MyEvaluation } from '@/lib/contract/evaluate/api';
import { EVALUATED_FILTER, PENDING_FILTER, type ReplyType } from '@/lib/contract/evaluate/enums';

export type { EvaluateCenterItem, EvaluateWriteDetail, MyEvaluation } from '@/lib/contract/evaluate/api';

/** 评价中心 (get_evaluate_list): the 待评价 tab when pending, else 已评价. */
export const evaluateCenterList = (pending: boolean, page = 1, limit = 15, client: Http = http) =>
  client.post<EvaluateCenterPage>('/evaluate/v1/get_evaluate_list', { page, limit, evaluateStatus: pending ? PENDING_FILTER : EVALUATED_FILTER });
/** The write page's data (get_evaluate_detail). */
export const evaluateWriteDetail = (infoId: string, client: Http = http) => client.get<EvaluateWriteDetail>('/evaluate/v1/get_evaluate_detail', { infoId });

export type AddEvaluationInput = {
  infoId: string;
  /** stars × 2 (2–10). */
  serverScore: number;
  /** Every dimension, fraction = stars × 2. */
  evaluateDimensionList: MyEvaluation['evaluateDimensionList'];
  evaluateTagList: string[];
  evaluateContent?: string;
  choiceAnonymous?: 0 | 1;
  /** Up to 5 upload ids/urls (services/upload.ts). */
  images?: string[];
};
/** add_evaluate. 404 not the buyer's order; 409 订单完成后才能评价 / 该订单已评价，不能重复评价; 400 维度评分不能为空哦. */
export const addEvaluation = (input: AddEvaluationInput, client: Http = http) =>
  client.post<MyEvaluation>('/evaluate/v1/add_evaluate', {
    ...input,
    evaluateDimensionList: JSON.stringify(input.evaluateDimensionList),
    evaluateTagList: JSON.stringify(input.evaluateTagList),
    images: input.images?.join(','),
  });
/** 追评 (type 1, the reviewer, once) or planner reply (type 2, once). */
export const addReviewOrReply = (
  input: { submitEvaluateId: string; reviewReplyContent: string; reviewReplyType?: ReplyType; images?: string[] },
  client: Http = http,
) => client.post<MyEvaluation>('/evaluate/v1/add_review_or_reply', { ...input, images: input.images?.join(',') });
export const censusNum = (client: Http = http) => client.get<CensusNum>('/evaluate/v1/census_num', {});
/** 待评价 badge of 我的 (evaluate_num). */
export const evaluateNum = (client: Http = http) => client.get<number>('/evaluate/v1/evaluate_num', {});
