import Head from 'next/head';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { MoreOutline, SearchOutline, UploadOutline } from 'antd-mobile-icons';
import { chinaDateTime } from '@/lib/chinaTime';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { loadArticle, type ArticleData } from '@/services/loaders/knownDetail';
import { Avatar } from '@/components/common/Avatar';
import { absoluteUrl, Seo } from '@/components/common/Seo';
import { FollowButton } from '@/components/known/common/FollowButton';
import { useKnownShare } from '@/components/known/common/ShareSheet';
import { CommentPopup } from '@/components/known/comments/CommentPopup';
import { CommentPreview } from '@/components/known/comments/CommentPreview';
import { useCommentSheet } from '@/components/known/comments/useCommentSheet';
import { AuthorRow } from '@/components/known/detail/AuthorRow';
import { plainDescription } from '@/lib/known/detailRules';
import { HeadButton, KnownHeader } from '@/components/known/detail/KnownHeader';
import { knownArticleJsonLd } from '@/components/known/detail/knownSeo';
import { useOwnerMenu } from '@/components/known/detail/OwnerMenu';
import { ReactionBar } from '@/components/known/detail/ReactionBar';
import { RecommendList } from '@/components/known/detail/RecommendList';
import { ReviewBanner } from '@/components/known/detail/StatusBanner';
import { useReactions, useReloadPage, useScrolledPast } from '@/components/known/detail/useDetailHooks';
import styles from '@/components/known/detail/detail.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<ArticleData>;

/** The old 资讯 ids (art_…) answer a permanent redirect to /found/detail/<id> (services/loaders/knownDetail.ts). */
export const getServerSideProps = pageLoader(loadArticle, { errorPage: true, bare: knownBare('article', ['id']) });

/** 文章详情 (inventory known.md §4). A reload (after an in-app login) or another article mounts it afresh. */
const ArticlePage: PageWithLayout<Props> = ({ data }) => <ArticleView key={`${data.detail.id}|${data.servedAt}`} {...data} />;

function ArticleView({ detail, comments: firstComments, recommend, isShare }: ArticleData) {
  const authorRef = useRef<HTMLDivElement>(null);
  const authorGone = useScrolledPast(authorRef);
  const { state, toggle } = useReactions(detail.id, detail.type, detail);
  const [following, setFollowing] = useState(detail.isFollowingAuthor);
  const comments = useCommentSheet(detail.remarkCount);
  const { share, sheet } = useKnownShare();
  const owner = useOwnerMenu(detail, '/known');
  const reload = useReloadPage();

  const path = `/known/detail/article?id=${encodeURIComponent(detail.id)}`;
  const authorName = detail.author.name || '薯片用户';
  const description = plainDescription(detail.contentText, `${authorName}在必懂发表的文章《${detail.title}》。`);
  const onShare = () => share({ title: detail.title, subTitle: detail.contentText.replace(/\s+/g, ' ').trim().slice(0, 50), url: path });
  const published = detail.status === KNOWN_STATUS.PUBLISHED;
  const ld = knownArticleJsonLd({
    title: detail.title,
    description,
    createdAt: detail.createdAt,
    updatedAt: detail.updatedAt,
    author: detail.author,
    url: absoluteUrl(path),
    images: detail.images.slice(0, 3).map(absoluteUrl),
    logo: absoluteUrl('/images/logo.svg'),
  });

  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <Seo title={`${detail.title} - 必懂 - 薯片企服`} description={description} path={path} ogImage={detail.images[0]} ogType="article" noindex={!published} />
      {published ? (
        <Head>
          {/* Escaped JSON (scriptSafeJson): no text of the article can close the script element. */}
          <script key="ld-article" type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} />
        </Head>
      ) : null}
      <KnownHeader
        isShare={isShare}
        title={
          authorGone ? (
            <span className={styles.headAuthor}>
              <Avatar src={detail.author.avatar} size="0.56rem" alt="" />
              <span>{authorName}</span>
              {detail.isMine ? null : <FollowButton userId={detail.author.id} following={following} onChange={setFollowing} onAppLogin={reload} />}
            </span>
          ) : undefined
        }
        right={
          authorGone ? null : (
            <>
              <Link href="/known/search" className={styles.headIcon} aria-label="搜索">
                <SearchOutline aria-hidden />
              </Link>
              <HeadButton label="分享" onClick={onShare}>
                <UploadOutline aria-hidden />
              </HeadButton>
              {detail.isMine ? (
                <HeadButton label="更多" onClick={owner.open}>
                  <MoreOutline aria-hidden />
                </HeadButton>
              ) : null}
            </>
          )
        }
      />
      <ReviewBanner content={detail} />
      <article className={styles.section}>
        <h1 className={styles.title}>{detail.title}</h1>
        <AuthorRow author={detail.author} following={following} onFollowChange={setFollowing} isMine={detail.isMine} onAppLogin={reload} rowRef={authorRef} />
        <div className={styles.rich} dangerouslySetInnerHTML={{ __html: detail.content }} />
        <p className={styles.edited}>
          编辑于 <time dateTime={detail.updatedAt}>{chinaDateTime(detail.updatedAt)}</time>
        </p>
      </article>
      <RecommendList items={recommend} />
      <CommentPreview contentId={detail.id} total={comments.remarkCount} initial={firstComments} onOpen={comments.open} version={comments.version} />
      <ReactionBar state={state} onToggle={(k) => void toggle(k)} disapprove={false} remarkCount={comments.remarkCount} onComment={comments.open} />
      <CommentPopup contentId={detail.id} open={published} {...comments.popup} />
      {sheet}
      {owner.node}
    </div>
  );
}

ArticlePage.getLayout = keepAliveLayout;
export default withKnownBare(ArticlePage);
