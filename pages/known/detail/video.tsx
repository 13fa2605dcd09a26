import Head from 'next/head';
import { UploadOutline } from 'antd-mobile-icons';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadVideoDetail, type VideoDetailData } from '@/services/loaders/knownShare';
import { absoluteUrl, Seo } from '@/components/common/Seo';
import { shareUrlOf, useKnownShare } from '@/components/known/common/ShareSheet';
import { plainDescription } from '@/lib/known/detailRules';
import { HeadButton, KnownHeader } from '@/components/known/detail/KnownHeader';
import { ReactionBar } from '@/components/known/detail/ReactionBar';
import { useReactions } from '@/components/known/detail/useDetailHooks';
import { LazyCommentPopup } from '@/components/known/comments/LazyCommentPopup';
import { useCommentSheet } from '@/components/known/comments/useCommentSheet';
import { VideoCards } from '@/components/known/video/VideoCards';
import { VideoAuthor, VideoStage } from '@/components/known/video/VideoParts';
import { playsLine, posterOf, videoJsonLd } from '@/lib/known/videoRules';
import styles from '@/components/known/video/video.module.css';
import detailStyles from '@/components/known/detail/detail.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<VideoDetailData>;

/** Unknown or deleted videos answer 404; another content type goes to its own page. */
export const getServerSideProps = pageLoader(loadVideoDetail, { errorPage: true, bare: knownBare('video', ['id']) });

/**
 * 视频详情 (spec §3/§4 video player): the player with its poster and duration (inside the app the app's own player),
 * the title and plays, the author with 关注, the description and 猜你喜欢 (other videos of the same kind: the same
 * board first, then the hottest, then the author's); at the bottom 赞同, 收藏 and 评论 with the server's counts, as
 * on an answer or an article (login first; 评论 opens 全部评论).
 */
const VideoPage: PageWithLayout<Props> = ({ data }) => <VideoView key={`${data.detail.id}|${data.servedAt}`} {...data} />;

function VideoView({ detail, related, isShare }: VideoDetailData) {
  const { share, sheet } = useKnownShare();
  const { state, toggle } = useReactions(detail.id, detail.type, detail);
  const comments = useCommentSheet(detail.remarkCount);
  const path = `/known/detail/video?id=${encodeURIComponent(detail.id)}`;
  const authorName = detail.author.name || '薯片用户';
  const description = plainDescription(detail.contentText, `${authorName}在必懂发布的视频「${detail.title}」`);
  const published = detail.status === KNOWN_STATUS.PUBLISHED;
  const poster = posterOf(detail);
  const ld = videoJsonLd({
    title: detail.title,
    description,
    poster: poster ? absoluteUrl(poster) : '',
    createdAt: detail.createdAt,
    durationSeconds: detail.video?.durationSeconds ?? detail.durationSeconds ?? 0,
    contentUrl: detail.video?.url ? absoluteUrl(detail.video.url) : '',
    pageUrl: absoluteUrl(path),
  });
  // The link handed out, app or web: absolute, with isShare=1 (the app's share takes the url as it is).
  const onShare = () => share({ title: detail.title, subTitle: description.slice(0, 50), url: shareUrlOf(path) });

  return (
    <div className={`${styles.page} ${detailStyles.withBar}`}>
      <Seo title={`${detail.title} - 必懂视频 - 薯片企服`} description={description} path={path} ogImage={poster} ogType="video.other" noindex={!published} />
      {published && detail.video ? (
        <Head>
          <script key="ld-video" type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} />
        </Head>
      ) : null}
      <KnownHeader
        isShare={isShare}
        title="视频"
        right={
          <HeadButton label="分享" onClick={onShare}>
            <UploadOutline aria-hidden />
          </HeadButton>
        }
      />
      <VideoStage detail={detail} nativeInApp />
      <section className={styles.info}>
        <h1 className={styles.title}>{detail.title}</h1>
        <p className={styles.meta}>{playsLine(detail)}</p>
      </section>
      <VideoAuthor detail={detail} />
      {detail.contentText ? (
        <section className={styles.block} aria-label="视频简介">
          <p className={styles.desc}>{detail.contentText}</p>
        </section>
      ) : null}
      <VideoCards items={related} place="site" />
      <ReactionBar state={state} onToggle={(k) => void toggle(k)} disapprove={false} collectCount remarkCount={comments.remarkCount} onComment={comments.open} />
      <LazyCommentPopup contentId={detail.id} open={published} {...comments.popup} />
      {sheet}
    </div>
  );
}

VideoPage.getLayout = defaultLayout;
export default withKnownBare(VideoPage);
