import { create } from 'zustand';
import { isLoggedIn, useUserStore } from './user';

export type ChatState = { unread: number; /** Whose count it is (userId), so another account never sees it. */ owner: string };
export type ChatActions = {
  setUnread(n: number, owner?: string): void;
  /** Pulls the logged-in user's unread total (spec §2: "pulled per user when logged in"). */
  pull(): Promise<void>;
  reset(): void;
};

const clean = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const useChatStore = create<ChatState & ChatActions>()((set, get) => ({
  unread: 0,
  owner: '',
  setUnread(n, owner) {
    set({ unread: clean(n), ...(owner !== undefined ? { owner } : {}) });
  },
  async pull() {
    const user = useUserStore.getState();
    if (!isLoggedIn(user)) return get().reset();
    const who = user.userId;
    try {
      // the chat service (and the HTTP client) is loaded with the first pull, not in every page's boot
      const { total } = await (await import('@/services/chat')).unreadTotal();
      // The user may have logged out or switched while the call was out.
      if (useUserStore.getState().userId === who) set({ unread: clean(total), owner: who });
    } catch {
      // the badge keeps its last known count
    }
  },
  /** Logout: the badge goes back to 0 (spec §2 "reset to 0 on logout"). */
  reset() {
    set({ unread: 0, owner: '' });
  },
}));

// Logout resets the badge; a login (or another account) pulls that user's own count.
if (typeof window !== 'undefined') {
  useUserStore.subscribe((s, prev) => {
    if (s.userId === prev.userId && s.token === prev.token) return;
    if (!isLoggedIn(s)) useChatStore.getState().reset();
    else if (s.userId !== useChatStore.getState().owner) {
      useChatStore.getState().reset();
      void useChatStore.getState().pull();
    }
  });
}
