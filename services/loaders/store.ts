/**
 * First screen of the store pages (inventory §14): the store (a planner's, a merchant's or a team's), its goods
 * categories and the first goods page of the active category.
 */
import { REQUEST_FAILED } from '@/lib/constants';
import type { Http } from '@/lib/http';
import { readFailure, redirectTo, withStatus, type PageAnswer } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import type { Paged } from '@/services/planner';
import { mchStoreInfo, plannerStoreInfo, recommendGoods, recommendGoodsClassify, type MchStoreInfo, type PlannerStoreInfo, type StoreGoodsCategory, type StoreGoodsItem } from '@/services/store';
import { firstTab, storeFlags, withMode, type StoreFlags } from '@/lib/store/storeQuery';

export type MchStoreProps = {
  storeId: string;
  store: MchStoreInfo | null;
  categories: StoreGoodsCategory[];
  activeId: string;
  first: Paged<StoreGoodsItem> | null;
  flags: StoreFlags;
  error: string | null;
};

export type MchStoreRoute = {
  kind: 'merchant' | 'team';
  /** Goods per page: 4 on the store's home, 10 on the category lists. */
  limit: number;
  /** Where a store of the other kind belongs (same query). */
  otherPath: string;
};

export async function loadMchStore(client: Http, query: Query, { kind, limit, otherPath }: MchStoreRoute): Promise<PageAnswer<MchStoreProps>> {
  const storeId = query.storeId || '';
  const flags = storeFlags(query);
  const base: MchStoreProps = { storeId, store: null, categories: [], activeId: '', first: null, flags, error: null };
  const missing = kind === 'team' ? '获取团队店铺信息失败' : '缺少店铺参数!';
  if (!storeId) return withStatus(404, { ...base, error: missing });
  const type = flags.mode || undefined;
  try {
    const store = await mchStoreInfo({ storeId, type }, client);
    if (store.storeType !== kind) return redirectTo(withMode(`${otherPath}?storeId=${encodeURIComponent(storeId)}`, flags));
    const categories = await recommendGoodsClassify({ storeId: store.goodsRecommend, type }, client).catch(() => []);
    // ?typeId= (or ?active= holding an id) picks the tab; ?active= holding an index does too.
    const wanted = query.typeId || query.active || '';
    const byIndex = /^\d+$/.test(wanted) ? categories[Number(wanted)]?.id : undefined;
    const activeId = firstTab(categories, store.modules, byIndex ?? wanted);
    const first = await recommendGoods({ storeId: store.goodsRecommend, typeId: activeId || undefined, page: 1, limit, type }, client).catch(() => null);
    return { ...base, store, categories, activeId, first };
  } catch (err) {
    const { notFound, status } = readFailure(err);
    return withStatus(status, { ...base, error: notFound ? missing : REQUEST_FAILED });
  }
}

export type PlannerStoreProps = {
  mchUserId: string;
  info: PlannerStoreInfo | null;
  categories: StoreGoodsCategory[];
  activeId: string;
  first: Paged<StoreGoodsItem> | null;
  flags: StoreFlags;
  error: string | null;
};

/** /store/plannerStore (inventory §14.1): a planner's store; `limit` goods per page. */
export async function loadPlannerStore(client: Http, query: Query, limit: number): Promise<PageAnswer<PlannerStoreProps>> {
  const mchUserId = query.mchUserId || '';
  const flags = storeFlags(query);
  const base: PlannerStoreProps = { mchUserId, info: null, categories: [], activeId: '', first: null, flags, error: null };
  if (!mchUserId) return withStatus(404, { ...base, error: '缺少规划师参数!' });
  try {
    const info = await plannerStoreInfo({ mchUserId, type: flags.mode || undefined }, client);
    const categories = await recommendGoodsClassify({ storeId: info.goodsRecommend, type: flags.mode || undefined }, client).catch(() => []);
    const activeId = firstTab(categories, info.modules);
    const first = await recommendGoods(
      { storeId: info.goodsRecommend, typeId: activeId || undefined, page: 1, limit, type: flags.mode || undefined },
      client,
    ).catch(() => null);
    return { ...base, info, categories, activeId, first };
  } catch (err) {
    const { notFound, status } = readFailure(err);
    return withStatus(status, { ...base, error: notFound ? '抱歉，未找到该规划师店铺' : REQUEST_FAILED });
  }
}
