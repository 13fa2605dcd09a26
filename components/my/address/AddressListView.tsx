import Head from 'next/head';
import { goBack } from '@/lib/goBack';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { delAddress, setDefaultAddress, shippingAddressList, type ShippingAddress, type ShippingAddressList } from '@/services/address';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { AddressItem } from './AddressItem';
import { chooseAddress } from './addressChoice';
import { addressFormHref } from '@/lib/address/addressRules';
import styles from './address.module.css';

type Props = { initial: ShippingAddressList | null; selecting: boolean; chosenId: string };

/**
 * 我的收货地址 (inventory my §13): the addresses with 默认, edit, 设为默认 and 删除 (each confirmed), the empty state and
 * + 新建收货地址 (at most `max`). Opened from the checkout (?select=1) a tap picks the address and goes back.
 */
export function AddressListView({ initial, selecting, chosenId }: Props) {
  const router = useRouter();
  const fetchList = useCallback(() => shippingAddressList(), []);
  // Inside the app the user may only arrive from the bridge after the first frame: read once they are known.
  const userId = useUserStore((s) => s.userId);
  const key = initial || userId ? 'addresses' : null;
  const list = useLoad(fetchList, key, initial);
  const [busy, setBusy] = useState(false);
  const rows = list.data?.records ?? [];
  const waiting = !list.data && (list.loading || key === null);

  const act = async (confirm: string, run: () => Promise<unknown>, done: string) => {
    if (!(await Dialog.confirm({ content: confirm, confirmText: '确定', cancelText: '取消' }))) return;
    setBusy(true);
    try {
      await run();
      toast.success(done);
      await list.reload();
    } catch (e) {
      toast.warning(errorText(e, '操作失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  const add = () => {
    if (list.data && list.data.total >= list.data.max) return void toast.warning(ADDRESS_MSG.full);
    void router.push(addressFormHref('add'));
  };

  const pick = (a: ShippingAddress) => {
    chooseAddress(a.id);
    goBack(router, '/order');
  };

  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{selecting ? '选择收货地址' : '我的收货地址'}</title>
      </Head>
      <HeaderBar title={selecting ? '选择收货地址' : '我的收货地址'} fixed />
      {selecting && rows.length ? <p className={styles.tip}>点击地址即可选用</p> : null}
      <LoadBlock loading={waiting && !list.error} error={list.data ? '' : list.error} onRetry={() => void list.reload()} empty={!rows.length} emptyText="未添加收货地址">
        <ul className={styles.list} aria-label="收货地址列表">
          {rows.map((a) => (
            <AddressItem
              key={a.id}
              address={a}
              selecting={selecting}
              chosen={selecting && a.id === chosenId}
              onPick={pick}
              onEdit={(x) => void router.push(addressFormHref('edit', x.id))}
              onSetDefault={(x) => void act('确定设为默认地址吗？', () => setDefaultAddress(x.id), '已设为默认地址')}
              onDelete={(x) => void act('确定删除收货地址吗？', () => delAddress(x.id), '删除成功')}
            />
          ))}
        </ul>
      </LoadBlock>
      <div className={`${styles.bottom} fixed-column`}>
        <button type="button" className={styles.primary} onClick={add} disabled={waiting}>
          + 新建收货地址
        </button>
      </div>
      <LoadingOverlay visible={busy} text="处理中" />
    </div>
  );
}
