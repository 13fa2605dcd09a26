import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { CreatorHub } from '@/components/known/creator/CreatorHub';
import { loadCreatorHub, type CreatorHubData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client }) => loadCreatorHub(client), { errorPage: true });

/** /creatCenter: the creator centre's hub. */
const CreatCenterPage: PageWithLayout<ReadyProps<CreatorHubData>> = ({ data }) => (
  <>
    <Seo title="创作中心 - 薯片企服" description="你的创作、数据和草稿。" path="/creatCenter" noindex />
    <HeaderBar title="创作中心" fixed />
    <CreatorHub data={data.stats} drafts={data.drafts} />
  </>
);

CreatCenterPage.getLayout = defaultLayout;
export default CreatCenterPage;
