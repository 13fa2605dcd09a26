import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CHAT_CONTACTING, CHAT_FAILED } from '@/components/chat/launchText';
import {
  GOODS_OPENING_TEXT,
  launchChat,
  productCard,
  sessionRequest,
  TOAST_WAIT_MS,
  withRetry,
  type LaunchDeps,
  type Reply,
  type StartChatParams,
} from '@/components/chat/launchFlow';
import { IM_TEMPLATE } from '@/services/chat';

const USER = { token: 't_user', userId: 'u_1', userType: 'ORDINARY_USER' };
const VISITOR = { token: 't_vis', userId: 'a_1', userType: 'VISITOR' };
const ok = <T,>(data: T): Reply<T> => ({ code: 200, msg: 'ok', data });
const GOODS: NonNullable<StartChatParams['goods']> = {
  id: 'g1',
  name: '有限公司注册',
  priceText: '199.00元',
  imageUrl: '/img/g1.png',
  description: '三天拿照',
  kind: 'service',
};

type Deps = LaunchDeps & {
  credentials: Mock<LaunchDeps['credentials']>;
  createSession: Mock<LaunchDeps['createSession']>;
  sendTemplate: Mock<LaunchDeps['sendTemplate']>;
  go: Mock<LaunchDeps['go']>;
  toast: { loading: Mock<LaunchDeps['toast']['loading']>; warning: Mock<LaunchDeps['toast']['warning']> };
};

function makeDeps(over: Partial<Deps> = {}) {
  const loadingClose = vi.fn();
  const deps: Deps = {
    credentials: vi.fn<LaunchDeps['credentials']>(async () => USER),
    createSession: vi.fn<LaunchDeps['createSession']>(async () => ok({ groupId: 'grp_1' })),
    sendTemplate: vi.fn<LaunchDeps['sendTemplate']>(async () => ok({})),
    senderName: () => '小明',
    currentCity: () => ({ code: '510100', name: '成都市' }),
    routeQuery: () => ({ productId: 'g1' }),
    chatUrl: (c: { token: string }, groupId: string) => `/im/chat?token=${c.token}&id=${groupId}`,
    loginUrl: () => '/login?redirect=%2Fdetail',
    go: vi.fn<LaunchDeps['go']>(),
    toast: { loading: vi.fn<LaunchDeps['toast']['loading']>(() => ({ close: loadingClose })), warning: vi.fn<LaunchDeps['toast']['warning']>() },
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
    ...over,
  };
  return { deps, loadingClose };
}

describe('chat launch flow (spec §4 "Chat flow")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the session, sends the card and a question, shows 正在联系规划师... and opens the chat after 3 s for goods', async () => {
    const { deps, loadingClose } = makeDeps();
    const done = launchChat({ plannerId: 'u_demo_planner', plannerType: 'MERCHANT_B', requireCode: 'FL1', requireName: '工商服务', goods: GOODS }, deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.createSession).toHaveBeenCalledWith(
      {
        imUserId: 'u_demo_planner',
        imUserType: 'MERCHANT_USER',
        operUserType: 'ORDINARY_USER',
        requireCode: 'FL1',
        requireName: '工商服务',
        ext: { intentionType: { FL1: '工商服务' }, intentionCity: { '510100': '成都市' }, recommendId: '', recommendAttrJson: {}, startUserType: 'cps-app' },
      },
      USER,
    );
    expect(deps.sendTemplate).toHaveBeenCalledTimes(2);
    const [card] = deps.sendTemplate.mock.calls[0];
    expect(card).toMatchObject({ templateId: IM_TEMPLATE.PRODUCT_IMG, receiver: 'grp_1', msgType: 'im_tmplate', senderName: '小明', msgClass: 5, senderType: 'web', sysCode: 'crisps-app', extContent: '{"productId":"g1"}' });
    expect(JSON.parse(card.paramJsonStr)).toMatchObject({ productName: '有限公司注册', price: '199.00元', unit: '元', productId: 'g1', routerId: 'IMRouter_APP_ProductDetail_Service' });
    const [text] = deps.sendTemplate.mock.calls[1];
    expect(text).toMatchObject({ templateId: IM_TEMPLATE.TEXT, msgType: 'text', paramJsonStr: JSON.stringify({ content: GOODS_OPENING_TEXT }) });
    expect(deps.toast.loading).toHaveBeenCalledWith(CHAT_CONTACTING);

    await vi.advanceTimersByTimeAsync(2999);
    expect(deps.go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingClose).toHaveBeenCalled();
    expect(deps.go).toHaveBeenCalledWith('/im/chat?token=t_user&id=grp_1');
    await expect(done).resolves.toBe(true);
  });

  it('counts the 2 s from when 正在联系规划师... is on the screen, and waits for it at most 5 s', async () => {
    let showNow: () => void = () => undefined;
    const shown = new Promise<void>((r) => (showNow = r));
    const { deps } = makeDeps();
    deps.toast.loading.mockImplementation(() => ({ close: vi.fn(), shown }));
    const done = launchChat({ plannerId: 'u_p', plannerType: 'MERCHANT_P' }, deps);
    await vi.advanceTimersByTimeAsync(1500);
    expect(deps.toast.loading).toHaveBeenCalledWith(CHAT_CONTACTING);
    showNow();
    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);

    const never = makeDeps();
    never.deps.toast.loading.mockImplementation(() => ({ close: vi.fn(), shown: new Promise<void>(() => undefined) }));
    const late = launchChat({ plannerId: 'u_p', plannerType: 'MERCHANT_P' }, never.deps);
    await vi.advanceTimersByTimeAsync(TOAST_WAIT_MS + 1999);
    expect(never.deps.go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(late).resolves.toBe(true);
  });

  it('opens a plain planner chat after 2 s, with no message sent', async () => {
    const { deps } = makeDeps();
    const done = launchChat({ plannerId: 'u_p', plannerType: 'MERCHANT_P' }, deps);
    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(deps.sendTemplate).not.toHaveBeenCalled();
    expect(deps.createSession.mock.calls[0][0]).toMatchObject({ imUserType: 'MERCHANT_P', ext: { intentionType: {} } });
  });

  it('sends a quick question as the text template', async () => {
    const { deps } = makeDeps();
    const done = launchChat({ plannerId: 'u_p', text: '注册要多久？' }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(deps.sendTemplate).toHaveBeenCalledTimes(1);
    expect(deps.sendTemplate.mock.calls[0][0]).toMatchObject({ templateId: IM_TEMPLATE.TEXT, paramJsonStr: '{"content":"注册要多久？"}' });
  });

  it('sends an article as the article card', async () => {
    const { deps } = makeDeps();
    const done = launchChat({ plannerId: 'u_p', article: { title: '公司注册流程', content: '五步', url: '/caseexample/details?id=c1' } }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    const sent = deps.sendTemplate.mock.calls[0][0];
    expect(sent.templateId).toBe(IM_TEMPLATE.ARTICLE);
    expect(JSON.parse(sent.paramJsonStr)).toMatchObject({ title: '公司注册流程', url: '/caseexample/details?id=c1' });
  });

  it('a visitor chats with the locally saved identity (userType VISITOR, sender 访客)', async () => {
    const { deps } = makeDeps({ credentials: vi.fn<LaunchDeps['credentials']>(async () => VISITOR), senderName: () => '' });
    const done = launchChat({ plannerId: 'u_p', goods: GOODS }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(deps.createSession.mock.calls[0][0].operUserType).toBe('VISITOR');
    expect(deps.createSession.mock.calls[0][1]).toBe(VISITOR);
    expect(deps.sendTemplate.mock.calls[0][0].senderName).toBe('访客');
    expect(deps.go).toHaveBeenCalledWith('/im/chat?token=t_vis&id=grp_1');
  });

  it('goes to login when there is no token at all', async () => {
    const { deps } = makeDeps({ credentials: vi.fn<LaunchDeps['credentials']>(async () => null) });
    const done = launchChat({ plannerId: 'u_p' }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(deps.credentials).toHaveBeenCalledTimes(10);
    expect(deps.go).toHaveBeenCalledWith('/login?redirect=%2Fdetail');
    expect(deps.createSession).not.toHaveBeenCalled();
  });

  it('the goods chat needs both sends: a failed second send shows 联系规划师失败 and stays on the page', async () => {
    const sendTemplate = vi.fn<LaunchDeps['sendTemplate']>().mockResolvedValueOnce(ok({})).mockResolvedValueOnce({ code: 429, msg: '发送过于频繁，请稍后再试', data: null });
    const { deps } = makeDeps({ sendTemplate });
    const done = launchChat({ plannerId: 'u_p', goods: GOODS }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(deps.toast.warning).toHaveBeenCalledWith(CHAT_FAILED);
    expect(deps.toast.loading).not.toHaveBeenCalled();
    expect(deps.go).not.toHaveBeenCalled();
  });

  it('the goods chat also fails with 联系规划师失败 when the session cannot be created', async () => {
    const { deps } = makeDeps({ createSession: vi.fn<LaunchDeps['createSession']>(async () => ({ code: 409, msg: '该规划师暂时无法咨询', data: null })) });
    const done = launchChat({ plannerId: 'u_p', goods: GOODS }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(deps.toast.warning).toHaveBeenCalledWith(CHAT_FAILED);
    expect(deps.sendTemplate).not.toHaveBeenCalled();
  });

  it("other non-200 codes show the server's msg as a warning", async () => {
    const { deps } = makeDeps({ createSession: vi.fn<LaunchDeps['createSession']>(async () => ({ code: 409, msg: '该规划师暂时无法咨询', data: null })) });
    const done = launchChat({ plannerId: 'u_p' }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(deps.toast.warning).toHaveBeenCalledWith('该规划师暂时无法咨询');
    expect(deps.go).not.toHaveBeenCalled();
  });

  it('5223 is left to the http client (it clears the user and goes to login): no extra toast', async () => {
    const { deps } = makeDeps({ createSession: vi.fn<LaunchDeps['createSession']>(async () => ({ code: 5223, msg: '登录失效', data: null })) });
    const done = launchChat({ plannerId: 'u_p' }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(deps.toast.warning).not.toHaveBeenCalled();
    expect(deps.go).not.toHaveBeenCalled();
  });

  it('a retried send carries the same clientMsgId, so the server keeps one message', async () => {
    const sendTemplate = vi
      .fn<LaunchDeps['sendTemplate']>()
      .mockResolvedValueOnce({ code: -1, msg: '请求超时', data: null })
      .mockResolvedValue(ok({}));
    const { deps } = makeDeps({ sendTemplate });
    const done = launchChat({ plannerId: 'u_p', text: '在吗' }, deps);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(sendTemplate).toHaveBeenCalledTimes(2);
    const [a, b] = sendTemplate.mock.calls.map(([m]) => m.clientMsgId);
    expect(a).toBeTruthy();
    expect(a).toBe(b);
  });

  it('retries a network failure every 1000 ms and succeeds on a later try', async () => {
    const createSession = vi
      .fn<LaunchDeps['createSession']>()
      .mockResolvedValueOnce({ code: -1, msg: '网络异常', data: null })
      .mockResolvedValueOnce({ code: -1, msg: '网络异常', data: null })
      .mockResolvedValue(ok({ groupId: 'grp_9' }));
    const { deps } = makeDeps({ createSession });
    const done = launchChat({ plannerId: 'u_p' }, deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(createSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(createSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(createSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(createSession).toHaveBeenCalledTimes(3);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(deps.go).toHaveBeenCalledWith('/im/chat?token=t_user&id=grp_9');
  });

  it('gives up after 10 tries', async () => {
    const fn = vi.fn(async (): Promise<Reply<number>> => ({ code: -1, msg: 'x', data: null }));
    const sleep = vi.fn(async () => undefined);
    const r = await withRetry(fn, sleep);
    expect(fn).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledTimes(9);
    expect(sleep).toHaveBeenCalledWith(1000);
    expect(r.code).toBe(-1);
  });

  it('an answer from the server is not retried', async () => {
    const fn = vi.fn(async (): Promise<Reply<number>> => ({ code: 400, msg: 'bad', data: null }));
    await withRetry(fn, async () => undefined);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('product card params (inventory §3.2)', () => {
  it('shows 面议 without a unit when the price is 0', () => {
    expect(productCard({ ...GOODS, priceText: '0.00元' })).toMatchObject({ price: '面议', unit: '' });
    expect(productCard({ ...GOODS, priceText: '面议' })).toMatchObject({ price: '面议', unit: '' });
  });
  it('keeps a floating price with its unit', () => {
    expect(productCard({ ...GOODS, priceText: '5%服务费' })).toMatchObject({ price: '5%服务费', unit: '%服务费' });
  });
  it('trade goods route to the trade detail and describe themselves by name', () => {
    expect(productCard({ ...GOODS, kind: 'trade', description: undefined })).toMatchObject({
      routerId: 'IMRouter_APP_ProductDetail_Trade',
      productContent: '有限公司注册',
    });
  });
  it('the intention city is the one given, else the current one', () => {
    const r = sessionRequest({ plannerId: 'p', city: { code: '110100', name: '北京市' } }, USER, { code: '510100', name: '成都市' });
    expect(r.ext.intentionCity).toEqual({ '110100': '北京市' });
  });
});
