import { render, screen, waitFor } from '@testing-library/react';

// Inside WeChat's browser the hand-off page signs wx.config with find_config and shows the open tag; when the JS-SDK
// refuses (e.g. the local test signature), the page keeps the steps to open it in the phone's browser.

const findWxConfig = vi.hoisted(() => vi.fn());
vi.mock('@/services/wechat', () => ({ findWxConfig, findUrlScheme: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/activity/openWxApplet', asPath: '/activity/openWxApplet' }) }));

const WECHAT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 MicroMessenger/8.0.40';
const target = { path: 'pages/index/index', query: 'a=1' };

type WxStub = { config: ReturnType<typeof vi.fn>; ready: (f: () => void) => void; error: (f: (e: unknown) => void) => void };

async function renderIn(outcome: 'ready' | 'error') {
  vi.stubEnv('NEXT_PUBLIC_WECHAT_MP_USERNAME', 'gh_0123456789ab');
  vi.resetModules();
  Object.defineProperty(window.navigator, 'userAgent', { value: WECHAT, configurable: true });
  findWxConfig.mockResolvedValue({ appId: 'wx00000000LOCAL00', timestamp: 1, nonceStr: 'n', signature: 's', url: 'u', openTagList: ['wx-open-launch-weapp'] });
  const wx: WxStub = {
    config: vi.fn(),
    ready: (f) => outcome === 'ready' && setTimeout(f, 0),
    error: (f) => outcome === 'error' && setTimeout(() => f({ errMsg: 'config:invalid signature' }), 0),
  };
  (window as Window & { wx?: WxStub }).wx = wx;
  const { MiniProgramHandoff } = await import('@/components/wechat/MiniProgramHandoff');
  const view = render(<MiniProgramHandoff title="打开小程序" path="/activity/openWxApplet" heading="打开薯片找人小程序" intro="即将前往" target={target} initialMode="wechat" />);
  return { view, wx };
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (window as Window & { wx?: unknown }).wx;
});

describe('the open tag in WeChat', () => {
  it('signs wx.config with the server\'s answer and shows wx-open-launch-weapp with the mini-program page', async () => {
    const { view, wx } = await renderIn('ready');
    await waitFor(() => expect(view.container.querySelector('wx-open-launch-weapp')).not.toBeNull());
    const tag = view.container.querySelector('wx-open-launch-weapp')!;
    expect(tag.getAttribute('username')).toBe('gh_0123456789ab');
    expect(tag.getAttribute('path')).toBe('/pages/index/index?a=1');
    expect(tag.querySelector('script[type="text/wxtag-template"]')?.innerHTML).toContain('打开小程序');
    expect(findWxConfig).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx00000000LOCAL00', signature: 's', openTagList: ['wx-open-launch-weapp'] }));
    expect(screen.queryByText('选择「在默认浏览器中打开」')).toBeNull();
  });

  it('keeps the steps to open the page in the browser when WeChat refuses the signature', async () => {
    const { view } = await renderIn('error');
    expect(await screen.findByText('选择「在默认浏览器中打开」')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(view.container.querySelector('wx-open-launch-weapp')).toBeNull();
  });
});
