/**
 * The 消息 hand-off: chat lives on the chat site (CHAT_SITE_URL), which takes the caller's
 * credentials in the query. Logged-in users pass their session; visitors pass the anonymous
 * identity stored locally (myInfo) with userType VISITOR.
 */
import { CHAT_SITE_URL } from '@/lib/env';
import { USER_TYPE } from '@/lib/constants';

export type ChatCredentials = { token: string; userId: string; userType: string };

export function chatIndexUrl(creds: ChatCredentials, opts: { isApplets?: boolean } = {}): string {
  const q = new URLSearchParams({ token: creds.token, userId: creds.userId, userType: creds.userType });
  // The chat site keeps the mini-program behaviour (its own login hand-off) when told so.
  if (opts.isApplets) q.set('isApplets', 'true');
  return `${CHAT_SITE_URL}/index?${q.toString()}`;
}

export function visitorCredentials(visitor: { token?: string; imUserId?: string } | null): ChatCredentials {
  return { token: visitor?.token ?? '', userId: visitor?.imUserId ?? '', userType: USER_TYPE.VISITOR };
}
