import { sql } from 'drizzle-orm';
import { MyPlannerPage, MyPlannersQuery } from '@/lib/contract/planner/myPlanners';
import { PLANNER_STATUS } from '@/lib/contract/planner/enums';
import type { DbLike } from '../../db/types';
import { offsetOf, pageOf } from '../../db/paging';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { conversationPairsSql } from '../chat/contacts';
import { orderPairsSql } from '../order/plannerPairs';
import { plannerCardOf } from './present';
import { plannersByIds } from './service';
import { planners } from './schema';
import { rowsOf } from '../../db/rows';

// 我的规划师 (GET /planner/v1/my_planners, inventory my §8): the planners a customer consulted in chat or whose
// orders served them, each once, the most recent contact first. The chat and order modules answer their halves.

type Via = 'chat' | 'order';
const viaOf = (s: string | null): Via[] => (s ?? '').split(',').filter((v): v is Via => v === 'chat' || v === 'order').sort();

export async function myPlanners(db: DbLike, userId: string, page: number, limit: number): Promise<MyPlannerPage> {
  const pairs = sql`((${conversationPairsSql({ customerId: userId })}) union all (${orderPairsSql({ customerId: userId })})) as pairs`;
  // Planners only (an order's planner is checked at checkout, but a profile may have gone since), never oneself.
  const mine = sql`planner_id <> ${userId} and exists (select 1 from ${planners} where ${planners.userId} = pairs.planner_id)`;
  const [count, rows] = await Promise.all([
    db.execute(sql`select count(distinct planner_id)::int as n from ${pairs} where ${mine}`),
    db.execute(sql`
      select planner_id as id, max(at) as at, string_agg(distinct via, ',') as via
      from ${pairs}
      where ${mine}
      group by planner_id
      order by max(at) desc, planner_id
      limit ${limit} offset ${offsetOf(page, limit)}
    `),
  ]);
  const n = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  const list = rowsOf<{ id: string; at: Date | string; via: string | null }>(rows);
  const byId = new Map((await plannersByIds(db, list.map((r) => r.id))).map((p) => [p.userId, p]));
  const records = list.flatMap((r) => {
    const p = byId.get(r.id);
    if (!p) return [];
    return [
      {
        ...plannerCardOf(p),
        recentCompany: p.recentCompany,
        status: p.status,
        contactable: p.status === PLANNER_STATUS.ACTIVE,
        via: viaOf(r.via),
        lastAt: new Date(r.at).toISOString(),
      },
    ];
  });
  return pageOf(records, n, page, limit);
}

const myPlannersRoute = getRoute({
  path: '/api/planner/v1/my_planners',
  tag: '规划师',
  summary: '我的规划师（需登录）：在线咨询过、或为我服务过订单的规划师，去重，最近联系的在前',
  query: MyPlannersQuery,
  data: MyPlannerPage,
});

/** Mounted by ./routes.ts. */
export function myPlannersRoutes() {
  const r = createRouter();
  r.openapi(myPlannersRoute, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await myPlanners(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  return r;
}
