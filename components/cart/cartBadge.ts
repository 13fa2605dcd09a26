import { create } from 'zustand';

/** Rows in the cart, shared by the goods bar's cart icon and the add-to-cart button. */
export const useCartBadge = create<{ count: number; set: (n: number) => void }>()((set) => ({
  count: 0,
  set: (count) => set({ count }),
}));
