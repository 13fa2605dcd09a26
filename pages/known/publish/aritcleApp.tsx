import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { ArticlePublish } from '@/components/known/publish/ArticlePublish';
import { loadEditorPage, type EditorPageData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client, query }) => loadEditorPage(client, query, 'article'), { errorPage: true });

/**
 * /known/publish/aritcleApp (the spec's spelling): the article editor the native app opens in a web view; 取消 and
 * a published article close that web view through the bridge instead of going back.
 */
const ArticleAppPage: PageWithLayout<ReadyProps<EditorPageData>> = ({ data }) => (
  <>
    <Seo title="撰写文章 - 必懂" description="在必懂撰写文章，分享你的企业服务经验。" path="/known/publish/aritcleApp" noindex />
    <ArticlePublish key={data.editId || 'new'} data={data} appPage />
  </>
);

ArticleAppPage.getLayout = defaultLayout;
export default ArticleAppPage;
