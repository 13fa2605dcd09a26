import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import type { ReviewDigest } from '@/lib/detail/reviewDigest';
import { ReviewItem } from './ReviewItem';
import styles from './detail.module.css';

/** 用户评价: the newest review and the way to all of them (hidden when there is none). */
export function ReviewSummary({ goodsId, digest }: { goodsId: string; digest: ReviewDigest }) {
  if (!digest.first) return null;
  const href = `/detail/commentList?goodId=${encodeURIComponent(goodsId)}`;
  return (
    <section className={styles.block} aria-label="用户评价">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>
          用户评价<span className={styles.count}>({digest.total})</span>
        </h2>
        {digest.goodRate !== null ? <span className={styles.goodRate}>好评率 {digest.goodRate}%</span> : null}
      </div>
      <ReviewItem review={digest.first} compact />
      <Link href={href} className={styles.moreLink}>
        更多评价 <RightOutline aria-hidden />
      </Link>
    </section>
  );
}
