import { fireEvent, render, screen } from '@testing-library/react';
import { PagedListEnd } from '@/components/planner/PagedFooter';

const list = (over: Partial<Parameters<typeof PagedListEnd>[0]['list']> = {}) => ({
  items: [] as unknown[],
  loading: false,
  failed: false,
  hasMore: false,
  loadMore: vi.fn(async () => undefined),
  refresh: vi.fn(async () => null),
  ...over,
});

describe('PagedListEnd', () => {
  it('a failed first page offers 重新加载, which refreshes the list', () => {
    const l = list({ failed: true });
    render(<PagedListEnd list={l} empty={<p>空空如也</p>} />);
    expect(screen.getByText('请求失败，点击重新加载')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(l.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('空空如也')).toBeNull();
  });

  it('nothing listed shows the caller’s empty state, but not while the first page loads', () => {
    const { rerender } = render(<PagedListEnd list={list()} empty={<p>空空如也</p>} />);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    rerender(<PagedListEnd list={list({ loading: true })} empty={<p>空空如也</p>} />);
    expect(screen.queryByText('空空如也')).toBeNull();
  });

  it('a list with everything loaded ends with 没有更多了', () => {
    render(<PagedListEnd list={list({ items: [1, 2] })} empty={<p>空空如也</p>} />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByText('空空如也')).toBeNull();
  });
});
