import { render } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import mitt from 'next/dist/shared/lib/mitt';
import { useScrollRestore } from '@/components/common/useScrollRestore';

/** The window's scroll position, as the hook reads and sets it (jsdom does not scroll). */
let y = 0;
const events = mitt();
const router = { events } as unknown as NextRouter;

/** Mounted once per test (and unmounted after it), so each test's listeners start afresh. */
function Shell() {
  useScrollRestore(router);
  return null;
}

/** The router's steps as Next emits them, and the browser's history underneath. */
const go = (url: string, key: string) => {
  events.emit('routeChangeStart', url);
  window.history.pushState({ key }, '', url);
  y = 0; // the new page opens at its top
};
const complete = (url: string) => {
  events.emit('routeChangeComplete', url);
  vi.advanceTimersToNextFrame();
};
const back = (url: string, key: string) => {
  window.history.replaceState({ key }, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: { key } }));
  events.emit('routeChangeStart', url);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = ((_x: number, to: number) => {
    y = to;
  }) as typeof window.scrollTo;
  // jsdom has no scrollRestoration; browsers do.
  Object.defineProperty(window.history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
  window.history.replaceState({ key: 'list' }, '', '/known');
});
afterEach(() => {
  window.dispatchEvent(new Event('touchstart')); // ends a hold still running
  vi.useRealTimers();
});

describe('useScrollRestore', () => {
  it('back to a list puts it where it was left', () => {
    render(<Shell />);
    y = 1700;
    go('/known/detail/question?id=1', 'detail');
    complete('/known/detail/question?id=1');
    y = 300; // read a while on the detail
    back('/known', 'list');
    complete('/known');
    expect(y).toBe(1700);
  });

  it('a back tap while the card is still opening: the list’s place is kept, not the half-open page’s top', () => {
    render(<Shell />);
    y = 1700;
    go('/known/detail/question?id=1', 'detail');
    // The address bar already shows the card (scrolled to its top), but the router has not finished: back now.
    back('/known', 'list');
    // The abandoned card finishes first; the list's restore waits for the list.
    complete('/known/detail/question?id=1');
    expect(y).toBe(0);
    complete('/known');
    expect(y).toBe(1700);
  });

  it('a jump to the top right after the restore is undone; the visitor’s own scroll is not', () => {
    render(<Shell />);
    y = 900;
    go('/known/detail/question?id=1', 'detail');
    complete('/known/detail/question?id=1');
    back('/known', 'list');
    complete('/known');
    expect(y).toBe(900);
    y = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(y).toBe(900);
    window.dispatchEvent(new Event('touchstart'));
    y = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(y).toBe(0);
  });
});
