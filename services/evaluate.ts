/** Review (evaluation) reads: goods reviews of /detail and /detail/commentList, planner reviews (inventory §10, §18). */
import { http, type Http } from '@/lib/http';

export type EvaluateImage = { filepath: string };

/** 1 = the customer's follow-up review, 2 = the planner's reply. */
export type EvaluationReply = {
  reviewReplyType: 1 | 2;
  /** ISO time. */
  reviewReplyTime: string;
  reviewReplyContent: string;
  imgs: EvaluateImage[];
  avatar: string;
  userName: string;
};

export type EvaluationRecord = {
  id: string;
  avatar: string;
  /** Already masked by the server (匿名用户 when anonymous, 王** otherwise). */
  userName: string;
  choiceAnonymous: boolean;
  /** 0–1000; stars = floor(averageScore / 200). */
  averageScore: number;
  stars: number;
  /** ISO time, and its China date YYYY-MM-DD. */
  evaluateTime: string;
  evaluateDate: string;
  goodEvaluate: boolean;
  evaluateContent: string;
  imgs: EvaluateImage[];
  evaluateTagList: { name: string }[];
  /** 1 when there is a follow-up review, 1 when the planner replied. */
  reviewStatus: 0 | 1;
  replyStatus: 0 | 1;
  /** Whole days between the review and the follow-up (0 = 当天), null without one. */
  followUpDays: number | null;
  triggerReviewReplies: EvaluationReply[];
  /** Goods or planner the review is about. */
  goodsId: string | null;
  plannerId: string | null;
};

export type EvaluationPage = {
  records: EvaluationRecord[];
  totalCount: number;
  totalPage: number;
  current: number;
  limit: number;
  /** Over all shown reviews of the subject, before the tag / goodOnly / withImages filters (for filter chips). */
  stats: {
    total: number;
    good: number;
    withImages: number;
    /** Share of good reviews, percent (98.5); null without reviews. */
    goodRate: number | null;
    /** Review tags with their counts, most used first. */
    tags: { name: string; count: number }[];
  };
};

export type EvaluateListInput = {
  /** Goods id (service goods, trade listing or combo). One of ext1 / plannerId is required. */
  ext1?: string;
  plannerId?: string;
  /** Only reviews carrying this tag name. */
  tag?: string;
  /** 1: only good reviews (好评). */
  goodOnly?: 0 | 1;
  /** 1: only reviews with images (有图). */
  withImages?: 0 | 1;
  /** Page from 1. */
  start?: number;
  limit?: number;
};

export const findAlreadyEvaluatePageList = (input: EvaluateListInput, client: Http = http) =>
  client.post<EvaluationPage>('/evaluate/v1/find_already_evaluate_page_list', input);

/** Reviews of one goods (the commentList page). */
export const goodsEvaluations = (goodsId: string, start = 1, limit = 15, client: Http = http) =>
  findAlreadyEvaluatePageList({ ext1: goodsId, start, limit }, client);
