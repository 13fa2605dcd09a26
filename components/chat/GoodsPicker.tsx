import { useEffect, useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { InlineLoading } from '@/components/common/InlineLoading';
import type { ProductCardParams } from '@/lib/contract/chat/api';
import { IM_ROUTER } from '@/lib/contract/chat/enums';
import type { StoreGoodsItem } from '@/lib/contract/store/api';
import { plannerStoreInfo, recommendGoods } from '@/services/store';
import styles from './room.module.css';

/** A goods of the planner's store as the product card the chat sends. */
export function cardOfStoreGoods(g: StoreGoodsItem): ProductCardParams {
  const trade = g.targetType === 'trade';
  return {
    productName: g.name,
    productContent: g.desc.split('|').filter(Boolean).join('，'),
    price: g.priceText,
    unit: g.priceUnit,
    imageUrl: g.img || undefined,
    forwardAbstract: '[商品详情]',
    routerId: trade ? IM_ROUTER.TRADE : IM_ROUTER.SERVICE,
    productId: g.id,
  };
}

type Props = { mchUserId: string; visible: boolean; onClose: () => void; onPick: (card: ProductCardParams) => void };

/** The planner's own goods (their store), to send one back as a product card. */
export function GoodsPicker({ mchUserId, visible, onClose, onPick }: Props) {
  const [goods, setGoods] = useState<StoreGoodsItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!visible || goods) return;
    let live = true;
    (async () => {
      try {
        setFailed(false);
        const store = await plannerStoreInfo({ mchUserId });
        const page = await recommendGoods({ storeId: store.goodsRecommend || store.id, page: 1, limit: 30 });
        if (live) setGoods(page.records.filter((g) => g.targetType !== 'combo'));
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [visible, goods, mchUserId, attempt]);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0', maxHeight: '70vh' }}>
      <div className={styles.picker} role="dialog" aria-label="选择要发送的商品">
        <div className={styles.pickerHead}>
          <span>发送商品</span>
          <button type="button" className={styles.pickerClose} onClick={onClose}>
            关闭
          </button>
        </div>
        {failed ? (
          <button type="button" className={styles.pickerRetry} onClick={() => setAttempt((n) => n + 1)}>
            商品加载失败，点击重试
          </button>
        ) : !goods ? (
          <InlineLoading text="正在加载商品" />
        ) : !goods.length ? (
          <p className={styles.pickerEmpty}>店铺里还没有商品</p>
        ) : (
          <ul className={styles.pickerList}>
            {goods.map((g) => (
              <li key={g.id}>
                <button type="button" className={styles.pickerItem} onClick={() => onPick(cardOfStoreGoods(g))}>
                  {g.img ? <img src={g.img} alt="" width={80} height={80} /> : null}
                  <span className={styles.pickerName}>{g.name}</span>
                  <span className={styles.pickerPrice}>{g.priceText}</span>
                  <span className={styles.pickerSend}>发送</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
