import { useEffect } from 'react';
import { useUserStore } from '@/stores/user';

/**
 * Reads the account again each time the page shows (as the wallet re-reads its balance), so a change made
 * elsewhere (real-name verification, a new nickname or avatar) shows without logging in again. The store is
 * restored from the cookies after the page's first effects, hence the wait for the user id.
 */
export function useAccountRefresh(loggedIn: boolean) {
  const userId = useUserStore((s) => s.userId);
  useEffect(() => {
    if (!loggedIn || !userId) return;
    useUserStore.getState().fetchAccountInfo().catch(() => undefined);
  }, [loggedIn, userId]);
}
