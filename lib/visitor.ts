
/** The anonymous visitor identity (registered by stores/user.ts ensureVisitor) (spec §3 "Visitor info kept locally under the key myInfo"). */
export type Visitor = { token: string; imUserId: string; anonymousId?: string; bindState?: 0 | 1 };

const KEY = 'myInfo';

export function getVisitor(): Visitor | null {
  if (typeof window === 'undefined') return null;
  try {
    const v = JSON.parse(window.localStorage.getItem(KEY) || 'null') as Visitor | null;
    return v && typeof v.token === 'string' && typeof v.imUserId === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function setVisitor(v: Visitor): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(v));
  } catch {
    // storage full or disabled: the visitor is re-registered next time (same device id, same identity)
  }
}

export function clearVisitor(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** This device's visitor identity and its token: sent with login, register and calls, so the server can bind or attribute it. */
export const visitorProof = (): { anonymousId?: string; visitorToken?: string } => {
  const v = getVisitor();
  const anonymousId = v?.anonymousId ?? v?.imUserId ?? undefined;
  return anonymousId && v?.token ? { anonymousId, visitorToken: v.token } : {};
};
