import type { GetServerSideProps } from 'next';
import { flatQuery } from '@/lib/query';

/**
 * /found/fdetail?id=: the original's alias of the news detail. A temporary redirect (307) to /found/detail/<id>,
 * or to /found without an id; it renders nothing.
 */
export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  const id = flatQuery(query).id;
  return { redirect: { destination: id ? `/found/detail/${encodeURIComponent(id)}` : '/found', permanent: false } };
};

export default function FoundDetailAlias() {
  return null;
}
