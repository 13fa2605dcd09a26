import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import { plannerHref } from '@/components/consult/ConsultCard';
import { useClientData } from '@/components/detail/useClientData';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { recommendPlanner } from '@/services/planner';
import type { TradeDetail } from '@/services/goods';
import type { TradeKind } from '@/lib/trade/kinds';
import styles from './trade.module.css';
import { pointText } from '@/lib/format';

/** 推荐规划师, trade version (inventory §8 block 8): planners of this kind of listing in the caller's city. */
export function TradePlanners({ detail, kind }: { detail: TradeDetail; kind: TradeKind | null }) {
  const requireCode = kind?.classCode ?? detail.typeCode;
  const requireName = kind?.tradeName ?? '';
  const { data } = useClientData(
    () =>
      recommendPlanner({
        sceneId: 'app-cpxqye-01',
        limit: 3,
        page: 1,
        productId: detail.id,
        productType: 'PRO_CLASS_TYPE_TRANSACTION',
        firstTypeCode: requireCode,
        level_2_ID: detail.classCodeLevelList[1] || undefined,
      }),
    [detail.id],
  );
  const planners = data?.records ?? [];
  if (!planners.length) return null;
  return (
    <section className={styles.block} aria-label="推荐规划师">
      <h2 className={styles.blockTitle}>推荐规划师</h2>
      <ul>
        {planners.map((p) => {
          const name = p.name;
          return (
            <li key={p.mchUserId} className={styles.planner}>
              <Link href={plannerHref(p, requireCode, requireName)} className={styles.plannerMain}>
                <Avatar src={p.avatar} size="0.88rem" alt={name} />
                <div className={styles.plannerInfo}>
                  <p className={styles.plannerName}>
                    {name}
                    {p.postName ? <span className={styles.post}>{p.postName}</span> : null}
                  </p>
                  <p className={styles.plannerStats}>
                    <b>{pointText(p.point)}</b>薯片分 | <b>{p.payNum}</b>次服务
                  </p>
                </div>
              </Link>
              <PlannerContact planner={{ mchUserId: p.mchUserId, name, type: p.type }} requireCode={requireCode} requireName={requireName} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
