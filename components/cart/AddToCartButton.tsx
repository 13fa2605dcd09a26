import { useRouter } from 'next/router';
import { useState } from 'react';
import { loginRedirectUrl } from '@/lib/guard';
import { toast } from '@/lib/toast';
import { addShoppingCart } from '@/services/cart';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useCartBadge } from './cartBadge';
import styles from './entry.module.css';

type Props = { goodsId: string; skuId: string | null; needsSku: boolean; check: () => string };

/** 加入购物车: the chosen SKU, one piece; the server answers with the cart's new row count. */
export function AddToCartButton({ goodsId, skuId, needsSku, check }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const setCount = useCartBadge((s) => s.set);
  const add = async () => {
    if (!isLoggedIn(useUserStore.getState())) return void router.push(loginRedirectUrl(router.asPath));
    const problem = check();
    if (problem) return void toast.warning(problem);
    if (needsSku && !skuId) return void toast.warning('请选择规格');
    setBusy(true);
    try {
      const r = await addShoppingCart({ goodsId, skuId: skuId ?? undefined, goodsNumber: 1 });
      setCount(r.itemCount);
      toast.success('加入购物车成功');
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '加入购物车失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.add} onClick={() => void add()} disabled={busy}>
      加入购物车
    </button>
  );
}
