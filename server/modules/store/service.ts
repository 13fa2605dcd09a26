import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { planners, stores, type StoreStats } from '../catalog/schema';
import { PLANNER_STATUS, STORE_TYPE } from '../catalog/enums';
import { beatPercentOf, categoryNames, DEFAULT_MCH_CLASS, percentText } from '../planner/present';
import { plannerRow } from '../planner/service';
import { visibleCategories } from './goods';

type StoreRow = typeof stores.$inferSelect;
const EMPTY_STATS: StoreStats = { personNum: 0, customerNum: 0, maintenanceNum: 0, consultResponse: '', callThroughRate: '' };

export async function storeRow(db: Db, id: string, preview: boolean): Promise<StoreRow> {
  const [s] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!s) throw notFound('店铺不存在');
  if (s.status !== 1 && !preview) throw notFound('店铺已关闭');
  return s;
}

async function modulesOf(db: Db, storeId: string, preview: boolean) {
  const cats = await visibleCategories(db, storeId, preview);
  return [{ id: 'recommend', name: '为您推荐', data: cats }];
}

/** GET /store/v1/planner_store_info: the planner's own store with the merchant it belongs to. */
export async function plannerStoreInfo(db: Db, mchUserId: string, preview: boolean) {
  const p = await plannerRow(db, mchUserId);
  const [store] = await db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.storeType, STORE_TYPE.PLANNER),
        p.storeId ? or(eq(stores.id, p.storeId), eq(stores.ownerUserId, p.userId)) : eq(stores.ownerUserId, p.userId),
      ),
    )
    .orderBy(asc(stores.createdAt))
    .limit(1);
  if (!store) throw notFound('该规划师暂未开通店铺');
  if (store.status !== 1 && !preview) throw notFound('店铺已关闭');
  const [mch] = store.mchStoreId
    ? await db.select({ logo: stores.logo, name: stores.name }).from(stores).where(eq(stores.id, store.mchStoreId)).limit(1)
    : [];
  const [{ percent }, modules] = await Promise.all([beatPercentOf(db, p.point), modulesOf(db, store.id, preview)]);
  return {
    id: store.id,
    mchUserId: p.userId,
    personal: {
      name: p.name,
      headPortrait: p.avatar,
      serveAge: p.serveAge,
      categories: categoryNames(p).slice(0, 3),
      point: p.point,
      beatProp: percentText(percent),
    },
    postName: p.postName,
    plannerStatus: p.status,
    mchClass: p.mchClass || DEFAULT_MCH_CLASS,
    mchUserBusinessCategories: p.businessCategories,
    teamStoreId: store.teamStoreId,
    mchStoreId: store.mchStoreId,
    mchLogo: mch?.logo ?? '',
    mchName: mch?.name ?? '',
    goodsRecommend: store.id,
    modules,
  };
}

/** Active planners whose own store sits in this team, or in this merchant directly or through one of its teams. */
async function storePlanners(db: Db, store: StoreRow) {
  const inStore =
    store.storeType === STORE_TYPE.TEAM
      ? eq(stores.teamStoreId, store.id)
      : or(
          eq(stores.mchStoreId, store.id),
          sql`${stores.teamStoreId} in (select t.id from stores t where t.mch_store_id = ${store.id} and t.store_type = ${STORE_TYPE.TEAM})`,
        );
  return db
    .select({ p: planners })
    .from(planners)
    .innerJoin(stores, and(eq(stores.ownerUserId, planners.userId), eq(stores.storeType, STORE_TYPE.PLANNER)))
    .where(and(eq(planners.status, PLANNER_STATUS.ACTIVE), inStore))
    .orderBy(desc(planners.point), asc(planners.userId))
    .limit(20);
}

/** GET /store/v1/mch_store_info: a merchant store or a team store (planner stores have their own call). */
export async function mchStoreInfo(db: Db, storeId: string, preview: boolean) {
  const store = await storeRow(db, storeId, preview);
  if (store.storeType === STORE_TYPE.PLANNER) throw notFound('店铺不存在');
  const team = store.storeType === STORE_TYPE.TEAM;
  const [parent] =
    team && store.mchStoreId
      ? await db.select({ logo: stores.logo, name: stores.name }).from(stores).where(eq(stores.id, store.mchStoreId)).limit(1)
      : [];
  const [rows, modules] = await Promise.all([storePlanners(db, store), modulesOf(db, store.id, preview)]);
  // Head count is the live number of active planners; the service figures are the store's own statistics.
  const stats = { ...EMPTY_STATS, ...(store.stats ?? {}), personNum: rows.length || store.stats?.personNum || 0 };
  return {
    id: store.id,
    storeType: store.storeType,
    name: store.name,
    mchBaseInfo: { logo: team ? (parent?.logo ?? '') : store.logo, name: team ? (parent?.name ?? '') : store.name },
    teamInfo: team ? { img: store.logo, name: store.name, profile: store.profile } : null,
    banners: store.banners.map((b) => ({ url: b.url, link: b.link ?? '' })),
    mchService: stats,
    teamService: stats,
    goodsRecommend: store.id,
    planners: rows.map(({ p }) => ({
      plannerId: p.userId,
      img: p.avatar,
      name: p.name,
      score: p.point,
      point: p.point,
      category: categoryNames(p)[0] ?? '',
      postName: p.postName,
    })),
    mchStoreId: team ? store.mchStoreId : null,
    mchLogo: team ? (parent?.logo ?? '') : store.logo,
    mchName: team ? (parent?.name ?? '') : store.name,
    modules,
  };
}

