import NProgress from 'nprogress';
import mitt from 'next/dist/shared/lib/mitt';
import {
  PROGRESS_FAILED_CLASS,
  ROUTE_PROGRESS_CAP_MS,
  loadProgressBar,
  progressDone,
  progressReset,
  progressStart,
  trackRouteProgress,
} from '@/lib/progress';

beforeEach(() => {
  vi.useFakeTimers();
  progressReset();
});
afterEach(() => {
  progressReset();
  vi.useRealTimers();
});

const bar = () => document.getElementById('nprogress');

// First in the file, which has a module graph of its own (vitest.config.ts ALSO_ISOLATED): nothing has loaded
// nprogress for lib/progress.ts yet.
describe('nprogress is loaded by the first start, not with the page', () => {
  it('a bar due before nprogress arrived starts when it arrives, at the place the wait has reached', async () => {
    progressStart();
    vi.advanceTimersByTime(200); // the throttle has passed; the import has not resolved (nothing awaited yet)
    expect(bar()).toBeNull();
    await loadProgressBar();
    expect(NProgress.isStarted()).toBe(true);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(2500);
    expect(NProgress.status).toBeGreaterThan(0.45);
    progressDone();
    expect(NProgress.isStarted()).toBe(false);
  });
});

describe('progress bar (spec §9: throttle 200 ms, duration 5000 ms, tick 100 ms)', () => {
  beforeAll(() => loadProgressBar());

  it('does not show for work shorter than 200 ms', () => {
    progressStart();
    vi.advanceTimersByTime(150);
    progressDone();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms, advances each 100 ms tick over 5 s, and completes on done', () => {
    progressStart();
    vi.advanceTimersByTime(200);
    expect(NProgress.isStarted()).toBe(true);
    vi.advanceTimersByTime(2500);
    expect(NProgress.status).toBeGreaterThan(0.45);
    expect(NProgress.status).toBeLessThan(0.6);
    vi.advanceTimersByTime(10_000);
    expect(NProgress.status).toBeLessThan(1);
    progressDone();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('overlapping work completes once the last unit ends', () => {
    progressStart();
    progressStart();
    vi.advanceTimersByTime(300);
    progressDone();
    expect(NProgress.isStarted()).toBe(true);
    progressDone();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('a failure marks the bar red for a moment', () => {
    progressStart();
    vi.advanceTimersByTime(300);
    progressDone(true);
    expect(document.documentElement.classList.contains(PROGRESS_FAILED_CLASS)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(document.documentElement.classList.contains(PROGRESS_FAILED_CLASS)).toBe(false);
  });

  it('ignores an unmatched done', () => {
    expect(() => progressDone(true)).not.toThrow();
    expect(document.documentElement.classList.contains(PROGRESS_FAILED_CLASS)).toBe(false);
  });
});

describe('trackRouteProgress (one subscription on the router events for the page)', () => {
  beforeAll(() => loadProgressBar());

  const routeEvents = () => mitt() as Parameters<typeof trackRouteProgress>[0];

  it('completes the bar of a navigation however it ends: complete, error, cancel, hash change', () => {
    const events = routeEvents();
    const stop = trackRouteProgress(events);
    for (const [type, arg] of [
      ['routeChangeComplete', undefined],
      ['routeChangeError', Object.assign(new Error('x'), { cancelled: true })],
      ['routeChangeError', new Error('boom')],
      ['hashChangeComplete', undefined],
    ] as const) {
      events.emit('routeChangeStart', '/known/detail', { shallow: false });
      vi.advanceTimersByTime(5000);
      expect(NProgress.isStarted(), type).toBe(true);
      events.emit(type, arg, '/known/detail', { shallow: false });
      expect(NProgress.isStarted(), type).toBe(false);
    }
    stop();
  });

  it('leaves shallow navigations alone and gives up on a navigation that never ends after the cap', () => {
    const events = routeEvents();
    const stop = trackRouteProgress(events);
    events.emit('routeChangeStart', '/known?tab=2', { shallow: true });
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
    events.emit('routeChangeStart', '/known/detail', { shallow: false });
    vi.advanceTimersByTime(ROUTE_PROGRESS_CAP_MS - 1);
    expect(NProgress.isStarted()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(NProgress.isStarted()).toBe(false);
    stop();
  });
});
