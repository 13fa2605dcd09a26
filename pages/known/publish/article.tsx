import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { ArticlePublish } from '@/components/known/publish/ArticlePublish';
import { loadEditorPage, type EditorPageData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client, query }) => loadEditorPage(client, query, 'article'), { errorPage: true });

/** /known/publish/article[?id&editType=2]: write an article, or edit one's own. */
const ArticlePage: PageWithLayout<ReadyProps<EditorPageData>> = ({ data }) => (
  <>
    <Seo title={`${data.editId ? '修改文章' : '撰写文章'} - 必懂`} description="在必懂撰写文章，分享你的企业服务经验。" path="/known/publish/article" noindex />
    <ArticlePublish key={data.editId || 'new'} data={data} />
  </>
);

ArticlePage.getLayout = defaultLayout;
export default ArticlePage;
