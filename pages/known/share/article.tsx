import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareArticle, type ShareArticleData } from '@/services/loaders/knownShare';
import { plainDescription } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { RecommendReading, ShareAuthor, ShareBody } from '@/components/known/share/ShareBlocks';
import { ShareGoods } from '@/components/known/share/ShareGoods';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import styles from '@/components/known/share/share.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

export const getServerSideProps = pageLoader(loadShareArticle, { bare: knownBare('share', ['id', 'shareId']) });

/**
 * 分享的文章 (inventory known.md §15b): title, the article, 编辑于, 推荐阅读, 推荐商品, the sharing planner's bar and
 * popup. A gone article shows 内容失效.
 */
const ShareArticlePage: PageWithLayout<PageProps<ShareArticleData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail, planner } = data;
  const authorName = detail?.author.name || '薯片用户';
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂 - 薯片企服` : '内容失效 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `${authorName}在必懂发表的文章《${detail.title}》`) : '分享的内容已失效',
        canonical: detail ? `/known/detail/article?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail?.images[0],
      }}
      isShare={data.isShare}
      planner={planner}
      viewerIsPlanner={data.viewerIsPlanner}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.ARTICLE}
      title="文章"
    >
      {detail ? (
        <>
          <article className={styles.card}>
            <h1 className={styles.title}>{detail.title}</h1>
            <ShareAuthor author={detail.author} />
            <ShareBody detail={detail} />
          </article>
          <RecommendReading items={data.recommend} />
          <ShareGoods initial={data.goods} plannerId={planner?.mchUserId} />
        </>
      ) : null}
    </ShareFrame>
  );
};

ShareArticlePage.getLayout = defaultLayout;
export default withKnownBare(ShareArticlePage);
