import { create } from 'zustand';
import { KEEP_ALIVE_MAX } from '@/lib/constants';

export type KeepAliveState = { include: string[]; max: number };
export type KeepAliveActions = {
  add(name: string): void;
  remove(name: string): void;
  setMax(n: number): void;
  clear(): void;
};

/** Pages kept alive (spec §3 "Keep-alive: include list of page names, max 10"); the oldest entry goes first. */
export const useKeepAliveStore = create<KeepAliveState & KeepAliveActions>()((set, get) => ({
  include: [],
  max: KEEP_ALIVE_MAX,
  add(name) {
    const { include, max } = get();
    if (!name || include.includes(name)) return;
    set({ include: [...include, name].slice(-max) });
  },
  remove(name) {
    set({ include: get().include.filter((n) => n !== name) });
  },
  setMax(n) {
    const max = Math.max(1, Math.floor(n) || KEEP_ALIVE_MAX);
    set({ max, include: get().include.slice(-max) });
  },
  clear() {
    set({ include: [] });
  },
}));
