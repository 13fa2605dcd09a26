import type { GetServerSideProps } from 'next';
import { movedTo } from '@/components/order/ssr';

/** The old gateway hand-off page (inventory §14): the cashier now starts payments (and the gateway) itself. */
export const getServerSideProps: GetServerSideProps = async ({ resolvedUrl }) => movedTo('/pay/payType', resolvedUrl);

export default function PayStart() {
  return null;
}
