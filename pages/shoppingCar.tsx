import { movedPage } from '@/lib/pageLoader';

/** The first cart (inventory §14): superseded by /shopCart, which holds the same cart. Keeps the query. */
export const getServerSideProps = movedPage('/shopCart');

export default function ShoppingCar() {
  return null;
}
