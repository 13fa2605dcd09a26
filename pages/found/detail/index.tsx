import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { getInformationHome, type ArticleCard } from '@/services/article';
import { FoundMissing } from '@/components/found/FoundMissing';

type Props = ReadyProps<{ latest: ArticleCard[] }>;

/** A cut-off link: the newest articles instead (a failure leaves the list empty; the notice still answers). */
export const getServerSideProps = pageLoader(async ({ client }) => ({
  latest: (await getInformationHome({ limit: 6 }, client).catch(() => null))?.records ?? [],
}));

/** /found/detail without an article id (the article itself is /found/detail/<id>). */
const FoundDetailMissingPage: PageWithLayout<Props> = ({ data }) => <FoundMissing latest={data.latest} />;

FoundDetailMissingPage.getLayout = defaultLayout;
export default FoundDetailMissingPage;
