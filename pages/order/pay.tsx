import type { GetServerSideProps } from 'next';
import { movedTo } from '@/components/order/ssr';

/** The old mock cashier (inventory §14): the real cashier takes the same query. */
export const getServerSideProps: GetServerSideProps = async ({ resolvedUrl }) => movedTo('/pay/payType', resolvedUrl);

export default function OrderPay() {
  return null;
}
