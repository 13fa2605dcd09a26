import styles from './cards.module.css';

/**
 * The server's price, styled: the number large and the unit small ("1200" + "元", "5" + "%服务费"), or the
 * whole text when there is no number (面议). Never computes anything.
 */
export function PriceTag({ value, unit, text, size = 'md' }: { value?: string; unit?: string; text: string; size?: 'md' | 'lg' }) {
  const cls = `${styles.price} ${size === 'lg' ? styles.priceLg : ''}`;
  if (!value) return <span className={cls}>{text}</span>;
  return (
    <span className={cls} aria-label={text}>
      <b aria-hidden>{value}</b>
      <small aria-hidden>{unit}</small>
    </span>
  );
}
