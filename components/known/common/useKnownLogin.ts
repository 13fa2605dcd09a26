import { useCallback } from 'react';
import { useAppFlags } from '@/components/common/AppFlags';
import { promptLogin } from '@/components/common/appUser';
import { USER_TYPE } from '@/lib/constants';
import { nav } from '@/lib/navigate';
import { isLoggedIn, useUserStore } from '@/stores/user';

/**
 * What a login check found (inventory known.md §0 `$isLogin`):
 * - `ok`: logged in already, the action may go on;
 * - `appLogin`: the native app just logged the user in, the page should reload its data instead of acting;
 * - `none`: not logged in (on the web the browser is on its way to /login?redirect=<this page>).
 */
export type KnownLoginResult = 'ok' | 'appLogin' | 'none';

/** The 必懂 login check outside React: the session when there is one, else the app's login or the login page. */
export async function checkKnownLogin(fullPath: string = nav.currentFullPath()): Promise<KnownLoginResult> {
  if (isLoggedIn(useUserStore.getState())) return 'ok';
  const set = await promptLogin(fullPath);
  return set ? 'appLogin' : 'none';
}

export type KnownViewer = { userId: string; userName: string; avatar: string; userType: number };

/**
 * The viewer as the 必懂 pages need them, plus `ensure`: resolves true when the action may go on; after a native
 * login it calls `onAppLogin` (reload the page's data) and resolves false; on the web it sends the visitor to log in.
 * `isLogin` is false during server rendering and hydration (the session is read from cookies after).
 */
export function useKnownLogin() {
  const { booted } = useAppFlags();
  const loggedIn = useUserStore((s) => isLoggedIn(s));
  const userId = useUserStore((s) => s.userId);
  const userName = useUserStore((s) => s.nickName || s.userName);
  const avatar = useUserStore((s) => s.avatar);
  const userType = useUserStore((s) => s.userType);
  const ensure = useCallback(async (onAppLogin?: () => void): Promise<boolean> => {
    const res = await checkKnownLogin();
    if (res === 'appLogin') onAppLogin?.();
    return res === 'ok';
  }, []);
  const isLogin = booted && loggedIn;
  const viewer: KnownViewer | null = isLogin ? { userId, userName, avatar, userType: userType === USER_TYPE.MERCHANT_USER || userType === '2' ? 2 : 1 } : null;
  return { isLogin, booted, viewer, ensure };
}
