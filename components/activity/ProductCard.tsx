import Link from 'next/link';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { LazyImage } from '@/components/common/LazyImage';
import { campaignHref, grabHref, grabbable, priceText, shownTags } from './activityRules';
import styles from './activity.module.css';

type Props = {
  p: ActivityProduct;
  /** normal: campaign price + original; subsidy: 补贴价 only; seckill: with the grab button and the stock bar. */
  variant?: 'normal' | 'subsidy' | 'seckill';
  /** 官方补贴: 立即抢购 opens the spec sheet (each spec has its own subsidy price). */
  onChoose?: (p: ActivityProduct) => void;
};

/** The grab button as the server decides it: 立即抢购 (to the checkout at the campaign price), or why not. */
export function GrabButton({ p }: { p: ActivityProduct }) {
  if (grabbable(p)) {
    return (
      <Link href={grabHref(p.id)} className={styles.action} aria-label={`立即抢购：${p.skuName}`}>
        立即抢购
      </Link>
    );
  }
  return (
    <button type="button" className={styles.actionOff} disabled aria-label={`${p.saleStatusLabel}：${p.skuName}`}>
      {p.saleStatusLabel}
    </button>
  );
}

/**
 * One campaign product (inventory §4.1 card): image, name, up to 2 tags, slogan, price or 面议. The whole card goes
 * where its 立即抢购 goes (campaignHref; with onChoose, the spec sheet), so no tap loses the campaign price.
 */
export function ProductCard({ p, variant = 'normal', onChoose }: Props) {
  const tags = shownTags(p.tags);
  const soldPct = p.stock > 0 ? Math.min(100, Math.round((p.sold * 100) / p.stock)) : 0;
  return (
    <article className={styles.card} role="listitem" aria-label={p.skuName}>
      <Link
        href={campaignHref(p)}
        className={styles.cardLink}
        onClick={
          onChoose && grabbable(p)
            ? (e) => {
                e.preventDefault();
                onChoose(p);
              }
            : undefined
        }
      >
        <LazyImage src={p.imageUrl} alt={p.skuName} width={100} height={100} fallback="goods" className={styles.cardImg} />
        <div className={styles.cardBody}>
          <h3 className={styles.name}>{p.skuName}</h3>
          {tags.length ? (
            <div className={styles.tagRow}>
              {tags.map((t) => (
                <span key={t} className={styles.tag}>
                  {t}
                </span>
              ))}
            </div>
          ) : null}
          {p.slogan ? <p className={styles.slogan}>{p.slogan}</p> : null}
          {variant === 'seckill' ? (
            <div className={styles.progress} aria-label={`已抢${soldPct}%`}>
              <span style={{ width: `${soldPct}%` }} />
            </div>
          ) : null}
          <div className={styles.priceRow}>
            {variant === 'subsidy' ? (
              <span className={styles.price}>{p.specialPriceFen > 0 ? `补贴价 ${priceText(p.specialPriceFen).replace('元', ' 元')}` : '面议'}</span>
            ) : (
              <>
                <span className={styles.price}>{priceText(p.specialPriceFen)}</span>
                {p.specialPriceFen > 0 && p.skuPriceFen > p.specialPriceFen ? <span className={styles.origin}>{priceText(p.skuPriceFen)}</span> : null}
              </>
            )}
          </div>
        </div>
      </Link>
      {variant === 'seckill' ? <GrabButton p={p} /> : null}
      {variant !== 'seckill' && onChoose ? (
        grabbable(p) ? (
          <button type="button" className={styles.action} onClick={() => onChoose(p)} aria-label={`立即抢购：${p.skuName}，选规格`}>
            立即抢购
          </button>
        ) : (
          <GrabButton p={p} />
        )
      ) : null}
    </article>
  );
}
