import { act, render, screen } from '@testing-library/react';
import { useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RENDERED_AT_ATTR, RenderedAt } from '@/components/common/listClock';
import { ListTime } from '@/components/common/ListTime';

const T = Date.parse('2026-11-21T15:30:00+08:00');
const minutes = (n: number) => n * 60_000;

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(RENDERED_AT_ATTR);
});

/** An id from useId beside the time: the server's extra provider must not move the ids hydration compares. */
function Row({ children }: { children: ReactNode }) {
  const id = useId();
  return <p id={id}>{children}</p>;
}

describe('ListTime on the page’s list clock', () => {
  it('hydrates the server’s text (against the embedded render time), then follows the device’s clock', async () => {
    const tree = (
      <Row>
        <ListTime at={T - minutes(5)} />
      </Row>
    );
    // pages/_document provides the render time to the server's render only
    const server = renderToString(<RenderedAt.Provider value={T}>{tree}</RenderedAt.Provider>);
    expect(server).toContain('5分钟前');

    // the browser hydrates 10 minutes later, its clock on its own time, with no provider
    vi.useFakeTimers({ now: T + minutes(10) + 20_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    document.documentElement.setAttribute(RENDERED_AT_ATTR, String(T));
    const host = document.createElement('div');
    host.innerHTML = server;
    document.body.append(host);
    const mismatch = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, tree, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    // once hydrated, the device's minute
    expect(host.textContent).toBe('15分钟前');
    await act(async () => {
      vi.advanceTimersByTime(minutes(1));
    });
    expect(host.textContent).toBe('16分钟前');
    act(() => root?.unmount());
    host.remove();
  });

  it('is a <time> naming the instant, and nothing when there is no time', () => {
    vi.useFakeTimers({ now: T, toFake: ['Date'] });
    const { container } = render(
      <>
        <ListTime at={new Date(T - minutes(90)).toISOString()} />
        <ListTime at={null} />
      </>,
    );
    const time = screen.getByText('1小时前');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', new Date(T - minutes(90)).toISOString());
    expect(container.querySelectorAll('time')).toHaveLength(1);
  });

  it('rendered by the browser (a client navigation) reads the device’s clock at once', () => {
    vi.useFakeTimers({ now: T, toFake: ['Date'] });
    render(<ListTime at={Date.parse('2026-11-20T09:05:00+08:00')} />);
    expect(screen.getByText('昨天 09:05')).toBeInTheDocument();
  });
});
