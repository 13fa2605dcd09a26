import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { ReviewItem } from '@/components/detail/ReviewItem';
import { StoreGoodsCard } from '@/components/store/StoreGoodsCard';
import type { EvaluationPage } from '@/services/evaluate';
import type { BusinessCategory } from '@/lib/contract/planner/api';
import type { StoreGoodsItem } from '@/lib/contract/store/api';
import styles from './detail.module.css';

/** First-level business → its second-level services, in the order the planner lists them. */
export function groupCategories(list: BusinessCategory[]): { name: string; items: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const c of list) {
    const key = c.firstTypeName || c.firstTypeCode;
    if (!key) continue;
    const items = groups.get(key) ?? [];
    if (c.secondTypeName && !items.includes(c.secondTypeName)) items.push(c.secondTypeName);
    groups.set(key, items);
  }
  return Array.from(groups, ([name, items]) => ({ name, items }));
}

/** 服务类目: the business scope the platform authorised this planner for. */
export function PlannerCategories({ categories }: { categories: BusinessCategory[] }) {
  const groups = groupCategories(categories);
  if (!groups.length) return null;
  return (
    <section className={styles.block} aria-label="服务类目">
      <h2 className={styles.blockTitle}>服务类目</h2>
      <ul className={styles.categories}>
        {groups.map((g) => (
          <li key={g.name}>
            <span className={styles.categoryName}>{g.name}</span>
            <span className={styles.categoryItems}>{g.items.join('、') || '全部业务'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const plannerEvaluateHref = (mchUserId: string) => `/plannerEvaluate?mchUserId=${encodeURIComponent(mchUserId)}`;

/** 客户评价: the share of good reviews, the newest reviews, and the way to all of them. */
export function PlannerReviews({ page, mchUserId }: { page: EvaluationPage | null; mchUserId: string }) {
  const total = page?.stats.total ?? 0;
  return (
    <section className={styles.block} aria-label="客户评价">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>客户评价（{total}）</h2>
        {page?.stats.goodRate !== null && page?.stats.goodRate !== undefined ? (
          <span className={styles.goodRate}>好评率 {page.stats.goodRate}%</span>
        ) : null}
      </div>
      {page?.stats.tags.length ? (
        <ul className={styles.reviewTags} aria-label="评价标签">
          {page.stats.tags.slice(0, 6).map((t) => (
            <li key={t.name}>
              {t.name} {t.count}
            </li>
          ))}
        </ul>
      ) : null}
      {page?.records.length ? (
        page.records.map((r) => <ReviewItem key={r.id} review={r} compact />)
      ) : (
        <p className={styles.none}>暂无评价</p>
      )}
      {total > 0 ? (
        <Link href={plannerEvaluateHref(mchUserId)} className={styles.allLink}>
          查看全部评价 <RightOutline aria-hidden />
        </Link>
      ) : null}
    </section>
  );
}

/** TA的服务: goods from the planner's store, and the way into the store. */
export function PlannerGoods({ goods, mchUserId }: { goods: StoreGoodsItem[]; mchUserId: string }) {
  if (!goods.length) return null;
  return (
    <section className={styles.block} aria-label="TA的服务">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>TA的服务</h2>
        <Link href={`/store/plannerStore?mchUserId=${encodeURIComponent(mchUserId)}`} className={styles.more}>
          进入小店 <RightOutline aria-hidden />
        </Link>
      </div>
      {goods.map((g) => (
        <StoreGoodsCard key={g.id} goods={g} />
      ))}
    </section>
  );
}
