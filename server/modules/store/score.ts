import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badInput } from '../../http/errors';
import { planners } from '../catalog/schema';
import { PLANNER_STATUS } from '../catalog/enums';
import { beatPercentOf } from '../planner/present';
import { plannerRow } from '../planner/service';

/** The five components of 薯片分 and what each measures (the radar of /store/spScoreDetail). */
export const SCORE_DIMENSIONS: readonly { name: string; description: string }[] = [
  { name: '基础素质', description: '资质认证、从业年限与专业能力' },
  { name: '行业影响', description: '行业经验、成功案例与客户口碑' },
  { name: '平台参与度', description: '在线时长、响应速度与内容贡献' },
  { name: '质量评价', description: '客户评分、好评率与投诉情况' },
  { name: '平台合作', description: '履约守约、协作配合与合规经营' },
];
export const SCORE_EXPLAIN = '薯片分是对规划师的综合衡量，薯片分越高综合表现越好。';

/** Mean of each component over active planners, rounded to 1 decimal. */
async function peerAverages(db: Db): Promise<Map<string, number>> {
  const res = await db.execute<{ name: string; avg: string }>(
    sql`select d->>'name' as name, avg((d->>'score')::numeric) as avg
        from ${planners}, jsonb_array_elements(${planners.pointDimensions}) as d
        where ${planners.status} = ${PLANNER_STATUS.ACTIVE} group by d->>'name'`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: { name: string; avg: string }[] }).rows) ?? [];
  return new Map(rows.map((r) => [String(r.name), Number(Number(r.avg).toFixed(1))]));
}

/**
 * GET /store/v1/sp_score_detail. With a planner: their score, components and rank among active planners. With only a
 * score (old links carry just ?score=): its rank and the peers' components, the planner's own being unknown.
 */
export async function spScoreDetail(db: Db, input: { mchUserId?: string; score?: number }) {
  if (!input.mchUserId && input.score === undefined) throw badInput('mchUserId：规划师ID与薯片分至少传一个');
  const p = input.mchUserId ? await plannerRow(db, input.mchUserId) : null;
  const point = p ? p.point : (input.score as number);
  const [{ percent, total }, peers] = await Promise.all([beatPercentOf(db, point), peerAverages(db)]);
  const own = new Map((p?.pointDimensions ?? []).map((d) => [d.name, d.score]));
  return {
    mchUserId: p?.userId ?? null,
    name: p?.name ?? '',
    point,
    pointLevelName: p?.pointLevelName ?? '',
    beatPercent: percent,
    plannerCount: total,
    dimensions: SCORE_DIMENSIONS.map((d) => ({
      name: d.name,
      score: p ? (own.get(d.name) ?? null) : null,
      peerAverage: peers.get(d.name) ?? 0,
      description: d.description,
    })),
    explain: SCORE_EXPLAIN,
  };
}
