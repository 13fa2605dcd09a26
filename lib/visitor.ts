import { ANONYMOUS_SOURCE_TYPE } from './constants';
import { getDeviceId } from './device';
import { registerAnonymousId } from '@/services/auth';
import { useUserStore } from '@/stores/user';

/** The anonymous visitor identity (spec §3 "Visitor info kept locally under the key myInfo"). */
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

let inflight: Promise<Visitor | null> | null = null;

/**
 * Registers this device's anonymous identity once (sourceType EQUIPMENT, sourceId = device id) and mirrors it
 * into the user store's anonymousInfo. Later calls reuse the stored identity; concurrent calls share one request.
 * Resolves null on the server or when registration fails (the page works without it).
 */
export function ensureVisitor(): Promise<Visitor | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const known = getVisitor();
  if (known?.anonymousId) {
    const store = useUserStore.getState();
    if (!store.anonymousInfo)
      store.setAnonymousInfo({ anonymousId: known.anonymousId, userBindState: known.bindState ?? 0 });
    return Promise.resolve(known);
  }
  inflight ??= registerAnonymousId(getDeviceId(), ANONYMOUS_SOURCE_TYPE)
    .then((r) => {
      const bindState = r.bindState === 1 ? 1 : 0;
      const v: Visitor = { token: r.token, imUserId: r.imUserId, anonymousId: r.id, bindState };
      setVisitor(v);
      useUserStore.getState().setAnonymousInfo({ anonymousId: r.id, userBindState: bindState });
      return v;
    })
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** This device's visitor identity and its token: sent with login, register and calls, so the server can bind or attribute it. */
export const visitorProof = (): { anonymousId?: string; visitorToken?: string } => {
  const v = getVisitor();
  const anonymousId = v?.anonymousId ?? v?.imUserId ?? undefined;
  return anonymousId && v?.token ? { anonymousId, visitorToken: v.token } : {};
};
