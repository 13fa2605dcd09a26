import Link from 'next/link';
import { pageLoader, readFailure, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { getInformationDetail, getInformationHome, type ArticleCard, type ArticleDetail } from '@/services/article';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { ArticleRow, formatViews } from '@/components/home/ArticleRow';
import styles from '@/components/home/newspaper.module.css';

type Data = {
  id: string;
  article: ArticleDetail | null;
  /** 'missing': no id in the link; 'notFound': unknown or withdrawn; 'failed': the service could not answer. */
  error: 'missing' | 'notFound' | 'failed' | null;
  /** The newest articles, offered when there is nothing to read. */
  latest: ArticleCard[];
};
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const id = query.id || '';
    const latest = async () => (await getInformationHome({ limit: 6 }, client).catch(() => null))?.records ?? [];
    if (!id) return { id, article: null, error: 'missing', latest: await latest() };
    try {
      return { id, article: await getInformationDetail(id, client), error: null, latest: [] };
    } catch (err) {
      const { notFound, status } = readFailure(err);
      return withStatus(status, { id, article: null, error: notFound ? 'notFound' : 'failed', latest: await latest() });
    }
  },
  { errorPage: true },
);

const MISSING = {
  missing: { title: '该资讯不存在或链接不完整', text: '链接中缺少资讯信息，可能已失效。看看最新的资讯吧。' },
  notFound: { title: '该资讯不存在或已下线', text: '您访问的资讯可能已被删除或链接有误，看看最新的资讯吧。' },
  failed: { title: '资讯加载失败', text: '网络开小差了，请稍后重试。' },
} as const;

/** 资讯详情 (/known/detail/article?id=): title, category, date, reads, cover, plain-text body, same-category reads. */
const ArticlePage: PageWithLayout<Props> = ({ data: { id, article, error, latest } }) => {
  if (!article) {
    const copy = MISSING[error ?? 'notFound'];
    return (
      <>
        <Seo title={`${copy.title} - 薯片企服`} description={copy.text} path={id ? `/known/detail/article?id=${encodeURIComponent(id)}` : '/known/detail/article'} noindex />
        <HeaderBar title="资讯详情" fixed />
        <section className={styles.missing} role="status">
          <img src="/images/error.svg" alt="" width={200} height={138} />
          <h1>{copy.title}</h1>
          <p>{copy.text}</p>
          <div className={styles.missingActions}>
            <Link href="/known/newspaper">全部资讯</Link>
            <Link href="/">返回首页</Link>
          </div>
        </section>
        {latest.length ? (
          <section className={styles.related} aria-labelledby="article-latest">
            <div className={styles.relatedHead}>
              <h2 id="article-latest">最新资讯</h2>
            </div>
            <ul>
              {latest.map((a) => (
                <li key={a.id}>
                  <ArticleRow article={a} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Seo title={`${article.title} - 薯片企服`} description={article.summary} path={`/known/detail/article?id=${encodeURIComponent(article.id)}`} ogImage={article.coverUrl} ogType="article" />
      <HeaderBar title="资讯详情" fixed />
      <article className={styles.article}>
        <h1>{article.title}</h1>
        <p className={styles.articleMeta}>
          <Link href={`/known/newspaper?category=${article.category}`} className={styles.articleTag}>
            {article.categoryName}
          </Link>
          <time dateTime={article.publishedAt}>{article.publishedDate}</time>
          <span>{formatViews(article.views)}阅读</span>
        </p>
        <img src={article.coverUrl} alt="" width={686} height={386} className={styles.articleCover} />
        <p className={styles.lead}>{article.summary}</p>
        {article.paragraphs.map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
      </article>
      {article.related.length ? (
        <section className={styles.related} aria-labelledby="article-related">
          <div className={styles.relatedHead}>
            <h2 id="article-related">相关资讯</h2>
            <Link href={`/known/newspaper?category=${article.category}`}>更多{article.categoryName}</Link>
          </div>
          <ul>
            {article.related.map((a) => (
              <li key={a.id}>
                <ArticleRow article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
};

ArticlePage.getLayout = defaultLayout;
export default ArticlePage;
