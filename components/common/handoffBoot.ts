/** The app boot's mini-program hand-off with its real effects (loaded only when the URL may carry one). */
import { useUserStore } from '@/stores/user';
import type { HandoffOutcome } from './handoffState';
import { runHandoff, type HandoffEffects } from './miniProgramHandoff';

const effects: HandoffEffects = {
  exchange: async (ticket) => (await import('@/services/auth')).handoffExchange(ticket),
  verify: async (token, userId) => (await import('@/services/auth')).handoffVerify(token, userId),
  adopt: (s) => useUserStore.getState().setUser(s),
  forget: () => useUserStore.getState().clearUser(),
  refused: (message) => void import('@/lib/toast').then(({ toast }) => toast.show({ message })),
};

export const bootHandoff = (): Promise<HandoffOutcome> => runHandoff(window, navigator.userAgent, effects);
