import styles from './StandIns.module.css';

export const SPECIMEN_TEXT = '样票（非正式发票）：由演示环境的本地开票替身生成，未经税务平台开具，不能用于报销或抵扣';

/** On an invoice a stand-in issued (its `specimen` flag, whatever issues invoices now). */
export function SpecimenNote({ className }: { className?: string }) {
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} role="note" data-specimen="">
      {SPECIMEN_TEXT}
    </p>
  );
}
