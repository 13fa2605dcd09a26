import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { CreatorDataView } from '@/components/known/creator/CreatorDataView';
import { loadCreatorData } from '@/services/loaders/knownPublish';
import type { CreatorData } from '@/services/known';

export const getServerSideProps = pageLoader(({ client }) => loadCreatorData(client), { errorPage: true });

/** /creatCenter/myData: the creator's totals and daily views, likes and new fans. */
const MyDataPage: PageWithLayout<ReadyProps<{ stats: CreatorData | null }>> = ({ data }) => (
  <>
    <Seo title="数据 - 创作中心" description="你的内容浏览、获赞和粉丝趋势。" path="/creatCenter/myData" noindex />
    <HeaderBar title="数据" fixed />
    <CreatorDataView initial={data.stats} />
  </>
);

MyDataPage.getLayout = defaultLayout;
export default MyDataPage;
