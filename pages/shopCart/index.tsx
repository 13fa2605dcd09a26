import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Dialog } from '@/components/common/lazyAntd';
import { Tick } from '@/components/order/Tick';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { findShoppingCartList, type CartItem } from '@/services/cart';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { CartItemRow } from '@/components/cart/CartItemRow';
import { SkuSheet } from '@/components/cart/SkuSheet';
import { useCart, type CartData } from '@/components/cart/useCart';
import styles from '@/components/cart/cart.module.css';
import orderStyles from '@/components/order/order.module.css';

type Props = PageProps<CartData>;

/** A failure leaves the cart to load in the browser (data null; the page shows no error text). */
export const getServerSideProps = pageLoader(async ({ client }) => findShoppingCartList(client));

const checkoutHref = (cartIds: string[]) => `/order/confirmorder?type=shopcar&cartIdsStr=${encodeURIComponent(cartIds.join(','))}`;

const confirmDelete = () =>
  Dialog.confirm({
    content: '确定删除该内容？',
    confirmText: <span style={{ color: 'var(--danger)' }}>删除</span>,
    cancelText: '取消',
  });

/** 购物车 (inventory §11): selection, quantities and SKUs kept on the server, edit mode with batch delete. */
const ShopCartPage: PageWithLayout<Props> = ({ data: initial }) => {
  const router = useRouter();
  const cart = useCart(initial);
  const [editing, setEditing] = useState(false);
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const [skuItem, setSkuItem] = useState<CartItem | null>(null);
  const items = cart.data?.records ?? [];
  const valid = items.filter((i) => !i.invalid);

  const allChecked = editing ? items.length > 0 && marked.size === items.length : valid.length > 0 && valid.every((i) => i.shopIsSelected === 1);

  const setSelected = (ids: string[], flag: 0 | 1) => (list: CartItem[]) =>
    list.map((i) => (ids.includes(i.cartId) && !i.invalid ? { ...i, shopIsSelected: flag } : i));

  const check = (item: CartItem, on: boolean) => {
    if (editing) {
      const next = new Set(marked);
      if (on) next.add(item.cartId);
      else next.delete(item.cartId);
      return setMarked(next);
    }
    const flag = on ? 1 : 0;
    void cart.update({ type: 'select', cartIds: [item.cartId], selectFlag: flag }, setSelected([item.cartId], flag));
  };

  const checkAll = (on: boolean) => {
    if (editing) return setMarked(on ? new Set(items.map((i) => i.cartId)) : new Set());
    const flag = on ? 1 : 0;
    void cart.update({ type: 'selectAll', selectFlag: flag }, setSelected(valid.map((i) => i.cartId), flag));
  };

  const changeNumber = (item: CartItem, n: number) => {
    if (n < 1) return void toast.warning('已经是最小购买数了');
    if (n > Math.min(99, item.maxNum)) return void toast.warning('已经是最大购买数了');
    void cart.update({ type: 'updateNum', cartIds: [item.cartId], goodsNumber: n }, (list) =>
      list.map((i) => (i.cartId === item.cartId ? { ...i, goodsNumber: n, shopIsSelected: 1 } : i)),
    );
  };

  const remove = async (ids: string[]) => {
    if (!ids.length) return void toast.warning('请选择需要删除的商品');
    if (!(await confirmDelete())) return;
    const ok = await cart.update({ type: 'remove', cartIds: ids }, (list) => list.filter((i) => !ids.includes(i.cartId)), { success: '删除成功' });
    if (ok) {
      setMarked(new Set());
      if (ids.length === items.length) setEditing(false);
    }
  };

  const changeSku = (skuId: string) => {
    const item = skuItem;
    setSkuItem(null);
    if (!item) return;
    // The server may merge the row into an existing row of that SKU, so the list is read again.
    void cart.update({ type: 'updateSku', cartIds: [item.cartId], skuId }, (l) => l, { reloadAfter: true });
  };

  const checkout = () => {
    const ids = valid.filter((i) => i.shopIsSelected === 1).map((i) => i.cartId);
    if (!ids.length) return void toast.warning('您还没有选择商品哦');
    void router.push(checkoutHref(ids));
  };

  const toggleEdit = () => {
    setEditing(!editing);
    setMarked(new Set());
  };

  return (
    <div className={styles.page}>
      <Seo title="购物车" description="薯片企服购物车：结算已选的企业服务。" path="/shopCart" noindex />
      <HeaderBar
        title="购物车"
        fixed
        right={
          items.length ? (
            <button type="button" className={orderStyles.rowLink} onClick={toggleEdit}>
              {editing ? '完成' : '管理'}
            </button>
          ) : null
        }
      />
      <PullToRefresh onRefresh={cart.reload}>
        <section aria-label="购物车商品" aria-busy={cart.loading} style={{ minHeight: '70vh' }}>
          {cart.loading && !cart.data ? (
            Array.from({ length: 3 }, (_, i) => (
              <div key={i} className={orderStyles.skeleton}>
                <Skeleton.Paragraph lineCount={3} animated />
              </div>
            ))
          ) : cart.failed && !cart.data ? (
            <LoadError text="请求失败，点击重新加载" onRetry={() => void cart.reload()} />
          ) : items.length === 0 ? (
            <Empty text="购物车空空如也~">
              <Link href="/search/searchGoods" className="button-primary">
                随便看看
              </Link>
            </Empty>
          ) : (
            <>
              {items.map((item) => (
                <CartItemRow
                  key={item.cartId}
                  item={item}
                  editing={editing}
                  checked={editing ? marked.has(item.cartId) : item.shopIsSelected === 1 && !item.invalid}
                  onCheck={(on) => check(item, on)}
                  onNumber={(n) => changeNumber(item, n)}
                  onSku={() => setSkuItem(item)}
                  onDelete={() => void remove([item.cartId])}
                />
              ))}
              <p className={styles.end}>没有更多数据</p>
            </>
          )}
        </section>
      </PullToRefresh>
      {items.length ? (
        <footer className={`${styles.bar} fixed-column`}>
          <Tick checked={allChecked} onChange={checkAll}>
            全选
          </Tick>
          {editing ? (
            <>
              <span className={styles.sum} />
              <button type="button" className={orderStyles.dangerBtn} aria-label="删除所选" onClick={() => void remove([...marked])}>
                删除
              </button>
            </>
          ) : (
            <>
              <p className={styles.sum} aria-live="polite">
                合计: <b>{fenToYuan(cart.data?.totalAmountFen ?? 0)}</b> 元
              </p>
              <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} onClick={checkout}>
                去结算({cart.data?.totalCount ?? 0})
              </button>
            </>
          )}
        </footer>
      ) : null}
      <SkuSheet item={skuItem} onClose={() => setSkuItem(null)} onPick={changeSku} />
    </div>
  );
};

ShopCartPage.getLayout = defaultLayout;
export default ShopCartPage;
