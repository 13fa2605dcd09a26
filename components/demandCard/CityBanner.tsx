import Link from 'next/link';
import { DownFill } from 'antd-mobile-icons';
import styles from './demandCard.module.css';

/** The banner of every step: what this is, and the card's city (tap: choose another, /city/choiceCity). */
export function CityBanner({ cityName, title = '轻松找服务', sub = '告诉我们您的需求，专属规划师为您服务' }: { cityName: string; title?: string; sub?: string }) {
  return (
    <div className={styles.banner}>
      <p className={styles.bannerTitle}>{title}</p>
      <p className={styles.bannerSub}>{sub}</p>
      <Link href="/city/choiceCity" className={styles.city} aria-label={`需求城市：${cityName}，切换城市`}>
        {cityName}
        <DownFill aria-hidden fontSize="0.18rem" />
      </Link>
    </div>
  );
}
