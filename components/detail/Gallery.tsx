import { useState } from 'react';
import { ImageViewer, Swiper } from '@/components/common/lazyAntd';
import { resizeImage } from '@/lib/format';
import styles from './detail.module.css';

/**
 * The product images (750×560), swipeable, with "n/total"; a tap opens them full screen. They do not turn by
 * themselves: the shopper is reading the price and title under them, and a picture sliding away three seconds in
 * was the page's last visual change (Lighthouse speed index 2.6 s, docs/PERFORMANCE.md).
 */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  if (!images.length) return null;
  const pics = images.map((src) => resizeImage(src, 750, 560));
  return (
    <div className={styles.gallery}>
      <Swiper
        indicator={() => null}
        onIndexChange={setIndex}
        loop={images.length > 1}
      >
        {pics.map((src, i) => (
          <Swiper.Item key={src}>
            <button type="button" className={styles.galleryItem} onClick={() => setViewing(true)} aria-label={`查看大图 ${i + 1}`}>
              <img
                src={src}
                alt={i === 0 ? alt : `${alt} 图${i + 1}`}
                width={750}
                height={560}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {images.length > 1 ? (
        <span className={styles.galleryCount} aria-hidden>
          {index + 1}/{images.length}
        </span>
      ) : null}
      <ImageViewer.Multi images={images} visible={viewing} defaultIndex={index} onClose={() => setViewing(false)} />
    </div>
  );
}
