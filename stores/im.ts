import { create } from 'zustand';

export type ImState = { unread: number };
export type ImActions = { setUnread(n: number): void; reset(): void };

export const useImStore = create<ImState & ImActions>()((set) => ({
  unread: 0,
  setUnread(n) {
    set({ unread: Number.isFinite(n) && n > 0 ? Math.floor(n) : 0 });
  },
  /** Logout: the badge goes back to 0 (spec §2 "reset to 0 on logout"). */
  reset() {
    set({ unread: 0 });
  },
}));
