import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { loadNewspaper, type SubjectData } from '@/services/loaders/knownFeed';
import { Seo } from '@/components/common/Seo';
import { SubjectPage } from '@/components/known/feed/SubjectPage';

export const getServerSideProps = pageLoader(loadNewspaper, { errorPage: true });

/** 日报精选 (inventory known.md §14a): today's date on the hero, then the best of the week. */
const NewspaperPage: PageWithLayout<ReadyProps<SubjectData>> = ({ data }) => (
  <>
    <Seo title="日报精选_必懂-薯片企服" description="必懂日报精选：一周内最热门的企业服务问答与经验文章，公司注册、财税、知识产权一读就懂。" path="/known/newspaper" />
    <SubjectPage data={data} />
  </>
);

NewspaperPage.getLayout = keepAliveLayout;
export default NewspaperPage;
