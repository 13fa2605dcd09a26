import { DEFAULT_CITY } from './constants';
import { getCookie, getJsonCookie } from './cookies';
import type { Identity } from './httpCore';
import { currentSession } from './httpSession';

/** Who the browser's calls are from: what the session stores hold, else the cookies (the server's side is identityFromCookies). */
export function browserIdentity(): Identity {
  if (typeof window === 'undefined') return { areaCode: DEFAULT_CITY.code };
  const session = currentSession();
  const held = session?.identity() ?? {};
  return {
    token: held.token || getCookie('token') || '',
    userId: held.userId || getCookie('userId') || '',
    userNo: held.userNo || getCookie('userNo') || '',
    areaCode: held.areaCode || getJsonCookie<{ code?: string }>('currentCity')?.code || DEFAULT_CITY.code,
    inApp: session?.inApp() ?? false,
  };
}
