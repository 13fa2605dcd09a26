import type { DraftStatus } from './draftSaver';
import { DRAFT_CONFLICT_TEXT } from './draftSaver';
import styles from './publish.module.css';

const QUIET: Partial<Record<DraftStatus, string>> = { saving: '草稿保存中…', saved: '草稿已保存', failed: '草稿保存失败，将在下次修改时重试' };

/** The draft's state under the header; when another page saved a newer draft, the way to load it. */
export function DraftNotice({ status, onReload }: { status: DraftStatus; onReload: () => void }) {
  if (status === 'conflict') {
    return (
      <div className={styles.draftConflict} role="alert">
        <span>{DRAFT_CONFLICT_TEXT}</span>
        <button type="button" onClick={onReload}>
          载入最新
        </button>
      </div>
    );
  }
  const text = QUIET[status];
  return (
    <p className={styles.draftState} aria-live="polite">
      {text ?? '\u00a0'}
    </p>
  );
}
