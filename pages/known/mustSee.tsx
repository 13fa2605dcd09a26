import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { loadMustSee, type SubjectData } from '@/services/loaders/knownFeed';
import { Seo } from '@/components/common/Seo';
import { SubjectPage } from '@/components/known/feed/SubjectPage';

export const getServerSideProps = pageLoader(loadMustSee, { errorPage: true });

/** 进站必看 (inventory known.md §14b): the most applauded questions, articles and answers of all time. */
const MustSeePage: PageWithLayout<ReadyProps<SubjectData>> = ({ data }) => (
  <>
    <Seo title="进站必看_必懂-薯片企服" description="必懂进站必看：获赞最多的企业服务问答与文章，新手创业必读的经验合集。" path="/known/mustSee" />
    <SubjectPage data={data} />
  </>
);

MustSeePage.getLayout = keepAliveLayout;
export default MustSeePage;
