import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppFlagsProvider, type AppFlags } from '@/components/common/AppFlags';
import { DEFAULT_APP_CONTEXT } from '@/lib/app/appContext';
import { HeaderBar } from '@/components/common/HeaderBar';
import { bridge } from '@/bridge';
import { noteAppNavigation, resetAppHistory } from '@/lib/appHistory';

const router = vi.hoisted(() => ({ pathname: '/x', asPath: '/x', back: vi.fn(), replace: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const withFlags = (ui: ReactNode, flags: Partial<AppFlags> = {}) => (
  <AppFlagsProvider value={{ ...DEFAULT_APP_CONTEXT, isShowOpenApp: true, booted: true, ...flags }}>{ui}</AppFlagsProvider>
);

beforeEach(() => {
  vi.clearAllMocks();
  resetAppHistory();
  router.asPath = '/x';
});

describe('HeaderBar', () => {
  it('shows the title and slots', () => {
    render(withFlags(<HeaderBar title="订单详情" right={<button type="button">分享</button>} />));
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });

  it('goes back in the history when a page of ours is behind', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    noteAppNavigation();
    render(withFlags(<HeaderBar title="t" />));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.back).toHaveBeenCalled();
  });

  it('goes to the section’s home when the page was opened directly (a shared link, a new tab)', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    render(withFlags(<HeaderBar title="t" />));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.replace).toHaveBeenCalledWith('/');
    router.asPath = '/known/detail/answer?id=ka_1';
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.replace).toHaveBeenLastCalledWith('/known');
    expect(router.back).not.toHaveBeenCalled();
  });

  it('asks the native app to go back inside the app', () => {
    const goBack = vi.spyOn(bridge, 'goBack').mockResolvedValue({ code: 200 });
    render(withFlags(<HeaderBar title="t" />, { isInApp: true }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(goBack).toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
  });

  it('lets a custom jump replace the back behaviour', () => {
    const onBack = vi.fn();
    render(withFlags(<HeaderBar title="t" onBack={onBack} />, { isInApp: true }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('is hidden when the page hides the H5 header, and keeps room when fixed', () => {
    const { container, rerender } = render(withFlags(<HeaderBar title="t" />, { hideH5Nav: true }));
    expect(container).toBeEmptyDOMElement();
    rerender(withFlags(<HeaderBar title="t" fixed />));
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });
});
