import { bridge } from '@/bridge';
import { appUserDecision, isProtectedPath } from '@/lib/guard';
import { loginUrl, nav } from '@/lib/navigate';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';

/**
 * Inside the native app, the app owns the session: on the designated routes take the user from it
 * (spec §2 navigation guard). Resolves true when a user is set afterwards.
 */
export async function refreshUserFromApp(): Promise<boolean> {
  let res;
  try {
    res = await bridge.getUserInfo();
  } catch {
    return false;
  }
  const decision = appUserDecision(res);
  const store = useUserStore.getState();
  if (decision.action === 'set') store.setUser(decision.user);
  else if (decision.action === 'clear') store.clearUser();
  return decision.action === 'set';
}

/**
 * The login prompt of spec §4 "Login state": inside the app the native login runs and its user is stored
 * (true when one was); in a browser the user goes to /login with this page as the redirect.
 */
export async function promptLogin(fullPath: string): Promise<boolean> {
  if (useAppStore.getState().isInApp) {
    const res = await bridge.login().catch(() => ({ code: -1, data: null }));
    const decision = appUserDecision(res);
    if (decision.action !== 'set') return false;
    useUserStore.getState().setUser(decision.user);
    return true;
  }
  nav.assign(loginUrl(fullPath));
  return false;
}

/**
 * On a designated route inside the app: take the app's user; when it has none and the page needs one,
 * ask the app to log in. Resolves true when the page now has a user it was rendered without.
 */
export async function ensureAppUser(fullPath: string, hadSession: boolean): Promise<boolean> {
  let set = await refreshUserFromApp();
  if (!set && isProtectedPath(fullPath)) set = await promptLogin(fullPath);
  return set && !hadSession;
}
