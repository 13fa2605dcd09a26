import Head from 'next/head';
import { placeOf, type Place } from '@/components/common/openApp';
import { OpenAppView } from '@/components/download/OpenAppView';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';

type Props = ReadyProps<{ place: Place; path: string }>;

/** Only a path of this site is passed on to the app (never another host). */
const sitePath = (p: string | undefined) => (p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\') ? p.slice(0, 500) : '');

export const getServerSideProps = pageLoader(
  async ({ req, query }) => ({ place: placeOf(String(req.headers['user-agent'] || '')), path: sitePath(query.path) }),
  { errorPage: true },
);

/** /activity/openApp — where 立即打开 leads: opens the app, or explains why it cannot here (inventory §6.7). */
export default function OpenAppPage({ data }: Props) {
  return (
    <>
      <Head>
        <title key="title">打开薯片找人APP</title>
        <meta name="robots" content="noindex" />
      </Head>
      <OpenAppView place={data.place} path={data.path} />
    </>
  );
}
