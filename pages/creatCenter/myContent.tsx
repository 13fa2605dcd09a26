import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { CreatorList } from '@/components/known/creator/CreatorList';
import { contentTypeFrom } from '@/lib/known/creatorRules';
import { loadCreatorList, type CreatorListData } from '@/services/loaders/knownPublish';

type Data = CreatorListData & { type: number };

export const getServerSideProps = pageLoader(async ({ client, query }): Promise<Data> => ({ ...(await loadCreatorList(client, query)), type: contentTypeFrom(query.type) }), {
  errorPage: true,
});

/** /creatCenter/myContent[?active&type]: the creator's posts by status, filtered by type. */
const MyContentPage: PageWithLayout<ReadyProps<Data>> = ({ data }) => (
  <>
    <Seo title="我的内容 - 创作中心" description="你发布的问题、回答和文章。" path="/creatCenter/myContent" noindex />
    <HeaderBar title="我的内容" fixed />
    <CreatorList tab={data.tab} first={data.first} withTypes initialType={data.type} />
  </>
);

MyContentPage.getLayout = defaultLayout;
export default MyContentPage;
