import type { GetServerSideProps } from 'next';

/** The first cart (inventory §14): superseded by /shopCart, which holds the same cart. Keeps the query. */
export const getServerSideProps: GetServerSideProps = async ({ resolvedUrl }) => {
  const q = resolvedUrl.indexOf('?');
  return { redirect: { destination: `/shopCart${q === -1 ? '' : resolvedUrl.slice(q)}`, permanent: false } };
};

export default function ShoppingCar() {
  return null;
}
