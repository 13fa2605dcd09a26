import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareVideo, type ShareVideoData } from '@/services/loaders/knownShare';
import { plainDescription } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import { VideoCards } from '@/components/known/video/VideoCards';
import { VideoStage } from '@/components/known/video/VideoParts';
import { posterOf } from '@/lib/known/videoRules';
import styles from '@/components/known/video/video.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

/** A short video goes to /known/share/originalVideo; a gone one says 获取视频信息失败. */
export const getServerSideProps = pageLoader(loadShareVideo('small'), { bare: knownBare('share', ['id', 'shareId']) });

/**
 * 分享的小视频 (inventory known.md §15f/§15g): the cover with a play button, "@作者" and the description; play fills the
 * screen with the vertical player (`?play=1`, the original's separate detail page). 猜你喜欢: small videos with
 * their views (a tap opens the app; inside the app its player).
 */
const ShareSmallVideoPage: PageWithLayout<PageProps<ShareVideoData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail } = data;
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂小视频 - 薯片企服` : '获取视频信息失败 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `必懂小视频「${detail.title}」`) : '分享的视频已失效',
        canonical: detail ? `/known/detail/video?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail ? posterOf(detail) : undefined,
      }}
      isShare={data.isShare}
      planner={null}
      viewerIsPlanner={false}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.VIDEO}
      title="小视频"
      invalidText="获取视频信息失败"
    >
      {detail ? (
        <>
          <VideoStage detail={detail} />
          <section className={styles.info}>
            <p className={styles.authorName}>@{detail.author.name || '薯片用户'}</p>
            <h1 className={styles.title}>{detail.title}</h1>
            {detail.contentText ? <p className={styles.desc}>{detail.contentText}</p> : null}
          </section>
          <VideoCards items={data.related} place="share" />
        </>
      ) : null}
    </ShareFrame>
  );
};

ShareSmallVideoPage.getLayout = defaultLayout;
export default withKnownBare(ShareSmallVideoPage);
