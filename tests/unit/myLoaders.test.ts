/** The loaders of 我的收藏 and 账单, called the way their pages call them, with a fake client. */
import { describe, expect, it } from 'vitest';
import { pageLoader, type PageLoadContext } from '@/lib/pageLoader';
import { loadFavourites } from '@/services/loaders/myFavourites';
import { loadBillDetail, loadBillList } from '@/services/loaders/myBills';
import { ALL_TABS, GOODS_TABS } from '@/lib/favourites/favouriteRules';
import { failWith, fakeClient, fakeContext, propsOf } from './support/fakePage';

type Client = ReturnType<typeof fakeClient>['client'];
const page = <T>(records: T[]) => ({ records, totalCount: records.length, totalPage: 1, current: 1, limit: 10 });

/** Runs a loader through pageLoader as its page does, with the fake client in place of the visitor's. */
async function run<T>(load: (pc: PageLoadContext) => Promise<T>, client: Client, query: Record<string, string> = {}, opts: { required?: string[] } = {}) {
  const { ctx, res } = fakeContext(query, { resolvedUrl: '/my/x' });
  const gssp = pageLoader((pc) => load({ ...pc, client }) as never, opts);
  return { result: await gssp(ctx), status: res.statusCode };
}

describe('services/loaders/myFavourites', () => {
  it('loads the tab of the address with its first page, as rows keyed by the favourite id', async () => {
    const saved = { id: 'fav_1', targetType: 'trade', targetId: 't1', name: '商标', img: '', subtitle: '', priceText: '', href: '/x', gone: false, createdAt: '' };
    const { client, calls } = fakeClient({ '/save/v1/list': () => page([saved]) });
    const { result } = await run((pc) => loadFavourites(pc, ALL_TABS), client, { tab: 'trade', type: '3' });
    expect(calls).toEqual([{ url: '/save/v1/list', payload: { targetType: 'trade', page: 1, limit: 10 } }]);
    expect(propsOf(result).data).toMatchObject({ tab: 'trade', type: 0, first: { records: [{ id: 'fav_1', saved }] } });
  });

  it('reads 必懂 collects with their kind, keyed by the content id', async () => {
    const { client, calls } = fakeClient({ '/save/v1/known_collects': () => page([{ id: 'kq_1', type: 1, title: '问？' }]) });
    const { result } = await run((pc) => loadFavourites(pc, ALL_TABS), client, { tab: 'known', type: '1' });
    expect(calls[0]).toEqual({ url: '/save/v1/known_collects', payload: { type: 1, page: 1, limit: 10 } });
    expect(propsOf(result).data).toMatchObject({ tab: 'known', type: 1, first: { records: [{ id: 'kq_1', known: { id: 'kq_1' } }] } });
  });

  it('keeps to the page’s own tabs, and leaves a failed first page to the browser', async () => {
    const { client } = fakeClient({ '/save/v1/list': failWith(500) });
    const { result } = await run((pc) => loadFavourites(pc, GOODS_TABS), client, { tab: 'known' });
    expect(propsOf(result).data).toEqual({ tab: 'goods', type: 0, first: null });
  });

  it('sends an invalid session to log in', async () => {
    const { client } = fakeClient({ '/save/v1/list': failWith(5223) });
    const { result } = await run((pc) => loadFavourites(pc, ALL_TABS), client);
    expect(result).toMatchObject({ redirect: { destination: expect.stringContaining('/login?redirect=') } });
  });
});

describe('services/loaders/myBills', () => {
  const bill = { id: 'wl_1', type: 'PAY', typeName: '支付', amountFen: -100, balanceAfterFen: 0, refNo: 'P1', remark: '', createTime: '', billNo: 'wl_1', refKind: 'PAYMENT' };

  it('lists with the filters of the address, dropping ones it does not know', async () => {
    const { client, calls } = fakeClient({ '/wallet/v1/bill_list': () => page([]) });
    const { result } = await run(loadBillList, client, { type: 'REFUND', month: '2026-13' });
    expect(calls).toEqual([{ url: '/wallet/v1/bill_list', payload: { type: 'REFUND', month: undefined, page: 1, limit: 10 } }]);
    expect(propsOf(result).data).toMatchObject({ type: 'REFUND', month: '' });
  });

  it('finds the order of a payment to open it', async () => {
    const { client } = fakeClient({ '/wallet/v1/bill_detail': () => bill, '/pay/v2/find_is_payment': () => ({ cusOrderId: 'co_1' }) });
    const { result } = await run(loadBillDetail, client, { id: 'wl_1' }, { required: ['id'] });
    expect(propsOf(result).data).toEqual({ bill, cusOrderId: 'co_1' });
  });

  it('shows a top-up without asking for an order, and a payment whose look-up failed without the link', async () => {
    const topUp = fakeClient({ '/wallet/v1/bill_detail': () => ({ ...bill, type: 'TOPUP', amountFen: 100 }) });
    expect(propsOf((await run(loadBillDetail, topUp.client, { id: 'wl_1' })).result).data).toMatchObject({ cusOrderId: null });
    expect(topUp.calls.map((c) => c.url)).toEqual(['/wallet/v1/bill_detail']);
    const lost = fakeClient({ '/wallet/v1/bill_detail': () => bill, '/pay/v2/find_is_payment': failWith(404) });
    expect(propsOf((await run(loadBillDetail, lost.client, { id: 'wl_1' })).result).data).toMatchObject({ cusOrderId: null });
  });

  it('answers someone else’s bill with the server’s text, and a missing id with 缺少参数', async () => {
    const { client } = fakeClient({ '/wallet/v1/bill_detail': failWith(404, '账单不存在') });
    expect(propsOf((await run(loadBillDetail, client, { id: 'wl_x' }, { required: ['id'] })).result)).toMatchObject({ data: null, error: '账单不存在' });
    const none = fakeClient();
    expect(propsOf((await run(loadBillDetail, none.client, {}, { required: ['id'] })).result)).toMatchObject({ data: null, error: '缺少参数' });
    expect(none.calls).toEqual([]);
  });
});
