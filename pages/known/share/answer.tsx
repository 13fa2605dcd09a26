import Link from 'next/link';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareAnswer, type ShareAnswerData } from '@/services/loaders/knownShare';
import { plainDescription, questionHref } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { RelatedQuestions, ShareAuthor, ShareBody } from '@/components/known/share/ShareBlocks';
import { ShareGoods } from '@/components/known/share/ShareGoods';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import styles from '@/components/known/share/share.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

export const getServerSideProps = pageLoader(loadShareAnswer, { bare: knownBare('share', ['id', 'shareId']) });

/**
 * 分享的回答 (inventory known.md §15a): the question, the answer, 相关问题 (other questions of the answer's board),
 * 推荐商品, the sharing planner's bar and popup. A gone answer shows 内容失效.
 */
const ShareAnswerPage: PageWithLayout<PageProps<ShareAnswerData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail, planner } = data;
  const questionTitle = detail?.question?.title || detail?.title || '问题';
  const authorName = detail?.author.name || '薯片用户';
  return (
    <ShareFrame
      seo={{
        title: detail ? `${questionTitle} - ${authorName}的回答 - 必懂 - 薯片企服` : '内容失效 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `${authorName}回答了「${questionTitle}」`) : '分享的内容已失效',
        canonical: detail ? `/known/detail/answer?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail?.images[0],
      }}
      isShare={data.isShare}
      planner={planner}
      viewerIsPlanner={data.viewerIsPlanner}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.QA}
      title="回答"
    >
      {detail ? (
        <>
          {detail.question ? (
            <Link href={questionHref(detail.question.id)} className={styles.questionBlock}>
              <h1 className={styles.questionTitle}>{questionTitle}</h1>
              <p className={styles.questionMeta}>
                {detail.question.browseCount}浏览 · {detail.question.answerCount}个回答 · {detail.question.collectCount}收藏
              </p>
            </Link>
          ) : (
            <div className={styles.questionBlock}>
              <h1 className={styles.questionTitle}>{questionTitle}</h1>
            </div>
          )}
          <article className={styles.card} aria-label={`${authorName}的回答`}>
            <ShareAuthor author={detail.author} />
            <ShareBody detail={detail} counts />
          </article>
          <RelatedQuestions items={data.related} />
          <ShareGoods initial={data.goods} plannerId={planner?.mchUserId} />
        </>
      ) : null}
    </ShareFrame>
  );
};

ShareAnswerPage.getLayout = defaultLayout;
export default withKnownBare(ShareAnswerPage);
