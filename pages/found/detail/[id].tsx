import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { LinkOutline, UploadOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { notFound, pageLoader, readFailure, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { getInformationDetail, type ArticleDetail } from '@/services/article';
import { useAppFlags } from '@/components/common/AppFlags';
import { HeaderBar } from '@/components/common/HeaderBar';
import { absoluteUrl, Seo } from '@/components/common/Seo';
import { FoundCard } from '@/components/found/FoundCard';
import { articleJsonLd } from '@/lib/found/foundSeo';
import { FOUND_COPYRIGHT } from '@/components/found/foundCopyright';
import { dotDate, FOUND_AUTHOR, FOUND_LOGO } from '@/components/found/foundText';
import { useReadIds } from '@/components/found/readIds';
import styles from '@/components/found/found.module.css';
import { goBack } from '@/lib/goBack';

type Props = ReadyProps<{ article: ArticleDetail }>;

export const getServerSideProps = pageLoader(
  async ({ client, params }): Promise<PageAnswer<{ article: ArticleDetail }>> => {
    const id = params.id || '';
    if (!id) return notFound();
    try {
      return { article: await getInformationDetail(id, client) };
    } catch (err) {
      // Unknown or withdrawn (404) or a malformed id (400): Next's 404 page. Anything else: the error page.
      if (readFailure(err).notFound) return notFound();
      throw err;
    }
  },
  { errorPage: true },
);

/** Copies the page's address: 链接复制成功 / 链接复制失败,请重试 (inventory §16b). */
async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('链接复制成功');
  } catch {
    toast.error('链接复制失败,请重试');
  }
}

/**
 * 资讯详情 (/found/detail/<id>, inventory §16b): title, the source and date, the body as plain paragraphs, 热度, the
 * copyright notice, the share sheet (链接) and a few more articles of the same category.
 */
const FoundDetailPage: PageWithLayout<Props> = ({ data: { article } }) => {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [sharing, setSharing] = useState(false);
  const read = useReadIds();
  const path = `/found/detail/${encodeURIComponent(article.id)}`;

  const back = () => {
    if (isInApp) return void bridge.goBack();
    // Opened directly (nothing of ours behind it): the news list instead of leaving the site.
    goBack(router, '/found');
  };
  const share = async () => {
    setSharing(false);
    await copyLink(window.location.href);
  };

  return (
    <>
      <Seo title={`${article.title}_发现-薯片企服`} description={article.summary} path={path} ogImage={article.coverUrl} ogType="article" />
      <Head>
        <script
          key="ld-article"
          type="application/ld+json"
          // Escaped JSON (foundSeo scriptSafeJson): a title cannot close the script element.
          dangerouslySetInnerHTML={{
            __html: articleJsonLd({
              title: article.title,
              summary: article.summary,
              publishedAt: article.publishedAt,
              url: absoluteUrl(path),
              image: absoluteUrl(article.coverUrl),
              logo: absoluteUrl(FOUND_LOGO),
              author: FOUND_AUTHOR,
            }),
          }}
        />
      </Head>
      <HeaderBar
        title="资讯详情"
        fixed
        onBack={back}
        right={
          <button type="button" className={styles.iconButton} aria-label="分享" onClick={() => setSharing(true)}>
            <UploadOutline aria-hidden />
          </button>
        }
      />
      <article className={styles.article}>
        <h1>{article.title}</h1>
        <div className={styles.articleByline}>
          <img src={FOUND_LOGO} alt="" width={32} height={32} />
          <span className={styles.articleAuthor}>
            <strong>{FOUND_AUTHOR}</strong>
            <time dateTime={article.publishedAt}>{dotDate(article.publishedDate)}</time>
          </span>
          <span className={styles.articleTag}>{article.categoryName}</span>
        </div>
        {article.coverUrl ? <img src={article.coverUrl} alt="" width={686} height={457} className={styles.articleCover} /> : null}
        {article.paragraphs.map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
        <p className={styles.articleHeat}>热度{article.views}</p>
        <p className={styles.copyright}>{FOUND_COPYRIGHT}</p>
      </article>
      {article.related.length ? (
        <section className={styles.related} aria-labelledby="found-related">
          <h2 id="found-related">相关资讯</h2>
          <ul>
            {article.related.map((a, i) => (
              <li key={a.id}>
                {/* Three at most, so all with the small picture on the right (cardLayout). */}
                <FoundCard article={a} index={i} read={read.has(a.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Popup visible={sharing} onMaskClick={() => setSharing(false)} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
        <section className={styles.sheet} aria-label="分享">
          <h2>分享到</h2>
          <div className={styles.sheetOptions}>
            <button type="button" className={styles.sheetOption} onClick={() => void share()}>
              <span className={styles.sheetIcon}>
                <LinkOutline aria-hidden />
              </span>
              链接
            </button>
          </div>
          <button type="button" className={styles.sheetCancel} onClick={() => setSharing(false)}>
            取消
          </button>
        </section>
      </Popup>
    </>
  );
};

FoundDetailPage.getLayout = keepAliveLayout;
export default FoundDetailPage;
