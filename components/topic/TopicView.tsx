import { HeaderBar } from '@/components/common/HeaderBar';
import type { TopicDetail } from '@/services/topic';
import { TopicHead } from './TopicHead';
import { TopicRules } from './TopicRules';
import { TopicSections } from './TopicSections';
import { VenueStrip } from './VenueStrip';
import styles from './topic.module.css';

/** A topic's page: banner and countdown, its branch venues, its goods sections and its rules. */
export function TopicView({ topic }: { topic: TopicDetail }) {
  return (
    <div className={styles.page}>
      <HeaderBar title={topic.title} />
      <TopicHead topic={topic} serverTime={topic.serverTime} />
      <VenueStrip venues={topic.venues} />
      <TopicSections sections={topic.sections} color={topic.themeColor} />
      <TopicRules rules={topic.rules} />
    </div>
  );
}
