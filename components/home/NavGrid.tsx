import { useEffect, useRef, useState } from 'react';
import type { HomeNav } from './homeView';
import { LazyImage } from '@/components/common/LazyImage';
import { AdLink } from './AdLink';
import card from './home.module.css';
import styles from './NavGrid.module.css';

function NavCell({ item, big }: { item: HomeNav; big?: boolean }) {
  return (
    <AdLink href={item.href} external={item.external} className={big ? styles.navBig : styles.navCell}>
      <LazyImage src={item.navigationImageUrl} alt="" width={big ? 52 : 40} height={big ? 36 : 40} mode="pad" eager={big} className={styles.navImg} />
      <span>{item.name}</span>
    </AdLink>
  );
}

/** Two rows scroll as columns: interleave so the first half of the list is the top row (inventory §1.2). */
export function interleaveRows<T>(list: T[]): T[] {
  const half = Math.ceil(list.length / 2);
  const out: T[] = [];
  for (let i = 0; i < half; i++) {
    out.push(list[i]);
    if (list[half + i] !== undefined) out.push(list[half + i]);
  }
  return out;
}

/** 金刚区: the fixed row (≤5) and the scrolling nav, one row up to 10 items, two rows above that. */
export function NavGrid({ fixed, roll }: { fixed: HomeNav[]; roll: HomeNav[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [thumb, setThumb] = useState({ width: 0, left: 0 });
  const twoRows = roll.length > 10;

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const ratio = el.clientWidth / Math.max(el.scrollWidth, 1);
      const width = ratio >= 1 ? 0 : ratio * 100;
      const left = el.scrollWidth > el.clientWidth ? (el.scrollLeft / (el.scrollWidth - el.clientWidth)) * (100 - width) : 0;
      setThumb({ width, left });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [roll.length]);

  if (!fixed.length && !roll.length) return null;
  return (
    <nav className={card.card} aria-label="服务导航">
      {fixed.length ? (
        <div className={styles.navFixed}>
          {fixed.slice(0, 5).map((n) => (
            <NavCell key={n.id} item={n} big />
          ))}
        </div>
      ) : null}
      {roll.length ? (
        <>
          <div ref={scroller} className={`${styles.navRoll} ${twoRows ? styles.navRoll2 : ''}`}>
            {(twoRows ? interleaveRows(roll) : roll).map((n) => (
              <NavCell key={n.id} item={n} />
            ))}
          </div>
          {thumb.width ? (
            <div className={styles.navBar} aria-hidden>
              <span style={{ width: `${thumb.width}%`, left: `${thumb.left}%` }} />
            </div>
          ) : null}
        </>
      ) : null}
    </nav>
  );
}
