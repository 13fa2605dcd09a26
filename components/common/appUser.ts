import { bridge } from '@/bridge';
import { appUserDecision } from '@/lib/guard';
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
