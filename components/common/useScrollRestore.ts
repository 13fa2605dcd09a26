import type { NextRouter } from 'next/router';
import { useEffect } from 'react';

/** How long after a restore a jump to the top that the visitor did not make is undone (a busy phone lands the
 * abandoned page's scroll-to-top well after 600 ms; any touch, wheel or key ends the hold at once). */
const LATE_RESET_MS = 2_000;
/** What the visitor does to scroll: a restore never fights it. */
const USER_INPUTS = ['touchstart', 'wheel', 'keydown', 'mousedown'] as const;

/**
 * Back from a page that had not finished opening (tapped, then back at once), the router's scroll to the top for
 * the abandoned page can land after the restore. For a short while, a jump to the top that no touch, wheel or key
 * caused goes back to `y`.
 */
function holdAgainstLateReset(y: number) {
  if (y <= 0) return;
  let input = false;
  const onInput = () => {
    input = true;
  };
  const onScroll = () => {
    if (!input && window.scrollY === 0) window.scrollTo(0, y);
  };
  USER_INPUTS.forEach((t) => window.addEventListener(t, onInput, { passive: true, capture: true }));
  window.addEventListener('scroll', onScroll, { passive: true });
  setTimeout(() => {
    USER_INPUTS.forEach((t) => window.removeEventListener(t, onInput, { capture: true }));
    window.removeEventListener('scroll', onScroll);
  }, LATE_RESET_MS);
}

/** How long a restore waits for the page to grow tall enough (lists coming back from their cache, images). */
const GROW_WAIT_MS = 3_000;

/**
 * Scrolls to `y` now and, while the page is still too short to reach it (a list refilling, pictures loading), again
 * each time the page grows, until it is reached, the visitor touches the page, or GROW_WAIT_MS pass.
 */
function scrollWhenReachable(y: number) {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y - 1;
  window.scrollTo(0, y);
  if (reachable() || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  const timer = setTimeout(stop, GROW_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    USER_INPUTS.forEach((t) => window.removeEventListener(t, stop, { capture: true }));
  }
  USER_INPUTS.forEach((t) => window.addEventListener(t, stop, { passive: true, capture: true }));
  observer.observe(document.body);
}

/**
 * The browser's own scroll restoration fights client-side rendering (it scrolls before the page is
 * there), so it is off (history.scrollRestoration = 'manual') and we restore on back/forward:
 * positions are saved per history entry (Next's history state key) when leaving it.
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

    const onPop = () => {
      positions.set(current, window.scrollY);
      popping = true;
    };
    const save = () => {
      if (!popping) positions.set(current, window.scrollY);
    };
    const restore = () => {
      current = entryKey();
      if (!popping) return;
      popping = false;
      const y = positions.get(current);
      if (y === undefined) return;
      // After the new page has painted, and again as the page grows enough to reach it.
      requestAnimationFrame(() => scrollWhenReachable(y));
      holdAgainstLateReset(y);
    };
    const onError = () => {
      popping = false;
    };

    // popstate fires before Next's router starts the route change; capture it first.
    window.addEventListener('popstate', onPop, true);
    events.on('routeChangeStart', save);
    events.on('routeChangeComplete', restore);
    events.on('routeChangeError', onError);
    return () => {
      window.removeEventListener('popstate', onPop, true);
      events.off('routeChangeStart', save);
      events.off('routeChangeComplete', restore);
      events.off('routeChangeError', onError);
    };
  }, [events]);
}
