import type { ReactNode } from 'react';
import type { TopicCard } from '@/services/topic';
import { Countdown } from './Countdown';
import { countdownTarget, dateRange, stateText } from './topicTime';
import styles from './topic.module.css';

/** A topic's banner with its title, dates, and the countdown the server's state calls for; 规则 jumps to the rules. */
export function TopicHead({ topic, bannerUrl, title, subtitle, serverTime, children }: {
  topic: TopicCard;
  bannerUrl?: string;
  title?: string;
  subtitle?: string;
  serverTime: string;
  children?: ReactNode;
}) {
  const target = countdownTarget(topic.state, topic.startsAt, topic.endsAt);
  return (
    <header className={styles.head} style={{ backgroundColor: topic.themeColor }}>
      <div className={styles.banner}>
        <img src={bannerUrl || topic.bannerUrl} alt="" width={750} height={360} className={styles.bannerImg} />
        <div className={styles.bannerText}>
          <h2>{title || topic.title}</h2>
          <p>{subtitle ?? topic.subtitle}</p>
        </div>
        <a href="#topic-rules" className={styles.rulesChip}>
          规则
        </a>
      </div>
      <div className={styles.stateBar}>
        <span className={styles.dates}>{dateRange(topic.startsAt, topic.endsAt)}</span>
        {target ? <Countdown label={target.label} at={target.at} serverTime={serverTime} /> : <span className={styles.state}>{stateText(topic.state)}</span>}
      </div>
      {topic.state === 'ended' ? <p className={styles.ended}>活动已结束，商品恢复日常价格，仍可正常购买</p> : null}
      {children}
    </header>
  );
}
