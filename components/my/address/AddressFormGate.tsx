import Head from 'next/head';
import { useCallback } from 'react';
import { shippingAddressInfo, type ShippingAddress } from '@/services/address';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { AddressForm } from './AddressForm';
import type { FormType } from '@/lib/address/addressRules';
import styles from './address.module.css';

type Props = { type: FormType; id: string; initial: ShippingAddress | null };

/**
 * The form once there is something to edit: a new address at once; an existing one as the server rendered it, or
 * loaded in the browser (inside the app the session arrives after the first frame), with loading and retry.
 */
export function AddressFormGate({ type, id, initial }: Props) {
  const fetchOne = useCallback(() => shippingAddressInfo(id), [id]);
  // Inside the app the user may only arrive from the bridge after the first frame: read once they are known.
  const userId = useUserStore((s) => s.userId);
  const one = useLoad(fetchOne, type === 'edit' && !initial && userId ? `address:${id}` : null, initial);
  if (type === 'add') return <AddressForm type="add" initial={null} />;
  if (one.data) return <AddressForm key={one.data.id} type="edit" initial={one.data} />;
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">编辑收货地址</title>
      </Head>
      <HeaderBar title="编辑收货地址" fixed />
      <LoadBlock loading={!one.error} error={one.error} onRetry={() => void one.reload()}>
        {null}
      </LoadBlock>
    </div>
  );
}
