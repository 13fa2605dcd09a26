import { useEffect, useRef } from 'react';
import { IntentLink } from '@/components/common/IntentLink';
import { Glyph } from '@/components/common/Glyph';
import type { HomeAd } from './homeView';
import { LazyImage } from '@/components/common/LazyImage';
import { AdLink } from './AdLink';
import { MARKETING_LINKS, pairs } from './homeLinks';
import card from './home.module.css';
import styles from './HomeBlocks.module.css';

/** 限时秒杀 (SkillGroup): the seckill ads, two a slide, moving on every 5 s; nothing without ads. */
export function SeckillBlock({ ads, interval = 5000 }: { ads: HomeAd[]; interval?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const slides = pairs(ads);

  useEffect(() => {
    const el = track.current;
    if (!el || slides.length < 2) return;
    const timer = window.setInterval(() => {
      if (paused.current || document.hidden) return;
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, interval);
    return () => window.clearInterval(timer);
  }, [slides.length, interval]);

  if (!ads.length) return null;
  const hold = () => {
    paused.current = true;
  };
  const release = () => {
    paused.current = false;
  };
  return (
    <section className={card.card} aria-labelledby="home-seckill">
      <div className={card.cardHead}>
        <h2 id="home-seckill" className={`${card.cardTitle} ${styles.seckillTitle}`}>
          限时秒杀
        </h2>
        <IntentLink href={MARKETING_LINKS.seckill} className={card.more} aria-label="更多限时秒杀">
          更多
          <Glyph name="right" />
        </IntentLink>
      </div>
      <div ref={track} className={styles.seckillTrack} onTouchStart={hold} onTouchEnd={release} onMouseEnter={hold} onMouseLeave={release}>
        {slides.map((pair) => (
          <div key={pair[0].id} className={styles.seckillSlide}>
            {pair.map((ad) => (
              <AdLink key={ad.id} href={ad.href} external={ad.external} className={styles.seckillItem}>
                <LazyImage src={ad.materialUrl} alt="" width={160} height={100} fallback="goods" className={styles.seckillImg} />
                <strong>{ad.materialName}</strong>
                {ad.materialDescription ? <small>{ad.materialDescription}</small> : null}
              </AdLink>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
