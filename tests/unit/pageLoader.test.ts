import { createElement, type ReactElement } from 'react';
import { ApiError } from '@/lib/http';
import {
  dataPage,
  errorText,
  movedPage,
  notFound,
  optional,
  pageError,
  pageLoader,
  readFailure,
  redirectTo,
  withStatus,
  type PageLoadContext,
} from '@/lib/pageLoader';
import { flatQuery, q1 } from '@/lib/query';
import { failWith, fakeClient, fakeContext, propsOf } from './support/fakePage';

const LOGIN = { redirect: { destination: '/login?redirect=%2Fmy%2Forder%3Ftab%3D1', permanent: false } };

describe('lib/query', () => {
  it('q1 takes the first value, trimmed, and "" when absent', () => {
    expect(q1(' a ')).toBe('a');
    expect(q1(['b ', 'c'])).toBe('b');
    expect(q1(undefined)).toBe('');
    expect(q1([])).toBe('');
  });

  it('flatQuery keeps one trimmed value per key, empty ones included', () => {
    expect(flatQuery({ a: ' 1 ', b: ['2', '3'], c: '', d: undefined })).toEqual({ a: '1', b: '2', c: '' });
  });
});

describe('pageLoader', () => {
  it('answers the data with the flat query and no error', async () => {
    const { ctx } = fakeContext({ id: [' 7 ', '8'], tab: 'all' });
    const result = await pageLoader(async ({ query }) => ({ id: query.id }))(ctx);
    expect(propsOf(result)).toEqual({ data: { id: '7' }, error: '', query: { id: '7', tab: 'all' } });
  });

  it('gives the loader the visitor client, the route params and the city cookie', async () => {
    const city = encodeURIComponent(JSON.stringify({ code: '440100', name: '广州市' }));
    const { ctx } = fakeContext({}, { cookie: `token=t1; currentCity=${city}`, params: { type: ['FL1'] } });
    let seen: PageLoadContext | null = null;
    await pageLoader(async (c) => {
      seen = c;
      return 1;
    })(ctx);
    const got = seen as unknown as PageLoadContext;
    expect(typeof got.client.get).toBe('function');
    expect(got.params).toEqual({ type: 'FL1' });
    expect(got.cookies.token).toBe('t1');
    expect(got.cookieCity).toEqual({ code: '440100', name: '广州市' });
    expect(got.res).toBe(ctx.res);
  });

  it('sends an invalid session (5223, 9984) to log in and back', async () => {
    for (const code of [5223, 9984]) {
      const { client } = fakeClient({ '/order/list': failWith(code, '登录失效，请重新登录') });
      const { ctx } = fakeContext({ tab: '1' }, { resolvedUrl: '/my/order?tab=1' });
      expect(await pageLoader(() => client.get('/order/list'))(ctx)).toEqual(LOGIN);
      // A page without an error state of its own goes to login too.
      expect(await pageLoader(() => client.get('/order/list'), { errorPage: true })(ctx)).toEqual(LOGIN);
    }
  });

  it('inside the app, on a designated route without a session, waits for the app instead of going to login', async () => {
    const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppInfo:{"APPNAME":"薯片找人","statusBarHeight":20}';
    const { client } = fakeClient({ '/fav': failWith(5223) });
    const inApp = (resolvedUrl: string, cookie?: string) => {
      const { ctx } = fakeContext({ tab: '1' }, { resolvedUrl, cookie });
      (ctx.req.headers as Record<string, string>)['user-agent'] = APP_UA;
      return ctx;
    };
    const waits = { props: { data: null, error: '', query: { tab: '1' }, awaitingApp: true } };
    expect(await pageLoader(() => client.get('/fav'), { errorPage: true })(inApp('/my/collection?tab=1'))).toEqual(waits);
    // not a designated route, or a session of its own that the server refused: login as in a browser
    expect(await pageLoader(() => client.get('/fav'))(inApp('/my/order?tab=1'))).toEqual(LOGIN);
    const refused = await pageLoader(() => client.get('/fav'))(inApp('/my/collection?tab=1', 'token=stale'));
    expect(refused).toEqual({ redirect: { destination: '/login?redirect=%2Fmy%2Fcollection%3Ftab%3D1', permanent: false } });
  });

  it('turns any other failure into the error text: the server message, or a fallback', async () => {
    const { client } = fakeClient({ '/a': failWith(500, '服务繁忙，请稍后再试'), '/b': failWith(400, '') });
    const { ctx } = fakeContext({ x: '1' });
    expect(propsOf(await pageLoader(() => client.get('/a'))(ctx))).toEqual({ data: null, error: '服务繁忙，请稍后再试', query: { x: '1' } });
    expect(propsOf(await pageLoader(() => client.get('/b'))(ctx)).error).toBe('请求失败，请稍后再试');
    const bug = pageLoader(async () => {
      throw new TypeError('x is undefined');
    });
    expect(propsOf(await bug(ctx)).error).toBe('请求失败，请稍后再试');
    expect(propsOf(await pageLoader(() => client.get('/b'), { fallback: '订单加载失败' })(ctx)).error).toBe('订单加载失败');
  });

  it('answers 缺少参数 when a required key is missing or empty, without loading', async () => {
    const load = vi.fn(async () => 1);
    const page = pageLoader(load, { required: ['orderId', 'cusOrderId'] });
    expect(propsOf(await page(fakeContext({ orderId: '1', cusOrderId: ' ' }).ctx))).toEqual({
      data: null,
      error: '缺少参数',
      query: { orderId: '1', cusOrderId: '' },
    });
    expect(load).not.toHaveBeenCalled();
    expect(propsOf(await page(fakeContext({ orderId: '1', cusOrderId: '2' }).ctx)).data).toBe(1);
  });

  it('lets the loader leave, answer 404, show its own text or set the status', async () => {
    const { ctx, res } = fakeContext();
    expect(await pageLoader(async () => redirectTo('/pay/payType?a=1'))(ctx)).toEqual({ redirect: { destination: '/pay/payType?a=1', permanent: false } });
    expect(await pageLoader(async () => redirectTo('/x', true), { errorPage: true })(ctx)).toEqual({ redirect: { destination: '/x', permanent: true } });
    expect(await pageLoader(async () => notFound())(ctx)).toEqual({ notFound: true });
    expect(propsOf(await pageLoader(async () => pageError('缺少参数'))(ctx))).toMatchObject({ data: null, error: '缺少参数' });
    expect(propsOf(await pageLoader(async () => withStatus(404, { error: 'notFound' }), { errorPage: true })(ctx)).data).toEqual({ error: 'notFound' });
    expect(res.statusCode).toBe(404);
  });

  it('answers data null without an error when there is nothing to load', async () => {
    expect(propsOf(await pageLoader(async () => undefined)(fakeContext().ctx))).toEqual({ data: null, error: '', query: {} });
  });

  it('with errorPage, throws other failures on to Next (HTTP 500 error page)', async () => {
    const { client } = fakeClient({ '/a': failWith(500, '服务繁忙') });
    await expect(pageLoader(() => client.get('/a'), { errorPage: true })(fakeContext().ctx)).rejects.toMatchObject({ code: 500 });
  });

  it('renders the landing instead of loading when the query lacks the subject', async () => {
    const load = vi.fn(async () => ({ id: 'x' }));
    const bare = { when: (q: Record<string, string>) => !q.id, load: async () => ({ kind: 'goods' }) };
    const page = pageLoader(load, { errorPage: true, bare });
    expect(propsOf(await page(fakeContext({ id: ' ' }).ctx))).toEqual({ data: null, error: '', query: { id: '' }, bare: { kind: 'goods' } });
    expect(load).not.toHaveBeenCalled();
    expect(propsOf(await page(fakeContext({ id: 'g1' }).ctx))).toEqual({ data: { id: 'x' }, error: '', query: { id: 'g1' } });
  });
});

describe('loader helpers', () => {
  it('optional: a failing section is null, an invalid session still goes to login', async () => {
    expect(await optional(Promise.reject(new ApiError(500, 'x')))).toBeNull();
    expect(await optional(Promise.resolve(3))).toBe(3);
    await expect(optional(Promise.reject(new ApiError(5223, '登录失效')))).rejects.toMatchObject({ code: 5223 });
  });

  it('readFailure: 404/400 is not found (HTTP 404), anything else failed (500); 5223 is thrown on', () => {
    expect(readFailure(new ApiError(404, 'x'))).toEqual({ notFound: true, status: 404 });
    expect(readFailure(new ApiError(400, 'x'))).toEqual({ notFound: true, status: 404 });
    expect(readFailure(new ApiError(-1, 'x'))).toEqual({ notFound: false, status: 500 });
    expect(readFailure(new Error('x'))).toEqual({ notFound: false, status: 500 });
    expect(() => readFailure(new ApiError(9984, 'x'))).toThrow(ApiError);
  });

  it('errorText: the ApiError message, else the fallback', () => {
    expect(errorText(new ApiError(1, '余额不足'))).toBe('余额不足');
    expect(errorText(new Error('internal'))).toBe('请求失败，请稍后再试');
    expect(errorText(null, '评价失败')).toBe('评价失败');
  });

  it('movedPage keeps the query of the dead address', async () => {
    expect(await movedPage('/pay/payType')(fakeContext({}, { resolvedUrl: '/order/pay?cusOrderId=1&x=2' }).ctx)).toEqual({
      redirect: { destination: '/pay/payType?cusOrderId=1&x=2', permanent: false },
    });
    expect(await movedPage('/shopCart')(fakeContext({}, { resolvedUrl: '/shoppingCar' }).ctx)).toEqual({
      redirect: { destination: '/shopCart', permanent: false },
    });
  });

  it('dataPage feeds a flat-props page from props.data, its layout too', () => {
    type P = { name: string };
    const Page = ({ name }: P) => createElement('b', null, name);
    const layout = vi.fn((page: ReactElement) => createElement('main', null, page));
    Page.getLayout = layout;
    const Wrapped = dataPage(Page);
    const props = { data: { name: 'n1' }, error: '', query: {} };
    const inner = (Wrapped as (p: typeof props) => ReactElement)(props);
    expect(inner.type).toBe(Page);
    expect(inner.props).toEqual({ name: 'n1' });
    Wrapped.getLayout?.(createElement(Wrapped, props));
    expect((layout.mock.calls[0][0] as ReactElement).props).toEqual({ name: 'n1' });
    expect(dataPage(({ name }: P) => name).getLayout).toBeUndefined();
  });
});
