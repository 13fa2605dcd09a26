import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh, pulledHeight } from '@/components/common/PullToRefresh';

// The light PullToRefresh (components/common/PullToRefresh.tsx, ADR 0056): no gesture or spring library, and its
// list is the same React subtree from the first render on.

const touch = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }] });

function pull(el: Element, to: number, x = 100) {
  fireEvent.touchStart(el, touch(0, 100));
  for (let y = 10; y <= to; y += 10) fireEvent.touchMove(el, touch(y, x));
  fireEvent.touchEnd(el);
}

describe('PullToRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on a pull past the threshold, shows 加载中... then 刷新成功, and closes', async () => {
    let done: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (done = r)));
    const { container } = render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const head = container.querySelector('.adm-pull-to-refresh-head') as HTMLElement;
    fireEvent.touchStart(screen.getByText('列表'), touch(0));
    fireEvent.touchMove(screen.getByText('列表'), touch(60));
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchMove(screen.getByText('列表'), touch(300));
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    fireEvent.touchEnd(screen.getByText('列表'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    expect(head.style.height).toBe('40px');
    await act(async () => done());
    expect(screen.getByText('刷新成功')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(head.style.height).toBe('0px');
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
  });

  it('springs back without refreshing on a short pull, and ignores sideways swipes and a page scrolled down', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const list = screen.getByText('列表');
    pull(list, 60);
    pull(list, 300, 400);
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 50, configurable: true });
    pull(list, 300);
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 0, configurable: true });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh} disabled>
        <p>列表</p>
      </PullToRefresh>,
    );
    pull(screen.getByText('列表'), 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('keeps what is typed into its content across refreshes (the list is never remounted)', async () => {
    function Form() {
      const [n, setN] = useState(0);
      return (
        <PullToRefresh onRefresh={async () => setN((x) => x + 1)}>
          <label>
            称呼
            <input />
          </label>
          <span>第{n}次</span>
        </PullToRefresh>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('称呼') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '张三' } });
    pull(input, 300);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByText('第1次')).toBeInTheDocument();
    expect(screen.getByLabelText('称呼')).toBe(input);
    expect(input.value).toBe('张三');
  });

  it('uses the page texts it is given', () => {
    render(
      <PullToRefresh pullingText="拉我" onRefresh={() => undefined}>
        <p>列表</p>
      </PullToRefresh>,
    );
    expect(screen.getByText('拉我')).toBeInTheDocument();
  });
});

describe('pulledHeight', () => {
  it('resists from the start, as antd-mobile does', () => {
    expect(pulledHeight(-10, 40)).toBe(0);
    expect(pulledHeight(100, 40)).toBe(40);
    expect(pulledHeight(171, 40)).toBeLessThanOrEqual(61);
    expect(pulledHeight(1000, 40)).toBeLessThan(200);
  });
});
