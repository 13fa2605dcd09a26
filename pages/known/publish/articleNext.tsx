import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { ArticleNext } from '@/components/known/publish/ArticleNext';
import { loadArticleNext, type ArticleNextData } from '@/services/loaders/knownPublish';

type Data = ArticleNextData & { appPage: boolean };

export const getServerSideProps = pageLoader(async ({ client, query }): Promise<Data> => ({ ...(await loadArticleNext(client, query)), appPage: query.app === '1' }), {
  errorPage: true,
});

/** /known/publish/articleNext[?id&editType=2][&app=1]: an article's second step — its cover, topics and 发布. */
const ArticleNextPage: PageWithLayout<ReadyProps<Data>> = ({ data }) => (
  <>
    <Seo title="发布文章 - 必懂" description="选择话题并发布你的文章。" path="/known/publish/articleNext" noindex />
    <ArticleNext key={data.target ?? 'none'} data={data} appPage={data.appPage} />
  </>
);

ArticleNextPage.getLayout = defaultLayout;
export default ArticleNextPage;
