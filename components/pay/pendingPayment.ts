/**
 * The payment in flight, remembered across the trip to the gateway (inventory §16: store the order with the
 * pending payment instead of trusting the return URL's query).
 */
export type PendingPayment = { paymentNo: string; cusOrderId: string; orderId?: string; fromPage?: string };

const KEY = 'crisps.pendingPayment';

export function rememberPayment(p: PendingPayment): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...p, at: Date.now() }));
  } catch {
    /* private mode: the return URL still carries the payment number */
  }
}

/** The remembered payment (only the one just started: at most 30 minutes old). */
export function pendingPayment(): PendingPayment | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as PendingPayment & { at: number };
    if (Date.now() - p.at > 30 * 60_000) return null;
    return p;
  } catch {
    return null;
  }
}

export function forgetPayment(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

export function payResultHref(p: PendingPayment): string {
  const q = new URLSearchParams({ paymentNo: p.paymentNo, cusOrderId: p.cusOrderId });
  if (p.orderId) q.set('orderId', p.orderId);
  if (p.fromPage) q.set('fromPage', p.fromPage);
  return `/pay/payResult?${q.toString()}`;
}
