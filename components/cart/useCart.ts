import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { CartItem, CartTotal } from '@/lib/contract/cart/api';
import { findShoppingCartList, updateShoppingCart, type CartUpdate } from '@/services/cart';

export type CartData = CartTotal & { records: CartItem[] };

const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * The cart as the server keeps it. Every change goes to the server one at a time (in order), and the bottom bar
 * shows the totals the server answers with; a refused change reloads the list so the page never drifts.
 */
export function useCart(initial: CartData | null) {
  const [data, setData] = useState<CartData | null>(initial);
  const [loading, setLoading] = useState(!initial);
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const reload = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setData(await findShoppingCartList());
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  /** Applies `local` at once (optimistic), then sends `change`; the server's totals replace ours. */
  const update = useCallback(
    (change: CartUpdate, local: (items: CartItem[]) => CartItem[], opts: { reloadAfter?: boolean; success?: string } = {}) => {
      setData((d) => (d ? { ...d, records: local(d.records) } : d));
      const run = queue.current.then(async () => {
        try {
          const totals = await updateShoppingCart(change);
          setData((d) => (d ? { ...d, ...totals } : d));
          if (opts.success) toast.success(opts.success);
          if (opts.reloadAfter) await reload();
          return true;
        } catch (e) {
          toast.error(errText(e, '操作失败，请稍后再试'));
          await reload();
          return false;
        }
      });
      queue.current = run;
      return run;
    },
    [reload],
  );

  return { data, loading, failed, reload, update };
}
