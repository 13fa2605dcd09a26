import { bridge } from '@/bridge';
import { appUserDecision } from '@/lib/guard';
import { isAppUserRefreshPath, isProtectedPath } from '@/lib/guardPaths';
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

/** The mini-program's own login page, back to `fullPath` after (inventory platform: need login in a web-view). */
export const MINI_PROGRAM_LOGIN = '/pages/my_son/login/wxLogin';
export const miniProgramLoginRoute = (fullPath: string) => `${MINI_PROGRAM_LOGIN}?url=${encodeURIComponent(fullPath)}`;

type MiniHost = { uni?: { redirectTo?: (o: { url: string }) => void }; wx?: { miniProgram?: { redirectTo?: (o: { url: string }) => void } } };

/** Inside a mini-program's web-view with its SDK: sends it to its own login page; false when there is no such host. */
export function miniProgramLogin(fullPath: string, inMiniProgram = useAppStore.getState().isApplets): boolean {
  if (typeof window === 'undefined' || !inMiniProgram) return false;
  const host = window as unknown as MiniHost;
  const redirectTo = host.uni?.redirectTo ?? host.wx?.miniProgram?.redirectTo;
  if (!redirectTo) return false;
  redirectTo({ url: miniProgramLoginRoute(fullPath) });
  return true;
}

/** Inside the native app: its own login through the bridge; true when it handed back a user (stored). */
export async function appLogin(): Promise<boolean> {
  const res = await bridge.login().catch(() => ({ code: -1, data: null }));
  const decision = appUserDecision(res);
  if (decision.action !== 'set') return false;
  useUserStore.getState().setUser(decision.user);
  return true;
}

/**
 * The login prompt of spec §4 "Login state": inside the app the native login runs and its user is stored
 * (true when one was); inside a mini-program web-view its own login page opens; in a browser the user goes to
 * /login with this page as the redirect.
 */
export async function promptLogin(fullPath: string): Promise<boolean> {
  if (useAppStore.getState().isInApp) return appLogin();
  if (miniProgramLogin(fullPath)) return false;
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

/** ensureAppUser on the routes that take the app's user first (lib/guardPaths.ts); elsewhere nothing (false). */
export async function ensureAppUserOn(fullPath: string, hadSession: boolean): Promise<boolean> {
  return isAppUserRefreshPath(fullPath) && ensureAppUser(fullPath, hadSession);
}
