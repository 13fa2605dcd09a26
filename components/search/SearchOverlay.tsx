import { useEffect, useState } from 'react';
import { SearchBox } from './SearchBox';
import { SearchPanel } from './SearchPanel';
import { addHistory } from './history';
import styles from './search.module.css';

/**
 * The full-screen search of a results page: field, history and suggestions. 取消 closes it and keeps the old word;
 * a search remembers a typed word and hands it to `onSearch`.
 */
type Props = { open: boolean; keyword: string; onClose: () => void; onSearch: (w: string) => void };

export function SearchOverlay(props: Props) {
  // Mounted per opening, so the field starts from the current word each time.
  return props.open ? <OverlayBody {...props} /> : null;
}

function OverlayBody({ keyword, onClose, onSearch }: Props) {
  const [typed, setTyped] = useState(keyword);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const go = (w: string, remember: boolean) => {
    if (remember) addHistory('goods', w);
    onSearch(w);
  };
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label="搜索">
      <div className={styles.stickyTop}>
        <SearchBox
          value={typed}
          onChange={setTyped}
          onSubmit={(w) => go(w, true)}
          autoFocus
          right={
            <button type="button" className={styles.cancel} onClick={onClose}>
              取消
            </button>
          }
        />
      </div>
      <SearchPanel keywords={null} typed={typed} onSearch={(w, fromTyped) => go(w, !!fromTyped)} />
    </div>
  );
}
