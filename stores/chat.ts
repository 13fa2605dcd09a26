import { create } from 'zustand';
import { isLoggedIn, useUserStore } from './user';

export type ChatState = {
  /** Unread chat messages. */
  unread: number;
  /** Unread notices (the notifications centre, issue 27 §2). */
  notices: number;
  /** Whose counts they are (userId), so another account never sees them. */
  owner: string;
};
export type ChatActions = {
  setUnread(n: number, owner?: string): void;
  setNotices(n: number, owner?: string): void;
  /** Pulls the logged-in user's unread chat and notice totals (spec §2: "pulled per user when logged in"). */
  pull(): Promise<void>;
  reset(): void;
};

const clean = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const useChatStore = create<ChatState & ChatActions>()((set, get) => ({
  unread: 0,
  notices: 0,
  owner: '',
  setUnread(n, owner) {
    set({ unread: clean(n), ...(owner !== undefined ? { owner } : {}) });
  },
  setNotices(n, owner) {
    set({ notices: clean(n), ...(owner !== undefined ? { owner } : {}) });
  },
  async pull() {
    const user = useUserStore.getState();
    if (!isLoggedIn(user)) return get().reset();
    const who = user.userId;
    try {
      // the services (and the HTTP client) are loaded with the first pull, not in every page's boot
      const { chat, notices } = await (await import('@/services/unreadCounts')).unreadCounts();
      // The user may have logged out or switched while the call was out.
      if (useUserStore.getState().userId === who) set({ unread: clean(chat), ...(notices === null ? {} : { notices: clean(notices) }), owner: who });
    } catch {
      // the badge keeps its last known count
    }
  },
  /** Logout: the badge goes back to 0 (spec §2 "reset to 0 on logout"). */
  reset() {
    set({ unread: 0, notices: 0, owner: '' });
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
