import { useRef, useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { resizeImage } from '@/lib/format';
import styles from './detail.module.css';

/**
 * The product images (750×560), swipeable, with "n/total"; a tap opens them full screen. They do not turn by
 * themselves: the shopper is reading the price and title under them, and a picture sliding away three seconds in
 * was the page's last visual change (Lighthouse speed index 2.6 s, docs/PERFORMANCE.md).
 *
 * The swipe is the browser's own scrolling, snapped to each picture (ADR 0073): no script to load or run for it, so
 * the page's start carries none (antd-mobile's Swiper brought its animation and gesture libraries, evaluated once the
 * browser was idle, inside the start's blocking time), and the first swipe works before the page has hydrated.
 */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  if (!images.length) return null;
  const pics = images.map((src) => resizeImage(src, 750, 560));
  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const at = Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    if (at !== index) setIndex(at);
  };
  return (
    <div className={styles.gallery}>
      <div ref={track} className={styles.galleryTrack} onScroll={images.length > 1 ? onScroll : undefined}>
        {pics.map((src, i) => (
          <button key={src} type="button" className={styles.galleryItem} onClick={() => setViewing(true)} aria-label={`查看大图 ${i + 1}`}>
            <img
              src={src}
              alt={i === 0 ? alt : `${alt} 图${i + 1}`}
              width={750}
              height={560}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          </button>
        ))}
      </div>
      {images.length > 1 ? (
        <span className={styles.galleryCount} aria-hidden>
          {index + 1}/{images.length}
        </span>
      ) : null}
      <ImageViewer.Multi images={images} visible={viewing} defaultIndex={index} onClose={() => setViewing(false)} />
    </div>
  );
}
