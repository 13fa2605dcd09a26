/**
 * The server's clock on this device: every deadline a page counts down to (the payment window, an order's automatic
 * cancel, a flash sale) and every signature use it, so a phone whose clock is minutes off still shows 01:59 left when
 * two minutes are left. The offset (server − device) is learned from the X-Server-Time header of each API answer
 * (the sample with the shortest round trip wins, its midpoint taken as the moment the server read its clock), and
 * from a 4003 answer's serverTime when a signature fell outside the server's window.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

let offset = 0;
let bestRoundTrip = Number.POSITIVE_INFINITY;
let learned = false;

/** A sample: the server's time (ms) in an answer to a request sent at `sentAt` and answered at `receivedAt`. */
export function learnServerTime(serverMs: number, sentAt: number, receivedAt: number): void {
  const roundTrip = receivedAt - sentAt;
  if (!Number.isFinite(serverMs) || serverMs <= 0 || !(roundTrip >= 0) || roundTrip > bestRoundTrip) return;
  bestRoundTrip = roundTrip;
  offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
  learned = true;
}

/** The server's own word on its time (a 4003 answer): taken as it is. */
export function setServerOffset(ms: number): void {
  offset = ms;
  bestRoundTrip = 0;
  learned = true;
}

/** Envelope code of a signature outside the server's time window; its data carries the server's time. */
const SIGN_EXPIRED = 4003;
/** Learns the server's clock from a 4003 answer; true when it did (the call is then signed again once). */
export function learnServerClock(env: { code: number; data?: unknown }, deviceNow = Date.now()): boolean {
  const t = (env.data as { serverTime?: unknown } | null)?.serverTime;
  if (env.code !== SIGN_EXPIRED || typeof t !== 'number' || !Number.isFinite(t)) return false;
  setServerOffset(t - deviceNow);
  return true;
}

/** The server's time now, as well as this device knows it. */
export const serverNow = (): number => Date.now() + offset;
export const serverOffset = (): number => offset;
export const knowsServerTime = (): boolean => learned;

let syncing: Promise<void> | null = null;
/** Once per page load when nothing has taught the clock yet: asks the health endpoint (no signature, no session). */
export function syncServerTime(): Promise<void> {
  if (learned || typeof window === 'undefined') return Promise.resolve();
  syncing ??= (async () => {
    const sentAt = Date.now();
    const res = await fetch('/api/health', { cache: 'no-store' });
    learnServerTime(Number(res.headers.get(SERVER_TIME_HEADER)), sentAt, Date.now());
  })().catch(() => {
    syncing = null;
  });
  return syncing;
}

/** Tests only. */
export function resetServerTime(): void {
  offset = 0;
  bestRoundTrip = Number.POSITIVE_INFINITY;
  learned = false;
  syncing = null;
}
