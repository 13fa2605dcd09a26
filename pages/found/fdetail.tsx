import { pageLoader, redirectTo, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { getInformationHome, type ArticleCard } from '@/services/article';
import { FoundMissing } from '@/components/found/FoundMissing';

/**
 * /found/fdetail?id=: the original's alias of the news detail, sent on (307) to /found/detail/<id>; without an id,
 * the same notice and newest articles as /found/detail.
 */
export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    if (query.id) return redirectTo(`/found/detail/${encodeURIComponent(query.id)}`);
    return { latest: (await getInformationHome({ limit: 6 }, client).catch(() => null))?.records ?? [] };
  },
  { errorPage: true },
);

const FoundDetailAliasPage: PageWithLayout<ReadyProps<{ latest: ArticleCard[] }>> = ({ data }) => <FoundMissing latest={data.latest} />;

FoundDetailAliasPage.getLayout = defaultLayout;
export default FoundDetailAliasPage;
