import { useCallback, useEffect, useRef, useState } from 'react';
import { SpinLoading } from '@/components/common/SpinLoading';
import styles from './VideoPlayer.module.css';

export const DEFAULT_VIDEO_ERROR = '视频播放失败,请重试';

/** loading: nothing to show yet, or playback waits for data; idle: a frame or the poster, paused; error: gave up. */
export type VideoState = 'loading' | 'idle' | 'playing' | 'error';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** Small video (§15g): 9:16, filling the screen's height; otherwise a 16:9 box as wide as its container. */
  vertical?: boolean;
  /** Starts on mount (and on a new src); muted if the browser refuses sound without a tap. */
  autoPlay?: boolean;
  /** The error overlay's text: 视频播放失败,请重试 (§15c), 内容失效 for a planner's withdrawn share (§15e). */
  errorText?: string;
  /** Whether the error overlay offers 重试 (no for 内容失效). */
  retry?: boolean;
  onPlay?(): void;
  /** The video's accessible name. */
  title?: string;
  className?: string;
}

const HAVE_METADATA = 1;

/** Plays muted when sound is what the browser refuses; other failures arrive as the element's error event. */
function startPlaying(video: HTMLVideoElement) {
  // Older browsers (and jsdom) return nothing from play().
  const first = video.play() as Promise<void> | undefined;
  first?.catch((e: unknown) => {
    if ((e as { name?: string } | null)?.name !== 'NotAllowedError' || video.muted) return;
    video.muted = true;
    (video.play() as Promise<void> | undefined)?.catch(() => {});
  });
}

/**
 * The knowledge videos' player (spec §8): a native <video> with its own controls, 16:9 (or 9:16 full height),
 * no picture-in-picture, download or casting. A spinner covers it until the first frame and whenever playback waits
 * for data; a media error shows `errorText` and, with `retry`, a 重试 button that loads the source again.
 *
 * The <video> is rendered on the server as well, so the poster is there before hydration; listeners are attached
 * in an effect, which then reads what the element already did (loaded, failed) while no listener was there. The
 * source is the src attribute, not a <source> child: a <source> failure fires on the child and does not bubble,
 * while a failing src fires `error` on the video itself.
 */
export function VideoPlayer({
  src,
  poster,
  vertical = false,
  autoPlay = false,
  errorText = DEFAULT_VIDEO_ERROR,
  retry = true,
  onPlay,
  title,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const initial: VideoState = src ? 'loading' : 'error';
  const [state, setState] = useState<VideoState>(initial);
  // A new src starts over: the previous video's error or spinner must not stay on the next one.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setState(initial);
  }
  const onPlayRef = useRef(onPlay);
  useEffect(() => {
    onPlayRef.current = onPlay;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    const settled = () => setState(video.paused ? 'idle' : 'playing');
    const handlers: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['loadedmetadata', () => setState((s) => (s === 'loading' ? (video.paused ? 'idle' : s) : s))],
      ['loadeddata', settled],
      ['canplay', settled],
      ['playing', () => setState('playing')],
      ['pause', () => setState((s) => (s === 'error' ? s : 'idle'))],
      ['ended', () => setState('idle')],
      ['waiting', () => setState('loading')],
      // Stalled while paused is only the preload resting; it matters once playback wants data.
      ['stalled', () => setState((s) => (video.paused || s === 'error' ? s : 'loading'))],
      // A browser that does not preload (iOS) suspends at once: the poster and the play button are what it offers.
      ['suspend', () => setState((s) => (s === 'loading' && video.paused ? 'idle' : s))],
      ['error', () => setState('error')],
      ['play', () => onPlayRef.current?.()],
    ];
    for (const [name, fn] of handlers) video.addEventListener(name, fn);
    // What happened between the server's HTML and this effect.
    if (video.error) setState('error');
    else if (video.readyState >= HAVE_METADATA) settled();
    if (autoPlay) startPlaying(video);
    return () => {
      for (const [name, fn] of handlers) video.removeEventListener(name, fn);
    };
  }, [src, autoPlay]);

  const reload = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    setState('loading');
    video.load();
    startPlaying(video);
  }, []);

  const boxClass = [styles.box, vertical ? styles.vertical : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={boxClass} data-state={state}>
      <video
        ref={videoRef}
        className={styles.video}
        src={src || undefined}
        poster={poster || undefined}
        aria-label={title}
        controls
        playsInline
        // WeChat and older iOS web views read only their own spelling of "play inline".
        webkit-playsinline="true"
        x5-playsinline="true"
        disablePictureInPicture
        controlsList="nodownload noremoteplayback"
        preload="metadata"
      />
      {state === 'loading' ? (
        <div className={styles.loading} role="status" aria-live="polite">
          <SpinLoading color="white" style={{ '--size': '0.64rem' }} />
          <span className={styles.hidden}>加载中</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{errorText}</p>
          {retry && src ? (
            <button type="button" className={styles.retry} onClick={reload}>
              重试
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
