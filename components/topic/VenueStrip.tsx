import Link from 'next/link';
import type { VenueCard } from '@/services/topic';
import { LazyImage } from '@/components/common/LazyImage';
import styles from './topic.module.css';

/** The branch venues (分会场) of a topic, each opening its own page. */
export function VenueStrip({ venues, title = '分会场' }: { venues: VenueCard[]; title?: string }) {
  if (!venues.length) return null;
  return (
    <section className={styles.section} aria-labelledby="topic-venues">
      <h2 id="topic-venues" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.venues}>
        {venues.map((v) => (
          <li key={v.id}>
            <Link href={v.href} className={styles.venue}>
              <LazyImage src={v.bannerUrl} alt="" width={165} height={79} className={styles.venueImg} />
              <strong>{v.name}</strong>
              <small>{v.intro}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
