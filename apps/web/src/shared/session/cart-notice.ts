// What a household change did to the cart (change-filter-info's `cart_changes`, decision 0037),
// kept in memory until the person closes it: the page that saved the household may close or move
// on, and the layout shows the notice on whatever page comes next. Prices and plan names only.
// (The notice itself loads when there is one: app/layout.tsx.)
import type { CartChanges } from '@benefit-store/contract/cart';
import { create } from 'zustand';

/** Whether `changes` holds anything to show. */
const anyCartChange = (changes: CartChanges | undefined): changes is CartChanges =>
  changes !== undefined && (changes.lines.length > 0 || changes.effective_date !== null);

interface CartNotice {
  changes: CartChanges | undefined;
  /** Keeps `changes` when they hold anything (an answer without changes leaves the notice as it is). */
  show: (changes: CartChanges | undefined) => void;
  dismiss: () => void;
}

export const useCartNotice = create<CartNotice>((set) => ({
  changes: undefined,
  show: (changes) => {
    if (anyCartChange(changes)) set({ changes });
  },
  dismiss: () => set({ changes: undefined }),
}));
