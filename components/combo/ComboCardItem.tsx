import Link from 'next/link';
import type { ComboCard } from '@/services/combo';
import styles from './combo.module.css';
import { LazyImage } from '@/components/common/LazyImage';

/** A service package in the list: what it bundles and what it saves. */
export function ComboCardItem({ combo }: { combo: ComboCard }) {
  return (
    <Link href={combo.href} className={styles.card}>
      <LazyImage src={combo.img} alt="" width={95} height={95} fallback="goods" className={styles.cardImg} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>{combo.name}</h2>
        {combo.slogan ? <p className={styles.cardSlogan}>{combo.slogan}</p> : null}
        <p className={styles.cardMeta}>
          <span className={styles.badge}>含{combo.itemCount}项服务</span>
          {combo.savingText ? <span className={styles.saving}>{combo.savingText}</span> : null}
        </p>
        <p className={styles.cardPrice}>
          <b>{combo.priceText}</b>
          {combo.originalPriceText ? <s>{combo.originalPriceText}</s> : null}
        </p>
      </div>
    </Link>
  );
}
