import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppFlagsProvider, type AppFlags } from '@/components/common/AppFlags';
import { DEFAULT_APP_CONTEXT } from '@/lib/app/appContext';
import { OpenAppBanner } from '@/components/common/OpenAppBanner';
import { ANDROID_STORE_URL, APP_SCHEME_URL, IOS_STORE_URL, openApp } from '@/components/common/openApp';
import { useAppStore } from '@/stores/app';

const router = vi.hoisted(() => ({ pathname: '/', asPath: '/' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const WECHAT = `${ANDROID} MicroMessenger/8.0.40`;

function env(ua: string, hidden = false) {
  const go = vi.fn();
  let timer: (() => void) | null = null;
  let delay = 0;
  const e = {
    ua,
    go,
    setTimer: (fn: () => void, ms: number) => {
      timer = fn;
      delay = ms;
    },
    pageHidden: () => hidden,
  };
  return { e, go, fire: () => timer?.(), delay: () => delay };
}

const withFlags = (ui: ReactNode, flags: Partial<AppFlags> = {}) => (
  <AppFlagsProvider value={{ ...DEFAULT_APP_CONTEXT, isShowOpenApp: true, booted: true, ...flags }}>{ui}</AppFlagsProvider>
);

describe('openApp', () => {
  it('goes straight to the store page in a messaging-app browser', () => {
    const { e, go } = env(WECHAT);
    openApp(e);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(ANDROID_STORE_URL);
  });

  it('tries the app scheme, then after 3000 ms falls back by device', () => {
    const ios = env(IPHONE);
    openApp(ios.e);
    expect(ios.go).toHaveBeenLastCalledWith(APP_SCHEME_URL);
    expect(ios.delay()).toBe(3000);
    ios.fire();
    expect(ios.go).toHaveBeenLastCalledWith(IOS_STORE_URL);

    const desktop = env('Mozilla/5.0 (X11; Linux x86_64)');
    openApp(desktop.e);
    desktop.fire();
    expect(desktop.go).toHaveBeenLastCalledWith('/activity/download');
  });

  it('does not fall back when the app opened (page hidden)', () => {
    const a = env(ANDROID, true);
    openApp(a.e);
    a.fire();
    expect(a.go).toHaveBeenCalledTimes(1);
  });
});

describe('OpenAppBanner', () => {
  beforeEach(() => {
    router.pathname = '/';
    router.asPath = '/';
    sessionStorage.clear();
  });

  it('shows the app name, tagline and both buttons', () => {
    render(withFlags(<OpenAppBanner />));
    expect(screen.getByText('薯片找人APP')).toBeInTheDocument();
    expect(screen.getByText('找人服务，尽在薯片找人')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即打开' })).toHaveAttribute('href', '/activity/openApp?path=%2F');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('leads 立即打开 to the open-app page with the current page', () => {
    router.pathname = '/detail';
    router.asPath = '/detail?productId=g_0001';
    render(withFlags(<OpenAppBanner />));
    expect(screen.getByRole('link', { name: '立即打开' })).toHaveAttribute('href', '/activity/openApp?path=%2Fdetail%3FproductId%3Dg_0001');
  });

  it('is never shown on /my nor inside the app', () => {
    router.pathname = '/my';
    const { container, rerender } = render(withFlags(<OpenAppBanner />));
    expect(container).toBeEmptyDOMElement();
    router.pathname = '/';
    rerender(withFlags(<OpenAppBanner />, { isInApp: true }));
    expect(container).toBeEmptyDOMElement();
  });

  it('closing remembers the choice for the session', () => {
    render(withFlags(<OpenAppBanner />));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(useAppStore.getState().isShowOpenApp).toBe(false);
    expect(sessionStorage.getItem('openAppClosed')).toBe('1');
  });
});
