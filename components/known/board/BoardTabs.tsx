import { Tabs } from '@/components/common/Tabs';
import { AppstoreOutline } from 'antd-mobile-icons';
import type { Board } from '@/lib/contract/known/api';
import styles from './board.module.css';

/** The horizontal board tabs with the 分类 button that opens the board editor. */
export function BoardTabs({ boards, activeId, onChange, onEdit }: { boards: Board[]; activeId: string; onChange: (id: string) => void; onEdit: () => void }) {
  return (
    <div className={styles.tabsRow}>
      <Tabs activeKey={activeId} onChange={onChange} className={styles.tabs}>
        {boards.map((b) => (
          <Tabs.Tab key={b.id} title={b.name} />
        ))}
      </Tabs>
      <button type="button" className={styles.classify} aria-label="分类" onClick={onEdit}>
        <AppstoreOutline aria-hidden />
      </button>
    </div>
  );
}
