/**
 * Who is using the chat site. Links to it carry the caller's credentials in the query (token, userId, userType:
 * see components/common/chatHandoff.ts); they are taken only when they are this browser's own (resolveIdentity),
 * kept for the tab (sessionStorage) and taken out of the address bar. Otherwise the chat site uses the storefront
 * session, else this device's visitor.
 */
import { USER_TYPE } from '@/lib/constants';
import type { ChatCredentials } from '@/components/common/chatHandoff';

export const SITE_SESSION_KEY = 'imSession';
/** Query keys that carry credentials (removed from the address bar once read). */
export const CREDENTIAL_KEYS = ['token', 'userId', 'userType', 'operUserType'] as const;

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export type IdentitySources = {
  query: Query;
  /** The tab's saved chat identity. */
  saved: ChatCredentials | null;
  /** The storefront session (store or cookies), when logged in. */
  session: ChatCredentials | null;
  /** This device's visitor identity (myInfo), as credentials. */
  visitor: ChatCredentials | null;
};

/**
 * The order of spec §4 "Chat flow": the credentials handed over, else the tab's, else the logged-in session,
 * else the visitor. Credentials handed over in the query are taken only when they are one of this browser's own
 * identities (the storefront session, the tab's saved chat identity or this device's visitor: the same token);
 * anyone else's, in a link made by someone else, are ignored (and still removed from the address bar), so opening
 * such a link never puts the visitor into another person's conversations (ADR 0029). A saved visitor identity gives
 * way to a session that logged in since. The login hand-off (?sourcePlatform=IM) returns token and userId without a
 * userType: the session's is used when it is the same user.
 */
export function resolveIdentity(s: IdentitySources): ChatCredentials | null {
  const token = one(s.query.token);
  const userId = one(s.query.userId);
  const own = token && userId ? [s.session, s.saved, s.visitor].find((c) => c?.token === token) : undefined;
  if (own) return { token, userId: own.userId || userId, userType: own.userType || one(s.query.userType) || '' };
  if (s.saved?.token && s.saved.userId) {
    if (s.saved.userType === USER_TYPE.VISITOR && s.session) return s.session;
    return s.saved;
  }
  return s.session ?? s.visitor;
}

export function readSaved(): ChatCredentials | null {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(SITE_SESSION_KEY) || 'null') as ChatCredentials | null;
    return v && typeof v.token === 'string' && typeof v.userId === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function save(creds: ChatCredentials): void {
  try {
    window.sessionStorage.setItem(SITE_SESSION_KEY, JSON.stringify(creds));
  } catch {
    // private mode: the query or the session is used again next time
  }
}

/** The query without the credentials (what stays in the address bar). */
export function withoutCredentials(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if ((CREDENTIAL_KEYS as readonly string[]).includes(k)) continue;
    const s = one(v);
    if (s) out[k] = s;
  }
  return out;
}

export const isVisitor = (c: Pick<ChatCredentials, 'userType'> | null) => c?.userType === USER_TYPE.VISITOR;
