import { PAGE_VIEW_DELAY_MS } from './constants';
import { getDeviceId } from './device';

const pending = new Map<string, ReturnType<typeof setTimeout>>();
let last: { path: string; at: number } | null = null;
let lastReferrer = '';

/**
 * Records a page view 1000 ms after navigation (spec §9), late enough for the new page's title to be set.
 * Repeats of a path while its view is pending, or within the delay after it was sent, count once
 * (re-renders and replace-navigations fire the same path several times). Failures are ignored.
 */
export function trackPageView(path: string): void {
  if (typeof window === 'undefined' || !path) return;
  if (pending.has(path)) return;
  if (last && last.path === path && Date.now() - last.at < PAGE_VIEW_DELAY_MS) return;
  const timer = setTimeout(() => {
    pending.delete(path);
    last = { path, at: Date.now() };
    const referrer = lastReferrer || document.referrer || undefined;
    lastReferrer = `${window.location.origin}${path}`;
    // Loaded with the first view, a second after the page: not at boot; it sends without the HTTP client (ADR 0061).
    const view = { path, title: document.title || undefined, referrer, deviceId: getDeviceId() || undefined };
    import('@/services/visit').then((m) => m.trackPageView(view)).catch(() => undefined);
  }, PAGE_VIEW_DELAY_MS);
  pending.set(path, timer);
}

/** Session ended (logout, 5223): pending views are dropped and the next view starts a fresh trail. */
export function resetTracking(): void {
  for (const t of pending.values()) clearTimeout(t);
  pending.clear();
  last = null;
  lastReferrer = '';
}
