import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { AppFlagsProvider, type AppFlags } from '@/components/common/AppFlags';
import { DEFAULT_APP_CONTEXT } from '@/lib/app/appContext';
import { TabBar, unreadText } from '@/components/common/TabBar';
import { nav } from '@/lib/navigate';
import { useChatStore } from '@/stores/chat';
import { useUserStore } from '@/stores/user';
// The badge loads when there is a count to show: loaded with the file (docs/TESTING.md, "Code a test opens on demand").
import '@/components/common/UnreadBadge';
// The chat hand-off TabBar loads on the tap, loaded with the file: on a starved worker its first import outlasted
// vi.waitFor's second (docs/TESTING.md, "Code a test opens on demand").
import '@/components/common/chatHandoff';

const router = vi.hoisted(() => ({
  pathname: '/',
  asPath: '/',
  query: {},
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  back: vi.fn(),
  prefetch: vi.fn(() => Promise.resolve()),
  events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  isFallback: false,
  isReady: true,
  isPreview: false,
  isLocaleDomain: false,
  basePath: '',
  route: '/',
  beforePopState: vi.fn(),
  reload: vi.fn(),
  forward: vi.fn(),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

function renderBar(flags: Partial<AppFlags> = {}, at = '/') {
  router.pathname = at;
  router.asPath = at;
  const value: AppFlags = { ...DEFAULT_APP_CONTEXT, isShowOpenApp: true, booted: true, ...flags };
  const wrap = (ui: ReactNode) => (
    <RouterContext.Provider value={router as unknown as NextRouter}>
      <AppFlagsProvider value={value}>{ui}</AppFlagsProvider>
    </RouterContext.Provider>
  );
  return render(wrap(<TabBar />));
}

beforeEach(() => {
  vi.clearAllMocks();
  useChatStore.getState().reset();
  useUserStore.setState({ token: '', userId: '', userType: '' });
  localStorage.clear();
});

describe('TabBar', () => {
  it('shows the five tabs and marks the current one', () => {
    renderBar({}, '/my');
    for (const label of ['首页', '必懂', '消息', '订单', '我的']) expect(screen.getByRole('link', { name: new RegExp(label) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden inside the native app', () => {
    renderBar({ isInApp: true });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('does nothing when the active tab is tapped', () => {
    renderBar({}, '/');
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends a visitor tapping 订单 to login with the current page as redirect', () => {
    renderBar({}, '/known');
    router.asPath = '/known?tab=2';
    fireEvent.click(screen.getByRole('link', { name: '订单' }));
    expect(router.push).toHaveBeenCalledWith('/login?redirect=%2Fknown%3Ftab%3D2');
  });

  it('opens the order list for a logged-in user', () => {
    useUserStore.setState({ token: 't', userId: 'u1', userType: 'ORDINARY_USER' });
    renderBar();
    fireEvent.click(screen.getByRole('link', { name: '订单' }));
    expect(router.push).toHaveBeenCalledWith('/order?type=0');
  });

  it('hands 消息 to the chat site with the visitor identity', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('myInfo', JSON.stringify({ token: 'vt', imUserId: 'a_1' }));
    renderBar();
    fireEvent.click(screen.getByRole('link', { name: '消息' }));
    // The hand-off's module loads with the tap.
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/im/index?token=vt&userId=a_1&userType=VISITOR'));
  });

  it('hands 消息 over with the session when logged in', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => undefined);
    useUserStore.setState({ token: 't', userId: 'u1', userType: 'ORDINARY_USER' });
    renderBar();
    fireEvent.click(screen.getByRole('link', { name: '消息' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/im/index?token=t&userId=u1&userType=ORDINARY_USER'));
  });

  it('shows the unread badge above 0, capped at 99+', async () => {
    expect(unreadText(0)).toBeNull();
    expect(unreadText(5)).toBe('5');
    expect(unreadText(150)).toBe('99+');
    useChatStore.getState().setUnread(150);
    renderBar();
    expect(await screen.findByText('99+', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
