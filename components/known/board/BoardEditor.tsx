import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { addBoard, canRemove, removeBoard, type BoardState } from '@/lib/known/boardRules';
import styles from './board.module.css';

export type BoardEditorProps = {
  visible: boolean;
  /** 我的板块, 更多板块 and the open tab, as they are now. */
  value: BoardState;
  /** The edited boards, when the editor closes or 完成 is pressed. */
  onSave: (next: BoardState) => void;
  /** A board of 我的板块 tapped outside edit mode: open it. */
  onPick: (id: string) => void;
  onClose: () => void;
};

/** 全部板块 (inventory known.md §1): 我的板块 with 编辑 / 完成, and 更多板块 to add back. */
export function BoardEditor({ visible, value, onSave, onPick, onClose }: BoardEditorProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0', maxHeight: '80vh', overflowY: 'auto' }}>
      <EditorBody value={value} onSave={onSave} onPick={onPick} onClose={onClose} />
    </Popup>
  );
}

function EditorBody({ value, onSave, onPick, onClose }: Omit<BoardEditorProps, 'visible'>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [dirty, setDirty] = useState(false);

  const change = (next: BoardState) => {
    setDraft(next);
    setDirty(true);
  };
  const close = () => {
    if (dirty) onSave(draft);
    onClose();
  };
  const toggleEdit = () => {
    if (editing && dirty) {
      onSave(draft);
      setDirty(false);
    }
    setEditing(!editing);
  };

  return (
    <section className={styles.editor} aria-label="全部板块">
      <header className={styles.editorHead}>
        <h2 className={styles.editorTitle}>全部板块</h2>
        <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
          <CloseOutline aria-hidden />
        </button>
      </header>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>我的板块</h3>
        <button type="button" className={styles.editBtn} onClick={toggleEdit}>
          {editing ? '完成' : '编辑'}
        </button>
      </div>
      <ul className={styles.chips}>
        {draft.mine.map((b, i) => {
          const fixed = !canRemove(i);
          const active = b.id === draft.activeId;
          return (
            <li key={b.id}>
              <button
                type="button"
                className={[styles.chip, active && !editing ? styles.chipActive : '', editing && fixed ? styles.chipFixed : ''].filter(Boolean).join(' ')}
                disabled={editing && fixed}
                aria-label={editing && !fixed ? `移除${b.name}` : b.name}
                onClick={() => {
                  if (!editing) {
                    if (dirty) onSave(draft);
                    onPick(b.id);
                  } else change(removeBoard(draft, b.id));
                }}
              >
                {b.name}
                {editing && !fixed ? <CloseOutline className={styles.chipIcon} aria-hidden /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>更多板块</h3>
      </div>
      {draft.more.length ? (
        <ul className={styles.chips}>
          {draft.more.map((b) => (
            <li key={b.id}>
              <button type="button" className={`${styles.chip} ${styles.chipMore}`} aria-label={`添加${b.name}`} onClick={() => change(addBoard(draft, b.id))}>
                {editing ? <AddOutline className={styles.chipIcon} aria-hidden /> : null}
                {b.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noMore}>{editing ? '点击我的板块中的板块可移到这里' : '全部板块都在我的板块中'}</p>
      )}
    </section>
  );
}
