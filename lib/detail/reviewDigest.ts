import type { EvaluationRecord } from '@/lib/contract/evaluate/api';

/** 用户评价 of a product page: the newest review, how many there are and the share of good ones. */
export type ReviewDigest = { first: EvaluationRecord | null; total: number; goodRate: number | null };
