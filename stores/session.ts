import { connectSession } from '@/lib/httpSession';
import { resetTracking } from '@/lib/analytics';
import { useUserStore } from './user';
import { useCityStore } from './city';
import { useAppStore } from './app';

/**
 * Connects the one HTTP client to the session stores: who is signed in, the current city, whether we run inside
 * the native app, and what forgetting the user means. Imported once by pages/_app.tsx (lib/ cannot import stores).
 */
connectSession({
  identity() {
    const user = useUserStore.getState();
    return { token: user.token, userId: user.userId, userNo: user.userNo, areaCode: useCityStore.getState().currentCity?.code };
  },
  inApp: () => useAppStore.getState().isInApp,
  clear() {
    useUserStore.getState().clearUser();
    resetTracking();
  },
});
