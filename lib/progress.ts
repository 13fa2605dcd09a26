import type { NextRouter } from 'next/router';
import type NProgressType from 'nprogress';
import { NPROGRESS } from './constants';

/** Added to <html> for a moment after a failed request, so global CSS can paint the bar red. */
export const PROGRESS_FAILED_CLASS = 'nprogress-failed';
const FAILED_FLASH_MS = 1000;
/** The bar creeps towards this and waits there for done(). */
const CAP = 0.99;

let pending = 0;
let failed = false;
let shown = false;
let startedAt = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let flashTimer: ReturnType<typeof setTimeout> | undefined;
/** nprogress, once loaded: not part of any page's first-load JavaScript, it is imported by the first start. */
let bar: typeof NProgressType | null = null;
let loadingBar: Promise<typeof NProgressType> | null = null;

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * Loads and configures nprogress (once). progressStart calls it, so the bar has almost always arrived before the
 * throttle ends; a bar shown earlier starts when it arrives. Tests await it.
 */
export function loadProgressBar(): Promise<typeof NProgressType> {
  loadingBar ??= import('nprogress').then((m) => {
    const np = (m.default ?? m) as typeof NProgressType;
    // Our own tick replaces nprogress's random trickle: the bar advances linearly over `durationMs`
    // (spec §9: throttle 200, duration 5000, tick 100), so its position tells how long the wait has been.
    // The template without nprogress's made-up roles ("bar", "spinner"), which are no ARIA roles (axe: aria-roles).
    np.configure({
      showSpinner: false,
      trickle: false,
      speed: NPROGRESS.tickMs,
      minimum: 0.08,
      template: '<div class="bar"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    bar = np;
    // Shown while it loaded: start it now, at the place the wait has reached (the next tick moves it on).
    if (shown && inBrowser()) np.start();
    return np;
  });
  return loadingBar;
}

function show() {
  showTimer = undefined;
  if (!inBrowser()) return; // the page (or a test's DOM) went away while the throttle ran
  shown = true;
  startedAt = Date.now();
  document.documentElement.classList.remove(PROGRESS_FAILED_CLASS);
  bar?.start();
  tickTimer = setInterval(() => {
    if (!inBrowser()) return progressReset();
    bar?.set(Math.min(CAP, Math.max(0.08, (Date.now() - startedAt) / NPROGRESS.durationMs)));
  }, NPROGRESS.tickMs);
}

/**
 * One unit of work started (a request or a route change). Units overlap: the bar shows once when the first
 * has lasted longer than the throttle, and completes when the last one ends.
 */
export function progressStart(): void {
  if (!inBrowser()) return;
  void loadProgressBar().catch(() => {
    loadingBar = null; // a failed chunk load (offline): try again on the next start; the page works without the bar
  });
  pending += 1;
  if (pending === 1 && !shown && !showTimer) {
    failed = false;
    showTimer = setTimeout(show, NPROGRESS.throttleMs);
  }
}

/** One unit of work ended; `failed` marks the bar red when it completes. */
export function progressDone(hasFailed = false): void {
  if (!inBrowser() || pending === 0) return;
  pending -= 1;
  failed ||= hasFailed;
  if (pending > 0) return;
  if (showTimer) clearTimeout(showTimer);
  showTimer = undefined;
  if (tickTimer) clearInterval(tickTimer);
  tickTimer = undefined;
  if (!shown) return; // finished inside the throttle window: never shown, nothing to complete
  shown = false;
  if (failed) {
    const root = document.documentElement;
    root.classList.add(PROGRESS_FAILED_CLASS);
    if (flashTimer) clearTimeout(flashTimer);
    flashTimer = setTimeout(() => root.classList.remove(PROGRESS_FAILED_CLASS), FAILED_FLASH_MS);
  }
  failed = false;
  bar?.done(true);
}

/** Tests only: forget every pending unit. */
export function progressReset(): void {
  if (showTimer) clearTimeout(showTimer);
  if (tickTimer) clearInterval(tickTimer);
  if (flashTimer) clearTimeout(flashTimer);
  showTimer = tickTimer = flashTimer = undefined;
  pending = 0;
  failed = shown = false;
  if (inBrowser()) {
    if (bar) {
      bar.remove();
      bar.status = null;
    }
    document.documentElement.classList.remove(PROGRESS_FAILED_CLASS);
  }
}

/** The longest a navigation keeps the bar: past this it is taken as lost (never completed nor cancelled). */
export const ROUTE_PROGRESS_CAP_MS = 65_000;

type RouteEvents = NextRouter['events'];

/**
 * One bar unit per page navigation (not for shallow ones), started by routeChangeStart and ended by whatever ends it:
 * completion, an error (red unless cancelled), a hash change, or the cap. Subscribe once, on the router's events
 * object, which lives as long as the page: a listener pair re-made on each new router object (it is a new object on
 * every navigation) missed the completion of the navigation its predecessor had started, and the bar stayed at 99 %.
 * Returns the unsubscribe.
 */
export function trackRouteProgress(events: RouteEvents): () => void {
  let active = false;
  let capTimer: ReturnType<typeof setTimeout> | undefined;
  const end = (failed = false) => {
    if (capTimer) clearTimeout(capTimer);
    capTimer = undefined;
    if (!active) return;
    active = false;
    progressDone(failed);
  };
  const onStart = (_url: string, opts?: { shallow?: boolean }) => {
    if (opts?.shallow || active) return;
    active = true;
    progressStart();
    capTimer = setTimeout(() => end(), ROUTE_PROGRESS_CAP_MS);
  };
  const onComplete = () => end();
  const onError = (err?: { cancelled?: boolean }) => end(!err?.cancelled);
  const pairs = [
    ['routeChangeStart', onStart],
    ['routeChangeComplete', onComplete],
    ['routeChangeError', onError],
    ['hashChangeComplete', onComplete],
  ] as const;
  for (const [type, fn] of pairs) events.on(type, fn);
  return () => {
    for (const [type, fn] of pairs) events.off(type, fn);
    end();
  };
}
