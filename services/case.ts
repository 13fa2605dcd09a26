/** Case studies (inventory §15): the case square and a case's detail. */
import { http, type Http } from '@/lib/http';
import type { Paged } from './planner';

export type CaseType = 'CASE_TYPE_1' | 'CASE_TYPE_2';

export type CaseItem = {
  id: string;
  caseName: string;
  /** CASE_TYPE_1 service, CASE_TYPE_2 trade. */
  caseType: CaseType | string;
  caseImg: string | null;
  /** ×100 (960 = 9.6 分), null when not scored; caseScoreText "9.6". */
  caseScore: number | null;
  caseScoreText: string;
  /** Days. */
  dealTime: number;
  commodityAmountFen: number;
  /** Yuan with 2 decimals. */
  commodityAmount: string;
  dealProvince: string;
  dealCity: string;
  dealArea: string;
  /** caseDefaultRead + caseRealReadNum. */
  readNum: number;
  isTop: boolean;
  /** First paragraph of the introduction (案例简介). */
  caseIntro: string;
  productTypeCode: string;
  productOneBelongCode: string | null;
  productTwoBelongCode: string | null;
  productThreeBelongCode: string | null;
  /** ISO time. */
  createTime: string;
};

export type CaseOrderColumn = 'isTop' | 'caseScore' | 'createTime';

export type CaseListInput = {
  page?: number;
  limit?: number;
  /** PRO_CLASS_TYPE_TRANSACTION | PRO_CLASS_TYPE_SERVICE. */
  productTypeCode?: string;
  productOneBelongCode?: string;
  productTwoBelongCode?: string;
  productThreeBelongCode?: string;
  /** Region codes (province / city / district). */
  dealProvince?: string;
  dealCity?: string;
  dealArea?: string;
  /** Default: isTop desc, createTime desc. 评分由高到低: caseScore desc, createTime desc. */
  orderItems?: { column: CaseOrderColumn; asc: boolean }[];
  /** Only these ids. */
  ids?: string[];
  /** Only cases this planner signed (mchUserId). */
  plannerId?: string;
};

export const CASE_SORTS = {
  default: [
    { column: 'isTop', asc: false },
    { column: 'createTime', asc: false },
  ],
  score: [
    { column: 'caseScore', asc: false },
    { column: 'createTime', asc: false },
  ],
} satisfies Record<string, CaseListInput['orderItems']>;

export const listCases = (input: CaseListInput, client: Http = http) =>
  client.post<Paged<CaseItem>>('/case/v1/case_list', input);

export type CaseSection = { content: string; imgs: string[] };
export type CaseStep = { name: string; /** YYYY-MM-DD */ from: string; to: string; content: string; imgs: string[] };
export type CaseMember = { mchUserId: string | null; name: string; img: string; role: string };

export type CaseDetail = CaseItem & {
  labels: string[];
  headImgs: string[];
  intro: CaseSection;
  /** Service cases: a timeline; trade cases: one step without dates. */
  process: CaseStep[];
  result: CaseSection;
  /** Quote (报价方案), service cases only: yuan strings. */
  priceData: { name: string; amountFen: number; amount: string }[];
  priceTotal: string;
  expert: {
    /** Out of 10, e.g. 9.2; null when there is no review. */
    overall: number | null;
    level: '优秀' | '良好' | '';
    dimensions: { name: string; fraction: number }[];
    comment: string;
  };
  reviews: { userName: string; /** YYYY-MM-DD */ date: string; content: string; imgs: string[] }[];
  /** The signing planner, with live numbers from the planner profile. */
  signer: {
    mchUserId: string;
    name: string;
    img: string;
    postName: string;
    point: number;
    serveNum: number;
    type: string;
    status: 0 | 1 | 3;
  } | null;
  members: CaseMember[];
};

export const getCaseDetail = (id: string, client: Http = http) => client.get<CaseDetail>('/case/v1/case_detail', { id });
