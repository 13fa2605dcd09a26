import type { IncomingMessage } from 'node:http';
import { parseCookieHeader } from '@/lib/cookies';
import { maskPhone } from '@/lib/format';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useAppFlags } from './AppFlags';

/** What the account pages show of the session; serialisable, so getServerSideProps can pass it. */
export type SessionView = { loggedIn: boolean; nickName: string; phone: string; avatar: string; userNo: string };

export const LOGGED_OUT: SessionView = { loggedIn: false, nickName: '', phone: '', avatar: '', userNo: '' };

/** The session as the request's cookies tell it (the user store writes them), for the first frame. */
export function sessionFromRequest(req: IncomingMessage): SessionView {
  const c = parseCookieHeader(req.headers.cookie);
  if (!(c.token && c.userId && c.userType)) return LOGGED_OUT;
  return {
    loggedIn: true,
    nickName: c.userName || '',
    phone: maskPhone(c.userPhone, ''),
    avatar: c.avatar || '',
    userNo: c.userNo || '',
  };
}

/** The server's view until the stores are booted, then the live user store. */
export function useSessionView(fromServer: SessionView): SessionView {
  const { booted } = useAppFlags();
  const loggedIn = useUserStore(isLoggedIn);
  const nickName = useUserStore((s) => s.nickName);
  const phone = useUserStore((s) => s.userPhone);
  const avatar = useUserStore((s) => s.avatar);
  const userNo = useUserStore((s) => s.userNo);
  if (!booted) return fromServer;
  if (!loggedIn) return LOGGED_OUT;
  return { loggedIn, nickName, phone: phone.includes('*') ? phone : maskPhone(phone, ''), avatar, userNo };
}
