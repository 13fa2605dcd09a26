import NProgress from 'nprogress';
import { PROGRESS_FAILED_CLASS, progressDone, progressReset, progressStart } from '@/lib/progress';

beforeEach(() => {
  vi.useFakeTimers();
  progressReset();
});
afterEach(() => {
  progressReset();
  vi.useRealTimers();
});

const bar = () => document.getElementById('nprogress');

describe('progress bar (spec §9: throttle 200 ms, duration 5000 ms, tick 100 ms)', () => {
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
