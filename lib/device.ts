const KEY = 'deviceId';
let memo = '';

function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old WebViews without randomUUID: RFC 4122 v4 from getRandomValues (or Math.random as a last resort).
  const b = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Stable id of this browser, used as the anonymous visitor's sourceId and for analytics. A random id kept in
 * localStorage rather than a fingerprint: it identifies the device without collecting its traits.
 * Returns '' on the server.
 */
export function getDeviceId(): string {
  if (memo) return memo;
  if (typeof window === 'undefined') return '';
  try {
    memo = window.localStorage.getItem(KEY) || '';
    if (!memo) {
      memo = uuid();
      window.localStorage.setItem(KEY, memo);
    }
  } catch {
    // Private mode without storage: stable for this page only.
    memo = memo || uuid();
  }
  return memo;
}

/** Tests only: forget the memoised id. */
export function resetDeviceIdMemo(): void {
  memo = '';
}
