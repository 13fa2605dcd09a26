import type { Db } from '../../db/client';
import { badInput } from '../../http/errors';
import type { SpScoreDetail, SpScoreQuery } from '@/lib/contract/store/api';
import { pointLevelOf, SCORE_BASIS, SCORE_DIMENSIONS, SCORE_EXPLAIN } from '@/lib/contract/planner/enums';
import { reviewDimensionAverages } from '../evaluate/dimensions';
import { beatPercentOf } from '../planner/present';
import { plannerRow } from '../planner/service';

/**
 * GET /store/v1/sp_score_detail. With a planner: their score, components and rank among active planners. With only a
 * score (old links carry just ?score=): its rank and the peers' components, the planner's own being unknown.
 */
export async function spScoreDetail(db: Db, input: SpScoreQuery): Promise<SpScoreDetail> {
  if (!input.mchUserId && input.score === undefined) throw badInput('mchUserId：规划师ID与薯片分至少传一个');
  const p = input.mchUserId ? await plannerRow(db, input.mchUserId) : null;
  const point = p ? p.point : (input.score as number);
  const [{ percent, total }, peers, own] = await Promise.all([
    beatPercentOf(db, point),
    reviewDimensionAverages(db, null),
    p ? reviewDimensionAverages(db, p.userId) : new Map<string, number>(),
  ]);
  // Review dimensions are 0–1000; the radar's scale is 0–100 (one decimal).
  const scaled = (v: number | undefined) => (v === undefined ? null : Number((v / 10).toFixed(1)));
  return {
    mchUserId: p?.userId ?? null,
    name: p?.name ?? '',
    point,
    pointLevelName: pointLevelOf(point),
    beatPercent: percent,
    plannerCount: total,
    dimensions: SCORE_DIMENSIONS.map((d) => ({
      name: d.name,
      score: scaled(own.get(d.name)),
      peerAverage: scaled(peers.get(d.name)) ?? 0,
      description: d.description,
    })),
    explain: `${SCORE_EXPLAIN}。${SCORE_BASIS}。`,
  };
}
