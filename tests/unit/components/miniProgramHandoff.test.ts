import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@/lib/contract/auth/api';
import { cleanHandoffFromAddressBar, detectMiniProgram, handoffAppliesTo, readHandoff, withoutHandoffParams } from '@/lib/miniProgram';
import { runHandoff, type HandoffEffects } from '@/components/common/miniProgramHandoff';
import { handoffSettled, mayCarryHandoff, setHandoff } from '@/components/common/handoffState';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const MINI_PROGRAM = `${WECHAT} miniProgram`;

type Wx = { __wxjs_environment?: string; WeixinJSBridge?: unknown };
const wx = () => window as unknown as Wx;

afterEach(() => {
  delete wx().__wxjs_environment;
  delete wx().WeixinJSBridge;
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

const go = (url: string, state: unknown = null) => window.history.replaceState(state, '', url);
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('detectMiniProgram', () => {
  it('knows a mini-program web-view by its user agent', async () => {
    expect(await detectMiniProgram(window, MINI_PROGRAM)).toBe(true);
  });

  it('answers at once for an ordinary browser, even one whose page says isApplets', async () => {
    go('/?isApplets=1');
    vi.useFakeTimers();
    await expect(detectMiniProgram(window, CHROME)).resolves.toBe(false);
  });

  it('trusts the JS-SDK environment a page can only read once WeixinJSBridgeReady has fired (iOS)', async () => {
    const pending = detectMiniProgram(window, WECHAT, 5_000);
    wx().__wxjs_environment = 'miniprogram';
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await pending).toBe(true);
  });

  it('decides WeChat’s own browser is no mini-program when the bridge never says so', async () => {
    vi.useFakeTimers();
    const pending = detectMiniProgram(window, WECHAT, 1_500);
    vi.advanceTimersByTime(1_500);
    expect(await pending).toBe(false);
    wx().WeixinJSBridge = {};
    expect(await detectMiniProgram(window, WECHAT)).toBe(false);
  });

  it('takes a set environment without waiting', async () => {
    wx().__wxjs_environment = 'miniprogram';
    expect(await detectMiniProgram(window, WECHAT)).toBe(true);
  });
});

describe('the hand-off’s keys in a URL', () => {
  it('reads a ticket first, else a token only with its userId', () => {
    expect(readHandoff(new URLSearchParams('ticket=t1&token=x&userId=u'))).toEqual({ ticket: 't1' });
    expect(readHandoff(new URLSearchParams('token=x&userId=u'))).toEqual({ token: 'x', userId: 'u' });
    expect(readHandoff(new URLSearchParams('token=x'))).toBeNull();
    expect(readHandoff(new URLSearchParams('isApplets=1'))).toBeNull();
  });

  it('removes ticket, token and userId and keeps every other key, in order, and the hash', () => {
    expect(withoutHandoffParams('/known/share/talk?id=7&token=abc&isApplets=1&userId=u1&plannerId=p#top')).toBe(
      '/known/share/talk?id=7&isApplets=1&plannerId=p#top',
    );
    expect(withoutHandoffParams('/?ticket=t')).toBe('/');
    expect(withoutHandoffParams('/detail')).toBe('/detail');
  });

  it('cleans the address bar and the router’s entry of it', () => {
    go('/detail?productId=9&token=abc&userId=u1', { as: '/detail?productId=9&token=abc&userId=u1', url: '/detail?productId=9&token=abc&userId=u1', __N: true });
    expect(cleanHandoffFromAddressBar(window)).toBe(true);
    expect(here()).toBe('/detail?productId=9');
    expect(window.history.state).toMatchObject({ as: '/detail?productId=9', url: '/detail?productId=9', __N: true });
    expect(cleanHandoffFromAddressBar(window)).toBe(false);
  });

  it('leaves alone pages whose own link carries a token of another kind', () => {
    expect(handoffAppliesTo('/order/sharePay')).toBe(false);
    expect(handoffAppliesTo('/im/chat')).toBe(false);
    expect(handoffAppliesTo('/known/share/talkWxUserInfo')).toBe(true);
    go('/order/sharePay?token=share1');
    expect(cleanHandoffFromAddressBar(window)).toBe(false);
    expect(here()).toBe('/order/sharePay?token=share1');
  });
});

const SERVER_SESSION: LoginResult = {
  token: 'server-confirmed',
  userId: 'u_mp',
  userType: 'ORDINARY_USER',
  userNo: 'U1',
  nickName: '小程序用户',
  avatar: '',
  customerID: 'c1',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function effects(answer: () => Promise<LoginResult> = async () => SERVER_SESSION) {
  const fx = {
    exchange: vi.fn((_ticket: string) => answer()),
    verify: vi.fn((_token: string, _userId: string) => answer()),
    adopt: vi.fn(),
    forget: vi.fn(),
    refused: vi.fn(),
  } satisfies HandoffEffects;
  return fx;
}

describe('runHandoff', () => {
  it('in an ordinary browser takes nothing from another account’s link and removes it from the address bar', async () => {
    go('/my?isApplets=1&token=someone-elses&userId=u_other&tab=1');
    const fx = effects();
    expect(await runHandoff(window, CHROME, fx)).toBe('ignored');
    expect(here()).toBe('/my?isApplets=1&tab=1');
    for (const f of Object.values(fx)) expect(f).not.toHaveBeenCalled();
  });

  it('removes the keys before anything is awaited', () => {
    go('/?ticket=t1');
    void runHandoff(window, WECHAT, effects(), 10);
    expect(here()).toBe('/');
  });

  it('inside a mini-program exchanges the ticket and stores the session the server started', async () => {
    go('/known/share/talkWxUserInfo?id=5&isApplets=1&ticket=t1');
    const fx = effects();
    expect(await runHandoff(window, MINI_PROGRAM, fx)).toBe('adopted');
    expect(fx.forget).toHaveBeenCalledBefore(fx.exchange);
    expect(fx.exchange).toHaveBeenCalledWith('t1');
    expect(fx.adopt).toHaveBeenCalledWith(SERVER_SESSION);
    expect(here()).toBe('/known/share/talkWxUserInfo?id=5&isApplets=1');
  });

  it('uses a legacy token only as the server confirmed it (its user, not the query’s)', async () => {
    go('/?isApplets=1&token=tk&userId=u_claimed');
    const fx = effects();
    expect(await runHandoff(window, MINI_PROGRAM, fx)).toBe('adopted');
    expect(fx.verify).toHaveBeenCalledWith('tk', 'u_claimed');
    expect(fx.adopt).toHaveBeenCalledWith(SERVER_SESSION);
  });

  it('stores nothing when the server refuses, and says why', async () => {
    go('/?ticket=spent');
    const fx = effects(async () => {
      throw new Error('登录凭证无效或已过期，请从小程序重新进入');
    });
    expect(await runHandoff(window, MINI_PROGRAM, fx)).toBe('refused');
    expect(fx.adopt).not.toHaveBeenCalled();
    expect(fx.refused).toHaveBeenCalledWith('登录凭证无效或已过期，请从小程序重新进入');
  });

  it('does nothing without a hand-off', async () => {
    go('/detail?productId=1');
    const fx = effects();
    expect(await runHandoff(window, MINI_PROGRAM, fx)).toBe('none');
    expect(fx.forget).not.toHaveBeenCalled();
  });
});

describe('the boot’s hand-off state', () => {
  it('loads the hand-off only for a query that may carry one', () => {
    expect(mayCarryHandoff('?isApplets=1&ticket=t')).toBe(true);
    expect(mayCarryHandoff('?token=x&userId=u')).toBe(true);
    expect(mayCarryHandoff('?isApplets=1&typeCode=510100')).toBe(false);
    expect(mayCarryHandoff('?mytoken=1')).toBe(false);
  });

  it('lets a page wait for the outcome, and counts a hand-off that failed to load as none', async () => {
    expect(await handoffSettled()).toBe('none');
    void setHandoff(Promise.resolve('adopted'));
    expect(await handoffSettled()).toBe('adopted');
    void setHandoff(Promise.reject(new Error('chunk load failed')));
    expect(await handoffSettled()).toBe('none');
  });
});
