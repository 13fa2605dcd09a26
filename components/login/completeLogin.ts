import { visitorProof } from '@/lib/visitor';
import { bindUserAnonymous, type LoginResult } from '@/services/auth';
import { useUserStore } from '@/stores/user';

/**
 * After a login or registration: keep the session, move the visitor's chats to the account (best
 * effort), and load the account's details. If the details cannot be loaded the session is dropped
 * again and the error rethrown, so the page never shows a half-logged-in user.
 */
export async function completeLogin(result: LoginResult): Promise<void> {
  const store = useUserStore.getState();
  store.setUser(result);
  const { anonymousId, visitorToken } = visitorProof();
  if (anonymousId && visitorToken) await bindUserAnonymous(anonymousId, visitorToken).catch(() => undefined);
  try {
    await store.fetchAccountInfo();
  } catch (e) {
    store.clearUser();
    throw e;
  }
}
