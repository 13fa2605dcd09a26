import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { CaseCard } from '@/components/case/CaseCard';
import { useClientData } from '@/components/detail/useClientData';
import { CASE_SORTS } from '@/lib/contract/case/enums';
import { caseList } from '@/services/case';
import styles from './detail.module.css';

/** 成功案例: cases this planner signed, best first (loaded when scrolled to). */
export function PlannerCases({ mchUserId }: { mchUserId: string }) {
  const { data, anchor } = useClientData(
    () => caseList({ plannerId: mchUserId, page: 1, limit: 2, orderItems: CASE_SORTS.score }),
    [mchUserId],
    { whenVisible: true },
  );
  const cases = data?.records ?? [];
  if (!cases.length) return <div ref={anchor} aria-hidden />;
  return (
    <section className={styles.block} aria-label="成功案例">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>成功案例（{data?.totalCount ?? cases.length}）</h2>
        <Link href="/caseexample" className={styles.more}>
          案例广场 <RightOutline aria-hidden />
        </Link>
      </div>
      {cases.map((c) => (
        <CaseCard key={c.id} item={c} />
      ))}
    </section>
  );
}
