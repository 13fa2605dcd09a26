import { useEffect, useState } from 'react';
import { SpinLoading } from '@/components/common/SpinLoading';
import { Popup } from '@/components/common/lazyAntd';
import { getGoodsDetail, type SkuOption } from '@/services/goods';
import type { CartItem } from '@/lib/contract/cart/api';
import styles from './cart.module.css';
import orderStyles from '@/components/order/order.module.css';
import { useBackCloses } from '@/components/common/useBackCloses';

type Props = { item: CartItem | null; onClose: () => void; onPick: (skuId: string) => void };

/** 选择规格: another SKU of the same goods for a cart row; prices are the server's SKU prices. */
export function SkuSheet({ item, onClose, onPick }: Props) {
  useBackCloses(!!item, onClose);
  return (
    <Popup visible={!!item} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      {item ? <SkuBody key={item.cartId} item={item} onClose={onClose} onPick={onPick} /> : null}
    </Popup>
  );
}

function SkuBody({ item, onClose, onPick }: Props & { item: CartItem }) {
  const [skus, setSkus] = useState<SkuOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [skuId, setSkuId] = useState(item.skuId);
  const goodsId = item.goodsId;

  useEffect(() => {
    let live = true;
    getGoodsDetail(goodsId).then(
      (g) => live && setSkus(g.skus),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [goodsId]);

  return (
    <section className={orderStyles.sheet} aria-label="选择规格">
        <h2 className={orderStyles.sheetTitle}>
          选择规格
          <button type="button" className={orderStyles.sheetClose} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </h2>
        <p className={orderStyles.sheetText}>{item.name}</p>
        {failed ? (
          <p className={orderStyles.center}>规格加载失败，请稍后再试</p>
        ) : !skus ? (
          <p className={orderStyles.center}>
            <SpinLoading color="primary" />
          </p>
        ) : (
          <div className={styles.skuList} role="radiogroup" aria-label="规格">
            {skus.map((s) => (
              <button
                type="button"
                key={s.skuId}
                role="radio"
                aria-checked={skuId === s.skuId}
                disabled={s.stock <= 0}
                className={`${styles.skuOption} ${skuId === s.skuId ? styles.skuOn : ''}`}
                onClick={() => setSkuId(s.skuId)}
              >
                <span>{s.valueNames || '默认规格'}</span>
                <span>{s.stock <= 0 ? '库存不足' : s.priceText}</span>
              </button>
            ))}
          </div>
        )}
        <div className={orderStyles.sheetFoot}>
          <button
            type="button"
            className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`}
            disabled={!skuId || !skus}
            onClick={() => (skuId === item.skuId ? onClose() : onPick(skuId))}
          >
            确定
          </button>
        </div>
    </section>
  );
}
