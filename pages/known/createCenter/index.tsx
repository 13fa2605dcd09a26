import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { CreatorList } from '@/components/known/creator/CreatorList';
import { loadCreatorList, type CreatorListData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client, query }) => loadCreatorList(client, query), { errorPage: true });

/** /known/createCenter[?active=3]: the user's questions, articles and answers by review status. */
const CreateCenterPage: PageWithLayout<ReadyProps<CreatorListData>> = ({ data }) => (
  <>
    <Seo title="创作中心 - 必懂" description="管理你在必懂发布的问题、回答和文章。" path="/known/createCenter" noindex />
    <HeaderBar title="创作中心" fixed />
    <CreatorList tab={data.tab} first={data.first} />
  </>
);

CreateCenterPage.getLayout = defaultLayout;
export default CreateCenterPage;
