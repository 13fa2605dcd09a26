import styles from './workbench.module.css';

/** One label–value line of a workbench card (inside a <dl className={styles.rows}>). */
export function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
