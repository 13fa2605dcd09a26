import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { ListTime } from '@/components/common/ListTime';
import type { MyPlanner } from '@/services/myPlanners';
import styles from './planners.module.css';

const VIA_TEXT = { chat: '咨询过', order: '服务过您的订单' } as const;

/** One planner of 我的规划师: their card (tap → /planner/detail), how we know them, 在线咨询 and 电话. */
export function MyPlannerRow({ planner: p }: { planner: MyPlanner }) {
  return (
    <article className={styles.row} aria-label={p.name}>
      <Link href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}&isShare=0`} className={styles.main}>
        <Avatar src={p.avatar} size="0.96rem" alt="" />
        <div className={styles.info}>
          <p className={styles.name}>
            {p.name}
            {p.postName ? <span className={styles.post}>{p.postName}</span> : null}
          </p>
          {p.recentCompany ? <p className={styles.company}>{p.recentCompany}</p> : null}
          {p.tagNameList.length ? (
            <p className={styles.tags}>
              {p.tagNameList.slice(0, 5).map((t) => (
                <span key={t} className={styles.tag}>
                  {t}
                </span>
              ))}
            </p>
          ) : null}
          <p className={styles.via}>
            {p.via.map((v) => VIA_TEXT[v]).join(' · ')} · <ListTime at={p.lastAt} />
            {p.contactable ? null : <span className={styles.left}> · 暂不可联系</span>}
          </p>
        </div>
      </Link>
      <PlannerContact planner={{ mchUserId: p.mchUserId, name: p.name, type: p.type }} disabled={!p.contactable} />
    </article>
  );
}
