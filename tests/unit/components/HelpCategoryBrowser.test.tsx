import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { HelpCategoryBrowser } from '@/components/my/help/HelpCategoryBrowser';
import { HelpEntryList } from '@/components/my/help/HelpEntryList';
import type { HelpArticleCard, HelpArticlePage } from '@/services/cms';

const mocks = vi.hoisted(() => ({
  helpList: vi.fn(),
  toast: { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(), hide: vi.fn() },
  router: {
    pathname: '/my/help',
    asPath: '/my/help',
    query: {},
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    back: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    isReady: true,
    isFallback: false,
    basePath: '',
  },
}));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/services/cms', () => ({ helpList: mocks.helpList }));

const withRouter = (ui: ReactNode) => <RouterContext.Provider value={mocks.router as unknown as NextRouter}>{ui}</RouterContext.Provider>;
const card = (id: string, title: string, categoryCode = 'hc_order'): HelpArticleCard => ({ id, title, categoryCode, linkType: 1, wapRoute: '', link: '' });
const page = (records: HelpArticleCard[], current: number, totalPage: number): HelpArticlePage => ({ records, current, totalPage, totalCount: totalPage * 2, limit: 2 });
const categories = [
  { code: 'hc_order', name: '下单与支付', articleCount: 4 },
  { code: 'hc_wallet', name: '钱包', articleCount: 1 },
];

beforeEach(() => {
  vi.clearAllMocks();
  mocks.helpList.mockReset();
});

describe('问题分类 of the help home', () => {
  it('loads the next page of the open category when the end of its list is reached', async () => {
    // jsdom lays nothing out: antd-mobile's InfiniteScroll checks offsetParent before it looks at the list's end.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    onTestFinished(() => offsetParent.mockRestore());
    mocks.helpList.mockResolvedValueOnce(page([card('hq_0203', '订单多久不付款会被自动取消？'), card('hq_0204', '优惠券怎么使用？')], 2, 2));
    render(withRouter(<HelpCategoryBrowser categories={categories} initialCode="hc_order" initialPage={page([card('hq_0201', '如何购买服务？'), card('hq_0202', '支持哪些支付方式？')], 1, 2)} />));
    const list = screen.getByRole('list', { name: '下单与支付的问题' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    expect(mocks.helpList).toHaveBeenCalledWith({ categoryCode: 'hc_order', page: 2, limit: 2 });
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('opens another category once, keeps it in the address, and keeps what each loaded', async () => {
    mocks.helpList.mockResolvedValueOnce(page([card('hq_0601', '薯片钱包是什么？余额从哪里来？', 'hc_wallet')], 1, 1));
    render(withRouter(<HelpCategoryBrowser categories={categories} initialCode="hc_order" initialPage={page([card('hq_0201', '如何购买服务？')], 1, 1)} />));
    fireEvent.click(screen.getByRole('tab', { name: '钱包' }));
    expect(screen.getByRole('tab', { name: '钱包' })).toHaveAttribute('aria-selected', 'true');
    expect(mocks.router.replace).toHaveBeenCalledWith({ pathname: '/my/help', query: { categoryCode: 'hc_wallet' } }, undefined, { shallow: true, scroll: false });
    const wallet = await screen.findByRole('list', { name: '钱包的问题' });
    expect(within(wallet).getByRole('link', { name: '薯片钱包是什么？余额从哪里来？' })).toHaveAttribute('href', '/my/help/questions?id=hq_0601');
    fireEvent.click(screen.getByRole('tab', { name: '下单与支付' }));
    fireEvent.click(screen.getByRole('tab', { name: '钱包' }));
    expect(mocks.helpList).toHaveBeenCalledTimes(1);
  });

  it('tells why when a page cannot be loaded, and tries again on a tap', async () => {
    mocks.helpList.mockRejectedValueOnce(new Error('offline'));
    render(withRouter(<HelpCategoryBrowser categories={categories} initialCode="hc_order" initialPage={page([card('hq_0201', '如何购买服务？')], 1, 1)} />));
    fireEvent.click(screen.getByRole('tab', { name: '钱包' }));
    await waitFor(() => expect(mocks.toast.warning).toHaveBeenCalledWith('加载失败，请稍后再试'));
    mocks.helpList.mockResolvedValueOnce(page([card('hq_0601', '薯片钱包是什么？余额从哪里来？', 'hc_wallet')], 1, 1));
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    expect(await screen.findByRole('link', { name: '薯片钱包是什么？余额从哪里来？' })).toBeInTheDocument();
  });
});

describe('help question lists', () => {
  it('number 常见问题 and mark search words as text, never as HTML', () => {
    const { container } = render(
      withRouter(<HelpEntryList label="搜索结果" words={['发票']} entries={[{ ...card('hq_0401', '<b>如何</b>申请发票？'), categoryName: '发票', snippet: '在订单上点击“申请开票”' }]} />),
    );
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: /^<b>如何<\/b>申请发票？/ })).toBeInTheDocument();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['发票']);
    render(withRouter(<HelpEntryList label="常见问题" ranked entries={[card('a', '一'), card('b', '二')]} />));
    expect(within(screen.getByRole('list', { name: '常见问题' })).getAllByText(/^[12]$/)).toHaveLength(2);
  });
});
