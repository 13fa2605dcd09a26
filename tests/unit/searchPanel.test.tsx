import { fireEvent, render, screen } from '@testing-library/react';
import { SearchPanel, nextTopPage } from '@/components/search/SearchPanel';
import { addHistory, readHistory } from '@/components/search/history';
import type { KeywordListData } from '@/services/search';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const kw = (id: string, name: string, times = 0) => ({ id, name, isJumpLink: 0 as const, wapRoute: '', url: '', imageUrl: '', allSearchTimes: times });
const data: KeywordListData = {
  topHeightList: [kw('h1', '公司注册')],
  topUnHeightList: [kw('t1', '商标注册'), kw('t2', '代理记账')],
  hotList: [kw('x1', '公司注销', 12345)],
  topUnHeightTotalPage: 2,
};

describe('search panel', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the history, 猜您需要 and ranked hot words with their counts', () => {
    addHistory('goods', '财税');
    addHistory('order', 'DD1');
    render(<SearchPanel keywords={data} typed="" onSearch={() => {}} />);
    const history = screen.getByRole('region', { name: '搜索历史' });
    expect(history).toHaveTextContent('财税');
    expect(history).not.toHaveTextContent('DD1');
    expect(screen.getByRole('button', { name: '商标注册' })).toBeInTheDocument();
    expect(screen.getByText('1.2w次搜索')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '换一批' })).toBeInTheDocument();
  });

  it('searches a tapped word without remembering it, and clears the history', () => {
    addHistory('goods', '财税');
    const onSearch = vi.fn();
    render(<SearchPanel keywords={data} typed="" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: '代理记账' }));
    expect(onSearch).toHaveBeenCalledWith('代理记账');
    fireEvent.click(screen.getByRole('button', { name: '清空搜索历史' }));
    expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull();
    expect(readHistory('goods')).toEqual([]);
  });

  it('换一批 wraps to the first page after the last', () => {
    expect(nextTopPage(1, 3)).toBe(2);
    expect(nextTopPage(3, 3)).toBe(1);
    expect(nextTopPage(1, 0)).toBe(2);
  });
});
