import Link from 'next/link';
import { useState } from 'react';
import { PlayOutline } from 'antd-mobile-icons';
import { VIDEO_KIND } from '@/lib/contract/known/enums';
import type { KnownDetail } from '@/services/known';
import { useAppFlags } from '@/components/common/AppFlags';
import { Avatar } from '@/components/common/Avatar';
import { FollowButton } from '@/components/known/common/FollowButton';
import { homeHref } from '@/lib/known/detailRules';
import { useReloadPage } from '@/components/known/detail/useDetailHooks';
import { formatDuration } from '@/lib/video/format';
import { VideoPlayer } from '@/components/video/VideoPlayer';
import { SmallVideoStage } from './SmallVideoStage';
import { useVideoCardOpen } from './useVideoCardOpen';
import { posterOf } from '@/lib/known/videoRules';
import styles from './video.module.css';

/** The author of a video: avatar, name, their intro (or post), and 关注 (login first; not on one's own video). */
export function VideoAuthor({ detail, intro }: { detail: KnownDetail; intro?: string }) {
  const [following, setFollowing] = useState(detail.isFollowingAuthor);
  const reload = useReloadPage();
  const a = detail.author;
  const line = intro?.trim() || a.postName;
  return (
    <div className={styles.author}>
      <Link href={homeHref(a)} className={styles.authorLink}>
        <Avatar src={a.avatar} size="0.8rem" alt="" />
        <span className={styles.authorText}>
          <span className={styles.authorName}>{a.name || '薯片用户'}</span>
          {line ? <span className={styles.authorIntro}>{line}</span> : null}
        </span>
      </Link>
      {detail.isMine ? null : <FollowButton userId={a.id} following={following} onChange={setFollowing} onAppLogin={reload} />}
    </div>
  );
}

/** Inside the app: the poster and its duration; a tap opens the app's own player (the bridge's video calls). */
function NativeCover({ detail }: { detail: KnownDetail }) {
  const { open, popup } = useVideoCardOpen('site');
  const poster = posterOf(detail);
  return (
    <>
      <button type="button" className={styles.nativeCover} onClick={() => open(detail)}>
        <span className="visually-hidden">播放视频：{detail.title}</span>
        {poster ? <img src={poster} alt="" width={375} height={211} /> : null}
        <span className={styles.bigPlay}>
          <PlayOutline aria-hidden />
        </span>
        <span className={styles.nativeDuration}>{formatDuration(detail.video?.durationSeconds ?? detail.durationSeconds ?? 0)}</span>
      </button>
      {popup}
    </>
  );
}

type StageProps = {
  detail: KnownDetail;
  /** Inside the app, the app's player instead of the web player (the in-site page; share pages play on the web). */
  nativeInApp?: boolean;
  /** The error overlay's text (内容失效 for a planner's withdrawn share) and whether it offers 重试. */
  errorText?: string;
  retry?: boolean;
};

/**
 * The player of a video page: a short video plays in the 16:9 web player with its poster; a small video shows its
 * cover and plays full-screen; inside the app (`nativeInApp`) the poster opens the app's player.
 */
export function VideoStage({ detail, nativeInApp = false, errorText, retry }: StageProps) {
  const { isInApp } = useAppFlags();
  if (nativeInApp && isInApp) return <NativeCover detail={detail} />;
  const src = detail.video?.url ?? '';
  const poster = posterOf(detail);
  if (detail.videoKind === VIDEO_KIND.SMALL) {
    return <SmallVideoStage src={src} poster={poster} title={detail.title} caption={`@${detail.author.name || '薯片用户'}`} errorText={errorText} retry={retry} />;
  }
  return <VideoPlayer src={src} poster={poster} title={detail.title} errorText={errorText} retry={retry} />;
}
