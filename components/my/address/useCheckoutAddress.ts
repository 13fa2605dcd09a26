import { useCallback, useRef, useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { shippingAddressList, type ShippingAddress } from '@/services/address';
import { takeChosenAddress } from './addressChoice';
import { checkoutAddressOf } from '@/lib/address/addressRules';

export type CheckoutAddress = {
  address: ShippingAddress | null;
  loading: boolean;
  error: string;
  /** Reads the addresses and settles on one; `kept` is the one the checkout had before (the draft's). */
  load: (kept?: string) => Promise<void>;
};

/**
 * The shipping address of a checkout whose goods are posted: the one just picked on the address list, else the one
 * it had, else the default. The page calls `load` once it knows an address is needed (and on retry).
 */
export function useCheckoutAddress(): CheckoutAddress {
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const picked = useRef<string | null>(null);

  const load = useCallback(async (kept = '') => {
    // The pick is read once per visit: it belongs to this return from the list.
    if (picked.current === null) picked.current = takeChosenAddress();
    setLoading(true);
    setError('');
    try {
      const list = await shippingAddressList();
      setAddress(checkoutAddressOf(list.records, picked.current, kept));
    } catch (e) {
      setError(errorText(e, '收货地址加载失败'));
    } finally {
      setLoading(false);
    }
  }, []);

  return { address, loading, error, load };
}
