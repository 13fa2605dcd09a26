import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ClassifyBody, MchStoreInfo, PlannerStoreInfo, RecommendGoodsBody, StoreGoodsCategory, StoreGoodsPage, StoreModule } from '@/lib/contract/store/api';
import { STORE_PREVIEW, STORE_STATUS, STORE_TYPE } from '@/lib/contract/store/enums';
import { beatPercentOf, categoryNames, percentText, plannerCardOf } from '../planner/present';
import { activePlannersByIds, plannerRow } from '../planner/service';
import { assertCategory, storeGoodsPage, visibleCategories } from './goods';
import { stores, type StoreStats } from './schema';

type StoreRow = typeof stores.$inferSelect;
const EMPTY_STATS: StoreStats = { personNum: 0, customerNum: 0, maintenanceNum: 0, consultResponse: '', callThroughRate: '' };
/** The planners a merchant or team store shows. */
const STORE_PLANNERS_MAX = 20;

export async function storeRow(db: Db, id: string, preview: boolean): Promise<StoreRow> {
  const [s] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!s) throw notFound('店铺不存在');
  if (s.status !== STORE_STATUS.OPEN && !preview) throw notFound('店铺已关闭');
  return s;
}

async function modulesOf(db: Db, storeId: string, preview: boolean): Promise<StoreModule[]> {
  const cats = await visibleCategories(db, storeId, preview);
  return [{ id: 'recommend', name: '为您推荐', data: cats }];
}

/** GET /store/v1/planner_store_info: the planner's own store with the merchant it belongs to. */
export async function plannerStoreInfo(db: Db, mchUserId: string, preview: boolean): Promise<PlannerStoreInfo> {
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
  if (store.status !== STORE_STATUS.OPEN && !preview) throw notFound('店铺已关闭');
  const [mch] = store.mchStoreId
    ? await db.select({ logo: stores.logo, name: stores.name }).from(stores).where(eq(stores.id, store.mchStoreId)).limit(1)
    : [];
  const [{ percent }, modules] = await Promise.all([beatPercentOf(db, p.point), modulesOf(db, store.id, preview)]);
  return {
    id: store.id,
    personal: {
      ...plannerCardOf(p),
      serveAge: p.serveAge,
      categories: categoryNames(p).slice(0, 3),
      beatProp: percentText(percent),
      status: p.status,
      mchUserBusinessCategories: p.businessCategories,
    },
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
  const teams =
    store.storeType === STORE_TYPE.TEAM
      ? [store.id]
      : (
          await db
            .select({ id: stores.id })
            .from(stores)
            .where(and(eq(stores.mchStoreId, store.id), eq(stores.storeType, STORE_TYPE.TEAM)))
        ).map((t) => t.id);
  const inStore =
    store.storeType === STORE_TYPE.TEAM
      ? eq(stores.teamStoreId, store.id)
      : teams.length
        ? or(eq(stores.mchStoreId, store.id), inArray(stores.teamStoreId, teams))
        : eq(stores.mchStoreId, store.id);
  const owners = await db
    .select({ id: stores.ownerUserId })
    .from(stores)
    .where(and(eq(stores.storeType, STORE_TYPE.PLANNER), inStore));
  const ids = [...new Set(owners.map((o) => o.id).filter((id): id is string => !!id))];
  return activePlannersByIds(db, ids, STORE_PLANNERS_MAX);
}

/** GET /store/v1/mch_store_info: a merchant store or a team store (planner stores have their own call). */
export async function mchStoreInfo(db: Db, storeId: string, preview: boolean): Promise<MchStoreInfo> {
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
    storeType: team ? STORE_TYPE.TEAM : STORE_TYPE.MERCHANT,
    name: store.name,
    mchBaseInfo: { logo: team ? (parent?.logo ?? '') : store.logo, name: team ? (parent?.name ?? '') : store.name },
    teamInfo: team ? { img: store.logo, name: store.name, profile: store.profile } : null,
    banners: store.banners.map((b) => ({ url: b.url, link: b.link ?? '' })),
    mchService: stats,
    teamService: stats,
    goodsRecommend: store.id,
    planners: rows.map((p) => ({ ...plannerCardOf(p), category: categoryNames(p)[0] ?? '' })),
    mchStoreId: team ? store.mchStoreId : null,
    mchLogo: team ? (parent?.logo ?? '') : store.logo,
    mchName: team ? (parent?.name ?? '') : store.name,
    modules,
  };
}

/** POST /store/v1/recommend_goods_classify: the goods tabs of a store (outside preview, only tabs with goods on sale). */
export async function recommendGoodsClassify(db: Db, input: ClassifyBody): Promise<StoreGoodsCategory[]> {
  const preview = input.type === STORE_PREVIEW;
  const store = await storeRow(db, input.goodsRecommend ?? input.storeId, preview);
  return visibleCategories(db, store.id, preview);
}

/** POST /store/v1/recommend_goods: one tab of a store's goods. */
export async function recommendGoods(db: Db, input: RecommendGoodsBody): Promise<StoreGoodsPage> {
  const preview = input.type === STORE_PREVIEW;
  await storeRow(db, input.storeId, preview);
  if (input.typeId && !(await assertCategory(db, input.storeId, input.typeId))) throw notFound('商品分类不存在');
  return storeGoodsPage(db, { ...input, preview });
}
