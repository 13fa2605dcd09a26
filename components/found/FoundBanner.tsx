import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { LazyImage } from '@/components/common/LazyImage';
import { articleHref, type ArticleCard } from '@/services/article';
import { markRead } from './readIds';
import styles from './found.module.css';

/**
 * The newest articles with a cover, as a carousel (inventory §16a: autoplay 3 s, custom dots). CSS scroll-snap does
 * the swiping; the timer only moves it while `playing` (the page is shown, not touched, the tab visible).
 */
export function FoundBanner({ articles, playing = true, interval = 3000 }: { articles: ArticleCard[]; playing?: boolean; interval?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const held = useRef(false);

  useEffect(() => {
    const el = track.current;
    if (!el || articles.length < 2) return;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    const timer = playing
      ? window.setInterval(() => {
          if (held.current || document.hidden || !el.clientWidth) return;
          const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % articles.length;
          el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
        }, interval)
      : undefined;
    return () => {
      el.removeEventListener('scroll', onScroll);
      window.clearInterval(timer);
    };
  }, [articles.length, interval, playing]);

  if (!articles.length) return null;
  const hold = () => void (held.current = true);
  const release = () => void (held.current = false);
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label="最新资讯">
      <div ref={track} className={styles.bannerTrack} onTouchStart={hold} onTouchEnd={release} onMouseEnter={hold} onMouseLeave={release}>
        {articles.map((a, i) => (
          <Link key={a.id} href={articleHref(a.id)} className={styles.bannerSlide} aria-label={a.title} onClick={() => markRead(a.id)}>
            <LazyImage src={a.coverUrl} alt="" width={351} height={160} priority={i === 0} className={styles.bannerImg} />
            <span className={styles.bannerCaption}>{a.title}</span>
          </Link>
        ))}
      </div>
      {articles.length > 1 ? (
        <div className={styles.bannerDots} aria-hidden>
          {articles.map((a, i) => (
            <span key={a.id} className={i === active ? styles.dotOn : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
