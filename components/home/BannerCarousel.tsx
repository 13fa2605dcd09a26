import { useEffect, useRef, useState } from 'react';
import type { HomeAd } from './homeView';
import { LazyImage } from '@/components/common/LazyImage';
import { AdLink } from './AdLink';
import styles from './BannerCarousel.module.css';

/**
 * Ad carousel on CSS scroll-snap: swiping is native, JS only moves it every `interval` ms (paused while
 * touched or off screen) and follows the active dot. No carousel library on the home's first load.
 */
export function BannerCarousel({
  ads,
  interval = 5000,
  width = 351,
  height = 150,
  label = '广告',
  showText = true,
}: {
  ads: HomeAd[];
  interval?: number;
  /** Slide size in CSS px on a 375-wide phone (also the aspect ratio). */
  width?: number;
  height?: number;
  label?: string;
  /** The ad's name and description over the picture (the pictures carry no text of their own). */
  showText?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const paused = useRef(false);

  useEffect(() => {
    const el = track.current;
    if (!el || ads.length < 2) return;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    const timer = window.setInterval(() => {
      if (paused.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % ads.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, interval);
    return () => {
      el.removeEventListener('scroll', onScroll);
      window.clearInterval(timer);
    };
  }, [ads.length, interval]);

  if (!ads.length) return null;
  const hold = () => {
    paused.current = true;
  };
  const release = () => {
    paused.current = false;
  };
  return (
    <section className={styles.wrap} aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={styles.track} style={{ aspectRatio: `${width} / ${height}` }} onTouchStart={hold} onTouchEnd={release} onMouseEnter={hold} onMouseLeave={release}>
        {ads.map((ad, i) => (
          <AdLink key={ad.id} href={ad.href} external={ad.external} className={styles.slide} label={showText && ad.materialName ? undefined : ad.materialName || `广告 ${i + 1}`}>
            <LazyImage src={ad.materialUrl} alt="" width={width} height={height} priority={i === 0} className={styles.img} />
            {showText && ad.materialName ? (
              <span className={styles.caption}>
                <strong>{ad.materialName}</strong>
                {ad.materialDescription ? <small>{ad.materialDescription}</small> : null}
              </span>
            ) : null}
          </AdLink>
        ))}
      </div>
      {ads.length > 1 ? (
        <div className={styles.dots} aria-hidden>
          {ads.map((ad, i) => (
            <span key={ad.id} className={i === active ? styles.dotOn : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
