import { useRouter } from 'next/router';
import { ConsultCard } from '@/components/consult/ConsultCard';
import { sharedPlannerId, useBottomPlanner } from '@/components/planner/useBottomPlanner';
import type { PlannerCard } from '@/lib/contract/planner/api';
import { loginRedirectUrl } from '@/lib/guard';
import type { StartChatParams } from '@/components/chat/openChat';
import { toast } from '@/lib/toast';
import type { GoodsDetail } from '@/services/goods';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { CartEntry } from '@/components/cart/CartEntry';
import entryStyles from '@/components/cart/entry.module.css';
import styles from './detail.module.css';

type Props = {
  goods: GoodsDetail;
  /** The planner the page picked: a shared link's, else the goods' booth planner. */
  planner: PlannerCard | null;
  chatGoods: StartChatParams['goods'];
  skuId: string | null;
  /** Set when `planner` came from a shared link (the order then credits it). */
  sharePlannerId?: string;
};

export function confirmOrderHref(productId: string, skuId: string | null, plannerId?: string): string {
  const q = new URLSearchParams({ productId });
  if (skuId) q.set('skuId', skuId);
  if (plannerId) q.set('plannerId', plannerId);
  return `/order/confirmorder?${q.toString()}`;
}

/**
 * The bottom bar of a service goods (inventory catalog §7.1 block 11), by the goods' bottomMode:
 * 1 (self-service, may go into the cart) 加入购物车 + 立即购买; 2 (self-service, not into the cart) 在线咨询 +
 * 立即购买; 3 (consult first) 在线咨询 + 电话联系. Only goods the cart accepts offer 加入购物车.
 */
export function DetailBottomBar({ goods, planner: picked, chatGoods, skuId, sharePlannerId }: Props) {
  const router = useRouter();
  const planner = useBottomPlanner(picked, !!sharePlannerId && sharePlannerId === picked?.mchUserId);
  const mode = goods.bottomMode;

  /** Why this goods cannot be bought now ('' when it can). */
  const problem = () =>
    !goods.onSale || goods.stock <= 0 ? '当前商品没有更多库存' : !goods.availableInArea ? '当前城市暂未开通该服务' : '';

  const buy = () => {
    if (!isLoggedIn(useUserStore.getState())) {
      void router.push(loginRedirectUrl(router.asPath));
      return;
    }
    const why = problem();
    if (why) return toast.warning(why);
    if (goods.skus.length && !skuId) return toast.warning('请选择规格');
    void router.push(confirmOrderHref(goods.id, skuId, sharedPlannerId()));
  };

  const buyButton = (
    <button type="button" className={styles.buy} onClick={buy}>
      立即购买
    </button>
  );
  const cartAndBuy = (
    <span className={entryStyles.group}>
      <CartEntry />
      <AddToCartButton goodsId={goods.id} skuId={skuId} needsSku={goods.skus.length > 0} check={problem} />
      {buyButton}
    </span>
  );

  if (!planner) {
    // No planner serves this city yet: buying still works; consult-first goods explain themselves.
    return (
      <div className={styles.barAlone}>
        {mode === 1 ? cartAndBuy : mode === 2 ? buyButton : <p className={styles.barNote}>当前城市暂无可咨询的规划师</p>}
      </div>
    );
  }
  return (
    <ConsultCard
      planner={planner}
      requireCode={goods.classCodeOne}
      requireName={goods.classNameOne}
      goods={chatGoods}
      actions={mode === 1 ? cartAndBuy : undefined}
      secondary={mode === 2 ? buyButton : undefined}
    />
  );
}
