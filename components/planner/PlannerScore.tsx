import Link from 'next/link';
import { QuestionCircleOutline, RightOutline } from 'antd-mobile-icons';
import { toast } from '@/lib/toast';
import { SCORE_EXPLAIN } from '@/lib/contract/planner/enums';
import type { PlannerBusinessCard } from '@/lib/contract/planner/api';
import { responseTimeText, statText } from './plannerText';
import styles from './detail.module.css';
import { pointText } from '@/lib/format';

/** 个人信息: experience, people served, deals, response time and the share of good reviews. */
export function PlannerStats({ card }: { card: PlannerBusinessCard }) {
  const d = card.baseData;
  const items = [
    { label: '服务经验', value: d.serviceExperience || '--' },
    { label: '服务人数', value: statText(d.peopleServed, '人') },
    { label: '成交次数', value: statText(d.dealNumber, '次') },
    { label: '平均响应', value: responseTimeText(d.responseTime) },
  ];
  return (
    <section className={styles.block} aria-label="个人信息">
      <h2 className={styles.blockTitle}>个人信息</h2>
      <dl className={styles.stats}>
        {items.map((i) => (
          <div key={i.label}>
            <dd>{i.value}</dd>
            <dt>{i.label}</dt>
          </div>
        ))}
      </dl>
      <p className={styles.rate}>
        好评率 <b>{statText(d.favComRate, '%')}</b>
        <span>（{d.Evaluator || 0}人参与了评价）</span>
      </p>
    </section>
  );
}

/** The 薯片分 block with its level, how many planners it beats and the explainer link. */
export function PlannerScore({ card, mchUserId }: { card: PlannerBusinessCard; mchUserId: string }) {
  const href = `/store/spScoreDetail?score=${encodeURIComponent(String(card.point))}&mchUserId=${encodeURIComponent(mchUserId)}`;
  return (
    <section className={styles.score} aria-label="薯片分">
      <div className={styles.scoreMain}>
        <span className={styles.scoreValue}>{pointText(card.point)}</span>
        <span className={styles.scoreUnit}>薯片分</span>
      </div>
      <div className={styles.scoreText}>
        <p>
          {card.pointLevelName ? <span className={styles.level}>{card.pointLevelName}</span> : null}
          {card.prop ? <span>打败{card.prop}的规划师</span> : null}
        </p>
        <p className={styles.scoreLinks}>
          <button type="button" className={styles.scoreHelp} onClick={() => toast.show({ message: SCORE_EXPLAIN })} aria-label="什么是薯片分">
            <QuestionCircleOutline aria-hidden /> 什么是薯片分
          </button>
          <Link href={href} className={styles.scoreMore}>
            查看详情 <RightOutline aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}
