import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { LeftOutline, PlayOutline } from 'antd-mobile-icons';
import { VideoPlayer } from '@/components/video/VideoPlayer';
import styles from './video.module.css';

/**
 * The full-screen player as a state of the page, `?play=1` (the original's separate /known/share/smallVideo/detail):
 * linkable, and the phone's back button closes it. Opening pushes the state (shallow: no reload of the page's data);
 * closing goes back to the entry opening pushed, or drops the flag of a link that came with it.
 */
export function usePlayQuery(): { playing: boolean; open: () => void; close: () => void } {
  const router = useRouter();
  const pushed = useRef(false);
  const playing = router.query.play === '1';
  const open = useCallback(() => {
    pushed.current = true;
    void router.push({ pathname: router.pathname, query: { ...router.query, play: '1' } }, undefined, { shallow: true, scroll: false });
  }, [router]);
  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      router.back();
      return;
    }
    const rest = { ...router.query };
    delete rest.play;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true, scroll: false });
  }, [router]);
  return { playing, open, close };
}

type Props = {
  src: string;
  poster: string;
  title: string;
  /** Overlaid on the full-screen player's foot (e.g. @作者). */
  caption?: string;
  errorText?: string;
  retry?: boolean;
  /** Shown instead of the default cover (a material share's full-page background). */
  coverClassName?: string;
};

/**
 * A small (vertical) video (inventory known.md §15f–§15h): its cover with a play button; playing fills the screen
 * with the vertical player (autoplay), with a back button; Escape closes it too.
 */
export function SmallVideoStage({ src, poster, title, caption, errorText, retry, coverClassName }: Props) {
  const { playing, open, close } = usePlayQuery();

  useEffect(() => {
    if (!playing) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [playing, close]);

  return (
    <>
      <button type="button" className={coverClassName ?? styles.smallCover} onClick={open} aria-label={`播放小视频：${title}`}>
        {poster ? <img src={poster} alt="" className={styles.smallPoster} width={360} height={640} /> : null}
        <span className={styles.bigPlay}>
          <PlayOutline aria-hidden />
        </span>
      </button>
      {playing ? (
        <div className={styles.fullscreen} role="dialog" aria-modal="true" aria-label={title}>
          <VideoPlayer src={src} poster={poster} vertical autoPlay title={title} errorText={errorText} retry={retry} />
          <button type="button" className={styles.fullBack} onClick={close} aria-label="返回">
            <LeftOutline aria-hidden />
          </button>
          {caption ? <p className={styles.fullCaption}>{caption}</p> : null}
        </div>
      ) : null}
    </>
  );
}
