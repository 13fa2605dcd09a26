import Link from 'next/link';
import type { SearchHit } from '@/lib/contract/known/api';
import { knownHref } from '@/lib/contract/known/enums';
import { ListTime } from '@/components/common/ListTime';
import { LazyImage } from '@/components/common/LazyImage';
import { firstImage } from '../card/cardRules';
import styles from './search.module.css';

/**
 * A question, article or answer found by the search: the highlighted title and text (server-escaped HTML whose only
 * markup is `<em class="hl">`), the first picture, and "{赞同} | {评论} | date".
 */
export function HitRow({ hit }: { hit: SearchHit }) {
  const image = firstImage(hit);
  return (
    <Link href={knownHref(hit)} className={styles.hit}>
      <span className={styles.hitMain}>
        <span className={styles.hitTitle} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
        {hit.contentTextHtml ? <span className={styles.hitText} dangerouslySetInnerHTML={{ __html: hit.contentTextHtml }} /> : null}
        <span className={styles.hitMeta}>
          {hit.applaudCount} 赞同 | {hit.remarkCount} 评论 | <ListTime at={hit.createdAt} />
        </span>
      </span>
      {image ? <LazyImage src={image} alt="" width={100} height={68} className={styles.hitThumb} /> : null}
    </Link>
  );
}
