/**
 * getServerSideProps of the merchant and team store pages (inventory §14.2–14.5): the store, its goods categories
 * and the first goods page of the active category.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import type { Paged } from '@/services/planner';
import { getMchStoreInfo, recommendGoods, recommendGoodsClassify, type MchStoreInfo, type StoreGoodsCategory, type StoreGoodsItem } from '@/services/store';
import { firstTab, q1, storeFlags, withMode, type StoreFlags } from './storeQuery';

export type MchStoreProps = {
  storeId: string;
  store: MchStoreInfo | null;
  categories: StoreGoodsCategory[];
  activeId: string;
  first: Paged<StoreGoodsItem> | null;
  flags: StoreFlags;
  error: string | null;
};

type Options = {
  kind: 'merchant' | 'team';
  /** Goods per page: 4 on the store's home, 10 on the category lists. */
  limit: number;
  /** Where a store of the other kind belongs (same query). */
  otherPath: string;
};

export async function loadMchStore(ctx: GetServerSidePropsContext, { kind, limit, otherPath }: Options): Promise<GetServerSidePropsResult<MchStoreProps>> {
  const { req, res, query, resolvedUrl } = ctx;
  const storeId = q1(query.storeId);
  const flags = storeFlags(query);
  const base: MchStoreProps = { storeId, store: null, categories: [], activeId: '', first: null, flags, error: null };
  const missing = kind === 'team' ? '获取团队店铺信息失败' : '缺少店铺参数!';
  if (!storeId) {
    res.statusCode = 404;
    return { props: { ...base, error: missing } };
  }
  const client = serverHttp(req);
  const type = flags.mode || undefined;
  try {
    const store = await getMchStoreInfo({ storeId, type }, client);
    if (store.storeType !== kind) {
      return { redirect: { destination: withMode(`${otherPath}?storeId=${encodeURIComponent(storeId)}`, flags), permanent: false } };
    }
    const categories = await recommendGoodsClassify({ storeId: store.goodsRecommend, type }, client).catch(() => []);
    // ?typeId= (or ?active= holding an id) picks the tab; ?active= holding an index does too.
    const wanted = q1(query.typeId) || q1(query.active);
    const byIndex = /^\d+$/.test(wanted) ? categories[Number(wanted)]?.id : undefined;
    const activeId = firstTab(categories, store.modules, byIndex ?? wanted);
    const first = await recommendGoods({ storeId: store.goodsRecommend, typeId: activeId || undefined, page: 1, limit, type }, client).catch(() => null);
    return { props: { ...base, store, categories, activeId, first } };
  } catch (err) {
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? missing : '请求失败！' } };
  }
}
