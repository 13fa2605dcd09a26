import { movedPage } from '@/lib/pageLoader';

/** The older H5 cashier (inventory §14) only sent people to the app; the web cashier now takes payments itself. */
export const getServerSideProps = movedPage('/pay/payType');

export default function PayTypeH5() {
  return null;
}
