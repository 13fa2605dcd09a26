/**
 * The address picked on /my/shippingAddress?select=1 travels back to the checkout through sessionStorage (the tab's
 * own), and so does what the customer had typed on the checkout before leaving it: the page is rendered anew on the
 * way back. The pick is read once (taken); the draft is read during render and dropped once restored.
 */

const CHOICE_KEY = 'crisps:checkout:address';
const DRAFT_KEY = 'crisps:checkout:draft';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function take(key: string): string | null {
  const s = store();
  const v = s?.getItem(key) ?? null;
  s?.removeItem(key);
  return v;
}

/** Remembers the address chosen for the checkout. */
export function chooseAddress(id: string) {
  store()?.setItem(CHOICE_KEY, id);
}

/** The address chosen on the list page, once ('' when none). */
export function takeChosenAddress(): string {
  return take(CHOICE_KEY) ?? '';
}

/** What the checkout keeps across the trip to the address list: for one checkout URL only. */
export type CheckoutDraft<T> = { url: string; value: T };

export function stashCheckoutDraft<T>(url: string, value: T) {
  try {
    store()?.setItem(DRAFT_KEY, JSON.stringify({ url, value } satisfies CheckoutDraft<T>));
  } catch {
    // Storage full or off: the checkout starts empty again, nothing else is lost.
  }
}

/** The draft stashed for this checkout URL (null for another URL or none); it stays until dropped. */
export function peekCheckoutDraft<T>(url: string): T | null {
  const raw = store()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as CheckoutDraft<T>;
    return d && d.url === url ? d.value : null;
  } catch {
    return null;
  }
}

/** Forgets the draft once the checkout has it back. */
export function dropCheckoutDraft() {
  store()?.removeItem(DRAFT_KEY);
}
