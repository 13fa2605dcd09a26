import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntentLink } from '@/components/common/IntentLink';

const router = vi.hoisted(() => ({ push: vi.fn(() => Promise.resolve(true)), replace: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ default: router }));
const prefetch = vi.hoisted(() => vi.fn());
vi.mock('@/components/common/prefetch', () => ({ isLocalHref: (h: string) => h.startsWith('/'), prefetchOnIntent: prefetch }));

beforeEach(() => {
  router.push.mockClear();
  router.replace.mockClear();
  prefetch.mockClear();
});

describe('IntentLink', () => {
  it('renders a plain anchor with the caller’s attributes and no props of its own', () => {
    const html = renderToString(
      <IntentLink href="/detail?productId=g_1" className="card" data-x="1" replace aria-label="去看看">
        看看
      </IntentLink>,
    );
    expect(html).toBe('<a class="card" data-x="1" aria-label="去看看" href="/detail?productId=g_1">看看</a>');
  });

  it('navigates on the client on a plain click, after the caller’s own handler, and prefetches on intent', () => {
    const onClick = vi.fn();
    render(<IntentLink href="/my" onClick={onClick}>我的</IntentLink>);
    const a = screen.getByText('我的');
    fireEvent.touchStart(a);
    fireEvent.mouseEnter(a);
    expect(prefetch).toHaveBeenCalledWith('/my');
    fireEvent.click(a);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/my');
  });

  it('replaces the entry when asked, and leaves modified clicks, prevented clicks and other sites to the browser', () => {
    render(
      <>
        <IntentLink href="/a" replace>甲</IntentLink>
        <IntentLink href="/b">乙</IntentLink>
        <IntentLink href="/c" onClick={(e) => e.preventDefault()}>丙</IntentLink>
        <IntentLink href="https://example.com/">丁</IntentLink>
      </>,
    );
    fireEvent.click(screen.getByText('甲'));
    expect(router.replace).toHaveBeenCalledWith('/a');
    fireEvent.click(screen.getByText('乙'), { metaKey: true });
    fireEvent.click(screen.getByText('丙'));
    fireEvent.click(screen.getByText('丁'));
    expect(router.push).not.toHaveBeenCalled();
  });
});
