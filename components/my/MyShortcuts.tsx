import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { badgeCount } from '@/lib/format';
import { IntentLink } from '@/components/common/IntentLink';
import styles from './MyShortcuts.module.css';

export type Tile = { label: string; href: string; icon: ReactNode; badge?: number; sub?: string };

/** One card of icon tiles (我的订单, 我的服务 …); a red badge shows a count when it is above 0. */
export function TileCard({ title, more, tiles }: { title?: string; more?: { label: string; href: string }; tiles: Tile[] }) {
  return (
    <section className={styles.card} aria-label={title}>
      {title ? (
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          {more ? (
            <IntentLink href={more.href} className={styles.more}>
              {more.label}
              <RightOutline aria-hidden />
            </IntentLink>
          ) : null}
        </div>
      ) : null}
      <ul className={styles.grid}>
        {tiles.map((t) => (
          <li key={t.label}>
            <IntentLink href={t.href} className={styles.tile} aria-label={`${t.label}${t.sub ?? ''}${t.badge ? `（${t.badge}）` : ''}`}>
              <span className={styles.icon} aria-hidden>
                {t.icon}
                {/* the count is drawn by CSS (attr); the link's name is its visible text (label, then sub) plus the count */}
                {t.badge ? <span className={styles.badge} data-count={badgeCount(t.badge)} /> : null}
              </span>
              <span className={styles.label}>{t.label}</span>
              {t.sub ? <span className={styles.sub}>{t.sub}</span> : null}
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
