import type { GetServerSideProps } from 'next';
import { movedTo } from '@/components/order/ssr';

/** The old mock result page (inventory §14): the real result page polls the payment. */
export const getServerSideProps: GetServerSideProps = async ({ resolvedUrl }) => movedTo('/pay/payResult', resolvedUrl);

export default function OrderPayResult() {
  return null;
}
