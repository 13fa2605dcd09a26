import { Tick } from './Tick';
import styles from './favourites.module.css';

type Props = { count: number; allSelected: boolean; busy: boolean; onToggleAll: () => void; onDelete: () => void };

/** The bar of 管理 mode: 全选 and 删除 (with how many are ticked). */
export function ManageBar({ count, allSelected, busy, onToggleAll, onDelete }: Props) {
  return (
    <footer className={`${styles.bar} fixed-column`} role="toolbar" aria-label="批量管理">
      <Tick checked={allSelected} onToggle={onToggleAll}>
        <span className={styles.allText}>全选</span>
      </Tick>
      <button type="button" className={styles.deleteBtn} disabled={!count || busy} onClick={onDelete}>
        {count ? `删除(${count})` : '删除'}
      </button>
    </footer>
  );
}
