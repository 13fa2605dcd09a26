import { movedPage } from '@/lib/pageLoader';

/** The old mock result page (inventory §14): the real result page polls the payment. */
export const getServerSideProps = movedPage('/pay/payResult');

export default function OrderPayResult() {
  return null;
}
