import type { NextRouter } from 'next/router';
import { useEffect } from 'react';

/** How long after a restore a jump to the top that the visitor did not make is undone. */
const LATE_RESET_MS = 600;

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
  const inputs = ['touchstart', 'wheel', 'keydown', 'mousedown'] as const;
  inputs.forEach((t) => window.addEventListener(t, onInput, { passive: true, capture: true }));
  window.addEventListener('scroll', onScroll, { passive: true });
  setTimeout(() => {
    inputs.forEach((t) => window.removeEventListener(t, onInput, { capture: true }));
    window.removeEventListener('scroll', onScroll);
  }, LATE_RESET_MS);
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
      // After the new page has painted; twice, as images and lazy sections may grow the page.
      requestAnimationFrame(() => {
        window.scrollTo(0, y);
        setTimeout(() => window.scrollTo(0, y), 50);
      });
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
