import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareVideo, type ShareVideoData } from '@/services/loaders/knownShare';
import { plainDescription } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import { VideoCards } from '@/components/known/video/VideoCards';
import { VideoAuthor, VideoStage } from '@/components/known/video/VideoParts';
import { playsLine, posterOf } from '@/lib/known/videoRules';
import styles from '@/components/known/video/video.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

/** A small video goes to /known/share/smallVideo, a course to /known/share/courseVideo; anything else: 内容失效. */
export const getServerSideProps = pageLoader(loadShareVideo('original'), { bare: knownBare('share', ['id', 'shareId']) });

/**
 * 分享的短视频 (inventory known.md §15d): the 16:9 player with its poster, the author (avatar, intro, 关注), the title,
 * "{n}次播放 · 发布于{date}" and 猜你喜欢 (a tap opens the app; inside the app its player).
 */
const ShareOriginalVideoPage: PageWithLayout<PageProps<ShareVideoData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail } = data;
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂视频 - 薯片企服` : '内容失效 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `必懂视频「${detail.title}」`) : '分享的视频已失效',
        canonical: detail ? `/known/detail/video?id=${encodeURIComponent(detail.id)}` : '/known',
        image: detail ? posterOf(detail) : undefined,
      }}
      isShare={data.isShare}
      planner={null}
      viewerIsPlanner={false}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.VIDEO}
      title="视频"
    >
      {detail ? (
        <>
          <VideoStage detail={detail} />
          <VideoAuthor detail={detail} intro={data.authorIntro} />
          <section className={styles.info}>
            <h1 className={styles.title}>{detail.title}</h1>
            <p className={styles.meta}>{playsLine(detail)}</p>
          </section>
          <VideoCards items={data.related} place="share" />
        </>
      ) : null}
    </ShareFrame>
  );
};

ShareOriginalVideoPage.getLayout = defaultLayout;
export default withKnownBare(ShareOriginalVideoPage);
