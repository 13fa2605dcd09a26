/**
 * The hand-offs to the chat site (CHAT_SITE_URL, this app's /im by default), which takes the caller's
 * credentials in the query. Logged-in users pass their session; visitors pass the anonymous identity stored
 * locally (myInfo) with userType VISITOR.
 */
import { CHAT_SITE_URL } from '@/lib/env';
import { USER_TYPE } from '@/lib/constants';

export type ChatCredentials = { token: string; userId: string; userType: string };

type SiteOpts = { isApplets?: boolean };

function credentialQuery(creds: ChatCredentials, opts: SiteOpts): URLSearchParams {
  const q = new URLSearchParams({ token: creds.token, userId: creds.userId, userType: creds.userType });
  // The chat site keeps the mini-program behaviour (its own login hand-off) when told so.
  if (opts.isApplets) q.set('isApplets', 'true');
  return q;
}

/** The conversation list (the 消息 tab). */
export function chatIndexUrl(creds: ChatCredentials, opts: SiteOpts = {}): string {
  return `${CHAT_SITE_URL}/index?${credentialQuery(creds, opts).toString()}`;
}

/** One conversation (inventory §3.2 "Chat URL"): …/chat?token&userId&userType&operUserType&id=<groupId>. */
export function chatRoomUrl(
  creds: ChatCredentials,
  groupId: string,
  opts: SiteOpts & { requireCode?: string; requireName?: string } = {},
): string {
  const q = credentialQuery(creds, {});
  q.set('operUserType', creds.userType);
  q.set('id', groupId);
  if (opts.requireCode) q.set('requireCode', opts.requireCode);
  if (opts.requireName) q.set('requireName', opts.requireName);
  if (opts.isApplets) q.set('isApplets', 'true');
  return `${CHAT_SITE_URL}/chat?${q.toString()}`;
}

export function visitorCredentials(visitor: { token?: string; imUserId?: string } | null): ChatCredentials {
  return { token: visitor?.token ?? '', userId: visitor?.imUserId ?? '', userType: USER_TYPE.VISITOR };
}
