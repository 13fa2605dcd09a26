import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import type { BranchVenueDetail } from '@/services/topic';
import { TopicHead } from './TopicHead';
import { TopicRules } from './TopicRules';
import { TopicSections } from './TopicSections';
import { VenueStrip } from './VenueStrip';
import styles from './topic.module.css';

/** One branch venue (分会场): its banner under its topic's countdown, its goods, the topic's other venues and rules. */
export function VenueView({ venue }: { venue: BranchVenueDetail }) {
  return (
    <div className={styles.page}>
      <HeaderBar title={venue.name} />
      <TopicHead topic={venue.topic} bannerUrl={venue.bannerUrl} title={venue.name} subtitle={venue.intro} serverTime={venue.serverTime}>
        <Link href={venue.topic.href} className={styles.parent}>
          返回主会场：{venue.topic.title}
        </Link>
      </TopicHead>
      <TopicSections sections={venue.sections} color={venue.topic.themeColor} />
      <VenueStrip venues={venue.siblings} title="其他分会场" />
      <TopicRules rules={venue.rules} />
    </div>
  );
}
