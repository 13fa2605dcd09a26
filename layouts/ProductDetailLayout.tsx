import type { ReactNode } from 'react';
import styles from './layouts.module.css';

type Props = {
  children: ReactNode;
  /** The consultation card (planner + 在线咨询 / 电话联系), supplied by the product pages. */
  consult?: ReactNode;
};

/** Product pages with the consultation widget fixed at the bottom. */
export function ProductDetailLayout({ children, consult }: Props) {
  return (
    <>
      <main className="layout-product">{children}</main>
      {consult ? (
        <>
          <div className={styles.consultPlaceholder} aria-hidden />
          <div className={`${styles.consult} fixed-column`}>{consult}</div>
        </>
      ) : null}
    </>
  );
}
