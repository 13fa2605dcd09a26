/** The feature loaders of services/loaders/, called the way their pages call them, with a fake client. */
import { pageLoader } from '@/lib/pageLoader';
import { SERVICE_CLASS } from '@/server/modules/catalog/enums';
import { bareLanding, lacksQuery, loadBareLanding, tradeDictCodesFor } from '@/services/loaders/bareLanding';
import { canonicalDetailPath, loadDetailPage } from '@/services/loaders/detail';
import { loadMchStore, loadPlannerStore } from '@/services/loaders/store';
import { loadTradeDetail } from '@/services/loaders/trade';
import { failWith, fakeClient, fakeContext, propsOf } from './support/fakePage';

type Client = ReturnType<typeof fakeClient>['client'];

/** Runs a loader through pageLoader as its page does: the result, and the HTTP status it set. */
async function run<T>(load: (client: Client, query: Record<string, string>, resolvedUrl: string) => Promise<T>, client: Client, query = {}, resolvedUrl = '/p') {
  const { ctx, res } = fakeContext(query, { resolvedUrl });
  const page = pageLoader(({ query: q }) => load(client, q, resolvedUrl) as never, { errorPage: true });
  return { result: await page(ctx), status: res.statusCode };
}

const goods = (over: Record<string, unknown> = {}) => ({
  id: 'g1',
  classCodeOne: SERVICE_CLASS.TRADEMARK,
  clientDetail: '<p onclick="x()">说明</p><script>alert(1)</script>',
  skus: [{ skuId: 's1' }, { skuId: 's2' }],
  defaultSkuId: 's1',
  ...over,
});
const digest = { first: null, total: 3, goodRate: 100 };

describe('services/loaders/detail', () => {
  it('answers the goods with a sanitised description, the SKU asked for and its canonical path', async () => {
    const coupons = [{ id: 'ct_site_50' }];
    const midAds = [{ id: 'ad_1', locationCode: 'ad100149' }];
    const { client, calls } = fakeClient({ '/goods/v4/detail_page': () => ({ goods: goods(), reviews: digest, planner: null, coupons, midAds }) });
    const { result, status } = await run((c, q) => loadDetailPage(c, q, 'default'), client, { productId: ' g1 ', skuId: 's2' });
    const data = propsOf(result).data as Record<string, unknown>;
    expect(status).toBe(200);
    expect(calls).toEqual([{ url: '/goods/v4/detail_page', payload: { productId: 'g1' } }]);
    expect(data).toMatchObject({ productId: 'g1', error: null, initialSkuId: 's2', reviews: digest, planner: null, isShare: false, coupons, midAds });
    expect((data.goods as { clientDetail: string }).clientDetail).not.toMatch(/script|onclick/);
    expect(data.canonicalPath).toBe(canonicalDetailPath({ id: 'g1', classCodeOne: SERVICE_CLASS.TRADEMARK }));
  });

  it('falls back to the default SKU when the one asked for is not on sale', async () => {
    const { client } = fakeClient({ '/goods/v4/detail_page': () => ({ goods: goods(), reviews: digest, planner: null, coupons: [], midAds: [] }) });
    const { result } = await run((c, q) => loadDetailPage(c, q, 'default'), client, { id: 'g1', skuId: 'nope' });
    expect(propsOf(result).data).toMatchObject({ productId: 'g1', initialSkuId: 's1' });
  });

  it('without a product: 404 and the not-found state, nothing asked', async () => {
    const { client, calls } = fakeClient();
    const { result, status } = await run((c, q) => loadDetailPage(c, q, 'law'), client, { productId: ' ' });
    expect(status).toBe(404);
    expect(propsOf(result).data).toMatchObject({ variant: 'law', error: 'notFound', goods: null });
    expect(calls).toEqual([]);
  });

  it('an unknown goods is 404 not found, a failing service 500 failed, an invalid session goes to login', async () => {
    for (const [code, status, error] of [
      [404, 404, 'notFound'],
      [400, 404, 'notFound'],
      [500, 500, 'failed'],
    ] as const) {
      const { client } = fakeClient({ '/goods/v4/detail_page': failWith(code) });
      const out = await run((c, q) => loadDetailPage(c, q, 'default'), client, { productId: 'g1' });
      expect(out.status).toBe(status);
      expect(propsOf(out.result).data).toMatchObject({ error });
    }
    const { client } = fakeClient({ '/goods/v4/detail_page': failWith(5223) });
    const out = await run((c, q) => loadDetailPage(c, q, 'default'), client, { productId: 'g1' }, '/detail?productId=g1');
    expect(out.result).toEqual({ redirect: { destination: '/login?redirect=%2Fdetail%3FproductId%3Dg1', permanent: false } });
  });

  it('on /detail, a link with classCodeOne moves (permanently) to its vertical page with the rest of its query', async () => {
    const { client, calls } = fakeClient();
    const url = `/detail?productId=g1&classCodeOne=${SERVICE_CLASS.TRADEMARK}&x=1&x=2`;
    const { result } = await run((c, q, u) => loadDetailPage(c, q, 'default', { classCodeOneFrom: u }), client, { productId: 'g1' }, url);
    expect(result).toEqual({ redirect: { destination: '/detail/server/zscq?productId=g1&x=1&x=2', permanent: true } });
    expect(calls).toEqual([]);
  });
});

describe('services/loaders/trade', () => {
  const listing = (over: Record<string, unknown> = {}) => ({
    id: 't1',
    dictCode: 'CATE-JYZY-SB',
    tradeKey: 'SB',
    typeCode: 'FL20201224136273',
    classCodeLevelList: ['FL20201224136273', 'L2'],
    clientDetail: '<p>ok</p><script>x</script>',
    ...over,
  });

  it('a listing of another kind is sent to the route of its kind; on an info page, to its info page', async () => {
    const { client } = fakeClient({ '/tc_product/v1/detail': () => listing() });
    expect((await run((c, q) => loadTradeDetail(c, q, { slug: 'company' }), client, { productId: 't1' })).result).toEqual({
      redirect: { destination: '/detail/transaction/brand?productId=t1', permanent: false },
    });
    expect((await run((c, q) => loadTradeDetail(c, q, { slug: 'patent', route: 'info' }), client, { productId: 't1' })).result).toEqual({
      redirect: { destination: '/detail/info/brand?productId=t1', permanent: false },
    });
  });

  it('an info page of the right kind answers the sanitised listing without asking for a planner', async () => {
    const { client, calls } = fakeClient({ '/tc_product/v1/detail': () => listing() });
    const { result } = await run((c, q) => loadTradeDetail(c, q, { slug: 'brand', route: 'info' }), client, { id: 't1', plannerId: 'p9' });
    expect(propsOf(result).data).toMatchObject({ productId: 't1', error: null, planner: null, detail: { id: 't1', clientDetail: '<p>ok</p>' } });
    expect(calls.map((c) => c.url)).toEqual(['/tc_product/v1/detail']);
  });

  it('a missing listing is 404, an unknown one 404, a failure 500; an invalid session goes to login', async () => {
    expect((await run((c, q) => loadTradeDetail(c, q), fakeClient().client, {})).status).toBe(404);
    const notFound = await run((c, q) => loadTradeDetail(c, q), fakeClient({ '/tc_product/v1/detail': failWith(404) }).client, { productId: 't1' });
    expect([notFound.status, (propsOf(notFound.result).data as { error: string }).error]).toEqual([404, 'notFound']);
    const failed = await run((c, q) => loadTradeDetail(c, q), fakeClient({ '/tc_product/v1/detail': failWith(-1) }).client, { productId: 't1' });
    expect([failed.status, (propsOf(failed.result).data as { error: string }).error]).toEqual([500, 'failed']);
    const session = await run((c, q) => loadTradeDetail(c, q), fakeClient({ '/tc_product/v1/detail': failWith(9984) }).client, { productId: 't1' });
    expect(session.result).toEqual({ redirect: { destination: '/login?redirect=%2Fp', permanent: false } });
  });
});

describe('services/loaders/store', () => {
  const store = (storeType: string) => ({ storeType, goodsRecommend: 'R1', modules: [{ data: [{ id: 'c2' }] }] });
  const categories = [{ id: 'c1' }, { id: 'c2' }];

  it('loads the store, its categories and the first goods page of the tab the query asks for', async () => {
    const { client, calls } = fakeClient({
      '/store/v1/mch_store_info': () => store('merchant'),
      '/store/v1/recommend_goods_classify': () => categories,
      '/store/v1/recommend_goods': () => ({ records: [], current: 1, totalPage: 1 }),
    });
    const { result } = await run((c, q) => loadMchStore(c, q, { kind: 'merchant', limit: 4, otherPath: '/store/groupStore' }), client, { storeId: 's1', active: '0' });
    expect(propsOf(result).data).toMatchObject({ storeId: 's1', activeId: 'c1', error: null, first: { records: [] } });
    expect(calls.at(-1)).toEqual({ url: '/store/v1/recommend_goods', payload: { storeId: 'R1', typeId: 'c1', page: 1, limit: 4, type: undefined } });
  });

  it('a store of the other kind is sent to its own page, keeping preview mode', async () => {
    const { client } = fakeClient({ '/store/v1/mch_store_info': () => store('team') });
    const { result } = await run((c, q) => loadMchStore(c, q, { kind: 'merchant', limit: 4, otherPath: '/store/groupStore' }), client, { storeId: 's 1', pageStatus: 'preview' });
    expect(result).toEqual({ redirect: { destination: '/store/groupStore?storeId=s%201&pageStatus=preview', permanent: false } });
  });

  it('keeps each page its own texts: missing, not found, failed', async () => {
    const team = (c: Client, q: Record<string, string>) => loadMchStore(c, q, { kind: 'team', limit: 10, otherPath: '/x' });
    const missing = await run(team, fakeClient().client, {});
    expect([missing.status, (propsOf(missing.result).data as { error: string }).error]).toEqual([404, '获取团队店铺信息失败']);
    const failed = await run(team, fakeClient({ '/store/v1/mch_store_info': failWith(500) }).client, { storeId: 's1' });
    expect([failed.status, (propsOf(failed.result).data as { error: string }).error]).toEqual([500, '请求失败！']);
    const planner = await run((c, q) => loadPlannerStore(c, q, 10), fakeClient({ '/store/v1/planner_store_info': failWith(404) }).client, { mchUserId: 'm1' });
    expect([planner.status, (propsOf(planner.result).data as { error: string }).error]).toEqual([404, '抱歉，未找到该规划师店铺']);
    const session = await run((c, q) => loadPlannerStore(c, q, 10), fakeClient({ '/store/v1/planner_store_info': failWith(5223) }).client, { mchUserId: 'm1' });
    expect(session.result).toEqual({ redirect: { destination: '/login?redirect=%2Fp', permanent: false } });
  });
});

describe('services/loaders/bareLanding', () => {
  it('lacksQuery: none of the names carries a value', () => {
    expect(lacksQuery({ id: '', x: '1' }, ['productId', 'id'])).toBe(true);
    expect(lacksQuery({ id: 'g1' }, ['productId', 'id'])).toBe(false);
  });

  it('a trade landing mixes the kinds of its path; a failing source leaves its section out', async () => {
    expect(tradeDictCodesFor('/detail/transaction/patent')).toEqual(['CATE-JYZY-ZL']);
    expect(tradeDictCodesFor('/detail/transactionDetails')).toHaveLength(3);
    const { client } = fakeClient({
      '/recommend/v2/selling_goods': () => ({ records: [{ id: 'g1' }] }),
      '/recommend/v2/trade_goods': (p) => ({ records: [{ id: `t-${String(p?.dictCode)}` }] }),
    });
    const data = await loadBareLanding(client, 'trade', '/detail/transaction/brand');
    expect(data).toEqual({ kind: 'trade', path: '/detail/transaction/brand', goods: [{ id: 'g1' }], trades: [{ id: 't-CATE-JYZY-SB' }], planners: [], cases: [] });
  });

  it('is the page loader option: the landing of the opened path when the subject is missing', async () => {
    const bare = bareLanding('image', ['url', 'imageUrl']);
    expect(bare.when({ title: 'x' })).toBe(true);
    const { client } = fakeClient({ '/recommend/v2/selling_goods': () => ({ records: [] }) });
    const landing = await bare.load({ client, resolvedUrl: '/img?title=x' } as never);
    expect(landing).toMatchObject({ kind: 'image', path: '/img', goods: [], planners: [] });
  });
});
