import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The clock list times are read against (lib/chinaTime listTime). On the server and through the browser's hydration
 * it is the time the server rendered the page at, so both write the same 5分钟前: pages/_document provides it to the
 * server's render (RenderedAt, never part of the browser's JavaScript) and embeds it on <html>, where hydration reads
 * it. After that, and on pages the browser renders itself, it is this device's clock, moved on every minute.
 */
export const RENDERED_AT_ATTR = 'data-rendered-at';

/** The server's render time, provided by pages/_document around the app; absent in the browser. */
export const RenderedAt = createContext<number | null>(null);

const MINUTE_MS = 60_000;
/** The device's clock to the minute: the same value for every read within a minute, as the store must answer. */
const deviceMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tickAtNextMinute() {
  timer = setTimeout(() => {
    listeners.forEach((l) => l());
    tickAtNextMinute();
  }, MINUTE_MS - (Date.now() % MINUTE_MS));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) tickAtNextMinute();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) clearTimeout(timer);
  };
}

/** The render time embedded in the document (the browser's hydration); null when there is none. */
function embeddedRenderedAt(): number | null {
  if (typeof document === 'undefined') return null;
  const n = Number(document.documentElement.getAttribute(RENDERED_AT_ATTR));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** `now` of list times (ms): the server's render time on the server and in hydration, else the device's minute. */
export function useListNow(): number {
  const rendered = useContext(RenderedAt);
  return useSyncExternalStore(subscribe, deviceMinute, () => rendered ?? embeddedRenderedAt() ?? deviceMinute());
}
