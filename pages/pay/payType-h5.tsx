import type { GetServerSideProps } from 'next';
import { movedTo } from '@/components/order/ssr';

/** The older H5 cashier (inventory §14) only sent people to the app; the web cashier now takes payments itself. */
export const getServerSideProps: GetServerSideProps = async ({ resolvedUrl }) => movedTo('/pay/payType', resolvedUrl);

export default function PayTypeH5() {
  return null;
}
