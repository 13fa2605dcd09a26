import type { NextRouter } from 'next/router';
import { useEffect } from 'react';
import { sheetEntryOnTop } from '@/lib/sheetState';

/**
 * How long a restored position is held (any touch, wheel or key ends the hold at once). 2 s was not enough on a 2-core
 * machine under a load of 17: the abandoned page's scroll to the top landed later (a fresh-clone run, knownFeed.spec).
 */
const HOLD_MS = 5_000;
/** What the visitor does to scroll: a restore never fights it. */
const USER_INPUTS = ['touchstart', 'wheel', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y` and holds it for HOLD_MS, or until the visitor touches the page: while the page is too short to reach
 * `y` (a list refilling, pictures loading), again each time it grows; and a jump to the top that the visitor did not
 * make (back from a page that had not finished opening, the router's scroll to the top for the abandoned page can
 * land after the restore, well after 600 ms on a busy phone) goes back to `y`.
 */
function holdPosition(y: number) {
  window.scrollTo(0, y);
  if (y <= 0) return;
  const reached = () => Math.abs(window.scrollY - y) <= 1;
  const onScroll = () => {
    if (window.scrollY === 0) window.scrollTo(0, y);
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => !reached() && window.scrollTo(0, y));
  const timer = setTimeout(stop, HOLD_MS);
  function stop() {
    clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener('scroll', onScroll);
    USER_INPUTS.forEach((t) => window.removeEventListener(t, stop, { capture: true }));
  }
  USER_INPUTS.forEach((t) => window.addEventListener(t, stop, { passive: true, capture: true }));
  window.addEventListener('scroll', onScroll, { passive: true });
  observer?.observe(document.body);
}

/** Whether a URL the router reports (`as`) is the page in the address bar, encoded alike, the hash aside. */
function isLocation(url: string): boolean {
  const at = new URL(url, window.location.href);
  return at.pathname === window.location.pathname && at.search === window.location.search;
}

/**
 * The browser's own scroll restoration fights client-side rendering (it scrolls before the page is
 * there), so it is off (history.scrollRestoration = 'manual') and we restore on back/forward:
 * positions are saved per history entry (Next's history state key) when leaving it.
 *
 * A back tap can land while the page being left is still opening: its URL is in the address bar, but it has not
 * finished rendering and the router may already have scrolled it to the top. The position of the entry we came from
 * was saved when that navigation started, so a back tap during a navigation saves nothing; and the restore waits for
 * the navigation that ends on the entry we went back to (the abandoned page's completion can come first).
 */
export function useScrollRestore(router: NextRouter) {
  // The router object is new on every render; its event emitter is not. Depending on the router would drop the saved
  // positions on every navigation.
  const events = router.events;
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    const positions = new Map<string, number>();
    const entryKey = () => (window.history.state as { key?: string } | null)?.key ?? window.location.href;
    // By the time the router reports a back navigation, history.state is already the target's:
    // remember which entry we are on ourselves.
    let current = entryKey();
    let popping = false;
    let navigating = false;

    const onPop = () => {
      if (sheetEntryOnTop()) return; // back closing a sheet: the page stays
      if (!navigating) positions.set(current, window.scrollY);
      popping = true;
    };
    const start = () => {
      if (!popping && !navigating) positions.set(current, window.scrollY);
      navigating = true;
    };
    const complete = (url: string) => {
      navigating = false;
      current = entryKey();
      if (!popping) return;
      // The abandoned page finishing: the back navigation is still to come.
      if (!isLocation(url)) return;
      popping = false;
      const y = positions.get(current);
      if (y === undefined) return;
      // After the new page has painted; held while the page grows or something else scrolls it to the top.
      requestAnimationFrame(() => holdPosition(y));
    };
    const onError = () => {
      navigating = false;
    };

    // popstate fires before Next's router starts the route change; capture it first.
    window.addEventListener('popstate', onPop, true);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', complete);
    events.on('routeChangeError', onError);
    return () => {
      window.removeEventListener('popstate', onPop, true);
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', complete);
      events.off('routeChangeError', onError);
    };
  }, [events]);
}
