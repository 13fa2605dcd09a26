import { VIDEO_KIND } from '@/lib/contract/known/enums';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadMaterialShare, type ShareBase } from '@/services/loaders/knownShare';
import { plainDescription } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { ShareGoods } from '@/components/known/share/ShareGoods';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { CONTENT_INVALID, MATERIAL_TYPE } from '@/lib/known/shareRules';
import { SmallVideoStage } from '@/components/known/video/SmallVideoStage';
import { VideoAuthor, VideoStage } from '@/components/known/video/VideoParts';
import { playsLine, posterOf } from '@/lib/known/videoRules';
import styles from '@/components/known/video/video.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

export const getServerSideProps = pageLoader(loadMaterialShare, { bare: knownBare('share', ['id', 'shareId']) });

/**
 * A planner's shared video (inventory known.md §15e/§15h), /known/materialShare?id=&plannerId=[&isShare=1]. A short
 * video: the player, author, title, plays and 推荐商品. A small video: its cover over the page with a play button
 * (full-screen vertical player), title, description and the goods carousel with 立即抢购. Both with the planner's
 * bar and popup. A player that fails, or a video taken down, says 内容失效 (no 重试); the planner's bar stays.
 */
const MaterialSharePage: PageWithLayout<PageProps<ShareBase>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail, planner } = data;
  const small = detail?.videoKind === VIDEO_KIND.SMALL;
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂视频 - 薯片企服` : '内容失效 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `必懂视频「${detail.title}」`) : '分享的视频已失效',
        canonical: detail ? `/known/detail/video?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail ? posterOf(detail) : undefined,
      }}
      isShare={data.isShare}
      planner={planner}
      viewerIsPlanner={data.viewerIsPlanner}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.VIDEO}
      title={small ? '小视频' : '视频'}
    >
      {detail && small ? (
        <>
          <SmallVideoStage
            src={detail.video?.url ?? ''}
            poster={posterOf(detail)}
            title={detail.title}
            caption={`@${detail.author.name || '薯片用户'}`}
            errorText={CONTENT_INVALID}
            retry={false}
            coverClassName={styles.materialCover}
          />
          <section className={styles.info}>
            <h1 className={styles.title}>{detail.title}</h1>
            {detail.contentText ? <p className={styles.desc}>{detail.contentText}</p> : null}
          </section>
          <ShareGoods initial={data.goods} plannerId={planner?.mchUserId} variant="carousel" />
        </>
      ) : detail ? (
        <>
          <VideoStage detail={detail} errorText={CONTENT_INVALID} retry={false} />
          <VideoAuthor detail={detail} />
          <section className={styles.info}>
            <h1 className={styles.title}>{detail.title}</h1>
            <p className={styles.meta}>{playsLine(detail)}</p>
          </section>
          <ShareGoods initial={data.goods} plannerId={planner?.mchUserId} />
        </>
      ) : null}
    </ShareFrame>
  );
};

MaterialSharePage.getLayout = defaultLayout;
export default withKnownBare(MaterialSharePage);
