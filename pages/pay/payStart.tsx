import { movedPage } from '@/lib/pageLoader';

/** The old gateway hand-off page (inventory §14): the cashier now starts payments (and the gateway) itself. */
export const getServerSideProps = movedPage('/pay/payType');

export default function PayStart() {
  return null;
}
