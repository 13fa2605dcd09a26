import { movedPage } from '@/lib/pageLoader';

/** The old mock cashier (inventory §14): the real cashier takes the same query. */
export const getServerSideProps = movedPage('/pay/payType');

export default function OrderPay() {
  return null;
}
