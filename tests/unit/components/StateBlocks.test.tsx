import { fireEvent, render, screen } from '@testing-library/react';
import Link from 'next/link';
import { Empty, NoSubject, LoadError } from '@/components/common/Empty';
import { LoginNeeded } from '@/components/common/LoginNeeded';
import { nav } from '@/lib/navigate';

const router = vi.hoisted(() => ({ pathname: '/my/joinUs', asPath: '/my/joinUs?tab=mine', query: {}, push: vi.fn(), prefetch: vi.fn(() => Promise.resolve()) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

/** The state a block shows, and its picture: decoration, hidden from assistive technology. */
function stateOf(container: HTMLElement) {
  const block = container.querySelector('[data-state]') as HTMLElement;
  const picture = block.firstElementChild as HTMLElement;
  return { kind: block.dataset.state, picture };
}

describe('empty, failed and login-needed are three states', () => {
  it('empty: its own picture, the words, and a way forward when the caller gives one', () => {
    const { container } = render(
      <Empty text="购物车还是空的" hint="挑几件服务吧">
        <Link href="/" className="button-primary">
          去逛逛
        </Link>
      </Empty>,
    );
    const { kind, picture } = stateOf(container);
    expect(kind).toBe('empty');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('购物车还是空的')).toBeInTheDocument();
    expect(screen.getByText('挑几件服务吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty without a way forward shows only its words; an incomplete link says so', () => {
    render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    render(<NoSubject what="订单" href="/order" action="我的订单" />);
    expect(screen.getByText('链接不完整，请从列表中重新进入')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
  });

  it('error: another picture, announced, and 重新加载 calls the caller’s retry', () => {
    const retry = vi.fn();
    const { container } = render(<LoadError text="请求失败！" onRetry={retry} />);
    const { kind, picture } = stateOf(container);
    expect(kind).toBe('error');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请求失败！');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('error without a retry of the caller reloads the page', () => {
    const reload = vi.spyOn(nav, 'reload').mockImplementation(() => undefined);
    render(<LoadError />);
    expect(screen.getByText('加载失败，请稍后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('login needed: a third picture, and 去登录 leads to the login that comes back to this page', () => {
    const { container } = render(<LoginNeeded text="登录后查看您的投递记录" />);
    const { kind, picture } = stateOf(container);
    expect(kind).toBe('login');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('登录后查看您的投递记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?redirect=%2Fmy%2FjoinUs%3Ftab%3Dmine');
  });

  it('login needed with a login of its own (the app’s, the community’s) calls it instead of leaving', () => {
    const login = vi.fn();
    render(<LoginNeeded redirect="/known?tab=answer" onLogin={login} />);
    const link = screen.getByRole('link', { name: '去登录' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fknown%3Ftab%3Danswer');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(login).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
  });

  it('the three pictures differ', () => {
    const { container } = render(
      <>
        <Empty />
        <LoadError onRetry={() => undefined} />
        <LoginNeeded />
      </>,
    );
    const pictures = [...container.querySelectorAll('[data-state] > [aria-hidden]')].map((p) => p.getAttribute('data-picture'));
    expect(pictures).toEqual(['empty', 'error', 'login']);
  });
});
