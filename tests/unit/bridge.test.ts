import { bridge, callHandler, parseAppUA, resetBridgeState, setupBridge, type WebViewBridge } from '@/bridge';

const APP_UA =
  'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 Mobile Safari/537.36 AppInfo:{"APPNAME":"薯片找人","statusBarHeight":20}';
const IOS_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AppInfo:{"APPNAME":"薯片找人","statusBarHeight":44}';
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile Safari/604.1';

type W = Window & { WebViewJavascriptBridge?: WebViewBridge; WVJBCallbacks?: ((b: WebViewBridge) => void)[] };
const w = window as W;

function setUA(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function fakeBridge(answers: Record<string, unknown>) {
  const calls: { name: string; data: unknown }[] = [];
  const init = vi.fn<NonNullable<WebViewBridge['init']>>();
  const b: WebViewBridge = {
    callHandler: (name, data, cb) => {
      calls.push({ name, data });
      cb?.(answers[name]);
    },
    registerHandler: vi.fn(),
    init,
  };
  return { b, calls, init };
}

beforeEach(() => {
  delete w.WebViewJavascriptBridge;
  delete w.WVJBCallbacks;
  resetBridgeState();
  setUA(BROWSER_UA);
});

describe('app detection from the user agent', () => {
  it('reads AppInfo JSON and the platform', () => {
    expect(parseAppUA(APP_UA)).toEqual({ isInApp: true, appPlatform: 'android', appInfo: { APPNAME: '薯片找人', statusBarHeight: 20 } });
    expect(parseAppUA(IOS_APP_UA)).toMatchObject({ isInApp: true, appPlatform: 'ios', appInfo: { statusBarHeight: 44 } });
  });

  it('an ordinary browser is not the app', () => {
    expect(parseAppUA(BROWSER_UA)).toEqual({ isInApp: false, appPlatform: '', appInfo: {} });
    expect(parseAppUA(undefined).isInApp).toBe(false);
  });

  it('a malformed AppInfo still means the app', () => {
    expect(parseAppUA('Mozilla AppInfo:{oops')).toMatchObject({ isInApp: true, appInfo: {} });
  });
});

describe('callHandler', () => {
  it('resolves {code: -1} when no bridge is present', async () => {
    await expect(callHandler('dgg_getUserInfo')).resolves.toEqual({ code: -1 });
    await expect(bridge.login()).resolves.toMatchObject({ code: -1 });
  });

  it('parses string responses as JSON, including a JSON string user', async () => {
    setUA(APP_UA);
    const { b, calls, init } = fakeBridge({
      dgg_getUserInfo: JSON.stringify({ code: 200, data: JSON.stringify({ userId: 'u1', token: 't1' }) }),
      dgg_login: { code: 200, data: { userId: 'u2', token: 't2', userType: 'ORDINARY_USER' } },
    });
    w.WebViewJavascriptBridge = b;
    await expect(bridge.getUserInfo()).resolves.toEqual({ code: 200, data: { userId: 'u1', token: 't1' } });
    await expect(bridge.login()).resolves.toMatchObject({ code: 200, data: { userId: 'u2' } });
    expect(calls.map((c) => c.name)).toEqual(['dgg_getUserInfo', 'dgg_login']);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('sends goBack and openWebview with their payloads', async () => {
    setUA(APP_UA);
    const { b, calls } = fakeBridge({ dgg_webGoBack: '{"code":200}', dgg_openNewWeb: { code: 200 } });
    w.WebViewJavascriptBridge = b;
    await expect(bridge.goBack({ duration: 12 })).resolves.toEqual({ code: 200 });
    await bridge.openWebview({ url: 'https://x.test/a', title: '详情' });
    expect(calls).toEqual([
      { name: 'dgg_webGoBack', data: { duration: 12 } },
      { name: 'dgg_openNewWeb', data: { urlString: 'https://x.test/a', title: '详情' } },
    ]);
  });

  it('on Android waits for WebViewJavascriptBridgeReady', async () => {
    setUA(APP_UA);
    const { b } = fakeBridge({ dgg_getUserInfo: { code: 200, data: { userId: 'u' } } });
    const pending = bridge.getUserInfo();
    w.WebViewJavascriptBridge = b;
    document.dispatchEvent(new Event('WebViewJavascriptBridgeReady'));
    await expect(pending).resolves.toMatchObject({ code: 200 });
  });

  it('on iOS registers a WVJBCallbacks callback and loads the bridge iframe', async () => {
    setUA(IOS_APP_UA);
    const pending = setupBridge();
    expect(document.querySelector('iframe[src="wvjbscheme://__BRIDGE_LOADED__"]')).not.toBeNull();
    const { b } = fakeBridge({});
    w.WVJBCallbacks?.forEach((cb) => cb(b));
    await expect(pending).resolves.toBe(b);
  });

  it('gives up with {code: -1} when the app never injects the bridge', async () => {
    vi.useFakeTimers();
    setUA(APP_UA);
    const pending = callHandler('dgg_login');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(pending).resolves.toEqual({ code: -1 });
    vi.useRealTimers();
  });
});
