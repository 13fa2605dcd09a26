import { SearchOutline } from 'antd-mobile-icons';
import { BackButton } from './BackButton';
import { MessageButton } from './MessageButton';
import styles from './search.module.css';

/** The results page's bar: back, the current word in a field-like button (opens the search overlay), messages. */
export function ResultsHeader({ keyword, onOpenSearch }: { keyword: string; onOpenSearch: () => void }) {
  return (
    <div className={styles.boxRow}>
      <BackButton />
      <button type="button" className={styles.fake} onClick={onOpenSearch} aria-label={keyword ? `搜索：${keyword}，修改搜索词` : undefined}>
        <SearchOutline aria-hidden className={styles.boxIcon} />
        <span className={keyword ? undefined : styles.fakePlaceholder}>{keyword || '请输入搜索内容'}</span>
      </button>
      <MessageButton />
    </div>
  );
}
