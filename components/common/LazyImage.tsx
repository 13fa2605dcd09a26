import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { resizeImage, type ResizeMode } from '@/lib/imageUrl';
import { onceNear } from '@/lib/nearScreen';
import { DEFAULT_AVATAR, GOODS_PLACEHOLDER } from './pictures';

export { GOODS_PLACEHOLDER };
/** Transparent 1×1 GIF: an <img> with a src but no request, until the image comes near the screen. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** Loading starts one screen before the image scrolls into view (spec: preload 1). */
export const PRELOAD_MARGIN = '100% 0px';

const FALLBACKS: Record<string, string> = { avatar: DEFAULT_AVATAR, goods: GOODS_PLACEHOLDER };

export type LazyImageProps = {
  src?: string | null;
  alt: string;
  /** Display size in CSS pixels (375-wide phone); also the aspect ratio reserved before the image arrives. */
  width: number;
  height: number;
  /** Resize mode of the image endpoint; default fill (crop to the box). */
  mode?: ResizeMode;
  /** Pixels requested per CSS pixel; 2 suits phone screens. */
  density?: number;
  /** Shown when there is no src or it failed twice: 'avatar', 'goods' or a path. */
  fallback?: 'avatar' | 'goods' | (string & {});
  /** The page's largest picture above the fold (its LCP: the first banner, a profile's avatar): loads at once, fetched
   * with high priority. Keep it to one per page: several high-priority pictures share the bandwidth and delay it. */
  priority?: boolean;
  /** Other pictures of the first screen (nav icons, the first cards): their address is in the server's HTML, so they
   * need no script, but with the browser's own lazy loading: fetched once the page is laid out, after the stylesheets
   * and the LCP picture, not preloaded ahead of them (React preloads every eager image it renders). */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
};

const withRetryMark = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=1`;

/**
 * An image that loads one screen ahead of the viewport through the resizing endpoint, retries once on error and
 * then shows the fallback. Until then it keeps its box (width/height, and their ratio where a stylesheet sets one side
 * to auto) on a light placeholder, so nothing shifts.
 */
export function LazyImage({ src, alt, width, height, mode = 'fill', density = 2, fallback, priority = false, eager = false, className, style }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(priority || eager);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    // A new picture starts over: one fresh try plus one retry.
    setPrevSrc(src);
    setAttempt(0);
    setLoaded(false);
  }

  useEffect(() => {
    if (near) return;
    const el = ref.current;
    const stop = el ? onceNear(el, PRELOAD_MARGIN, () => setNear(true)) : null;
    if (!stop) {
      setNear(true);
      return;
    }
    return stop;
  }, [near]);

  const fallbackUrl = fallback ? (FALLBACKS[fallback] ?? fallback) : '';
  const resized = src ? resizeImage(src, width * density, height * density, mode) : '';
  let url = BLANK_IMAGE;
  if (near) {
    if (!resized || attempt >= 2) url = fallbackUrl || BLANK_IMAGE;
    else url = attempt === 1 ? withRetryMark(resized) : resized;
  }

  const sized = className || style ? {} : { width: `${width / 50}rem`, height: `${height / 50}rem` };
  // The box keeps width:height whatever stands in meanwhile: with a stylesheet's `height: auto`, the browser would size
  // the box by the loaded picture's own shape, and the 1×1 stand-in is square, so the box shrank (and everything below
  // it moved) the moment the real picture arrived; a tap landing then missed its target. A stylesheet's own
  // aspect-ratio still wins (styles/globals.css reads the variable at no specificity).
  const ratio = { '--lazy-ratio': `${width} / ${height}` } as CSSProperties;
  // A priority picture needs no preload tag of ours: React puts one for every `fetchpriority=high` image it renders
  // into the document's head.
  return (
    <img
      ref={ref}
      src={url}
      alt={alt}
      width={width}
      height={height}
      // The LCP picture is decoded with the frame it arrives in (async decoding may paint it a frame later).
      decoding={priority ? undefined : 'async'}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      data-state={!near ? 'waiting' : loaded ? 'loaded' : attempt >= 2 || !resized ? 'fallback' : attempt === 1 ? 'retrying' : 'loading'}
      className={className}
      onLoad={() => {
        if (url !== BLANK_IMAGE) setLoaded(true);
      }}
      onError={() => {
        if (url !== BLANK_IMAGE && url !== fallbackUrl) setAttempt((a) => a + 1);
      }}
      style={{ objectFit: mode === 'fill' ? 'cover' : 'contain', background: loaded ? undefined : '#f3f5f9', ...ratio, ...sized, ...style }}
    />
  );
}
