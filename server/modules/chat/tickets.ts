import { createHmac, timingSafeEqual } from 'node:crypto';
import { USER_TYPE } from '@/lib/constants';
import type { Deps } from '../../http/types';
import { sessionStillValid } from '../auth/session';
import { serverKey } from '../secrets/keys';
import type { Caller } from './membership';

// SSE tickets: POST /api/im/v1/sse_ticket hands one out, GET /api/im/v1/events?ticket= redeems it. The MAC is keyed
// with a server-only key (never SIGN_SECRET, which every browser has): a ticket cannot be made outside the server.

export const TICKET_TTL_SECONDS = 60;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const mac = (deps: Pick<Deps, 'secrets'>, body: string) => createHmac('sha256', serverKey(deps, 'chat-sse-ticket')).update('chat-sse:' + body).digest('base64url');

/** POST /im/v1/sse_ticket. */
export function sseTicket(deps: Pick<Deps, 'secrets' | 'now'>, caller: Caller) {
  const body = b64(JSON.stringify({ u: caller.id, t: caller.userType, s: caller.sessionId, e: deps.now().getTime() + TICKET_TTL_SECONDS * 1000 }));
  return { ticket: `${body}.${mac(deps, body)}`, expiresIn: TICKET_TTL_SECONDS };
}

/** The caller of a valid, unexpired ticket whose session is still live; null otherwise. */
export async function redeemTicket(deps: Deps, ticket: string): Promise<Caller | null> {
  const [body, sig] = ticket.split('.');
  if (!body || !sig || ticket.length > 600) return null;
  const want = Buffer.from(mac(deps, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  let t: { u: string; t: string; s: string; e: number };
  try {
    t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const now = deps.now();
  if (typeof t.e !== 'number' || t.e < now.getTime()) return null;
  if (typeof t.s !== 'string' || typeof t.u !== 'string') return null;
  if (!(await sessionStillValid(deps.db, { sessionId: t.s, userId: t.u }, now))) return null;
  return { id: t.u, userType: t.t, sessionId: t.s, visitor: t.t === USER_TYPE.VISITOR };
}
