import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { findSkuDetail, type GoodsDetail, type SkuOption } from '@/services/goods';
import { choose, initialSelection, isComplete, type Selection } from './skuState';

export const SKU_UNAVAILABLE = '该规格暂不可售，请选择其他规格';

/**
 * The chosen SKU and its price. Every complete choice is priced by the server (find_skuDetail); only the
 * answer to the latest choice is kept, so quick taps cannot leave an older price on screen.
 */
export function useSkuPricing(goods: GoodsDetail, initialSkuId: string | null) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(goods.skuAttrs, goods.skus, initialSkuId));
  const [sku, setSku] = useState<SkuOption | null>(() => goods.skus.find((s) => s.skuId === initialSkuId) ?? null);
  const [pricing, setPricing] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const seq = useRef(0);

  const pick = useCallback(
    async (attrIndex: number, valueId: string) => {
      const next = choose(selection, attrIndex, valueId);
      setSelection(next);
      const n = ++seq.current;
      if (!isComplete(next)) {
        setSku(null);
        setUnavailable(false);
        setPricing(false);
        return;
      }
      setPricing(true);
      try {
        const priced = await findSkuDetail({ productId: goods.id, valueIds: next });
        if (n !== seq.current) return;
        setSku(priced);
        setUnavailable(false);
      } catch (err) {
        if (n !== seq.current) return;
        setSku(null);
        setUnavailable(true);
        if (!(isApiError(err) && err.code === 404)) toast.error((isApiError(err) && err.message) || '价格获取失败，请重试');
      } finally {
        if (n === seq.current) setPricing(false);
      }
    },
    [goods.id, selection],
  );

  return { selection, sku, pricing, unavailable, pick };
}
