import { Popup } from '@/components/common/lazyAntd';
import styles from './ActionMenu.module.css';

export type MenuAction = { key: string; text: string; danger?: boolean; bold?: boolean; onClick: () => void };

type Props = {
  visible: boolean;
  onClose: () => void;
  actions: MenuAction[];
  /** A line above the actions (e.g. 分享); it also names the menu. */
  title?: string;
  cancelText?: string;
};

/**
 * A bottom sheet of actions (分享, 编辑/删除, 男/女) made of real buttons: reachable by keyboard and announced as
 * buttons. antd-mobile's ActionSheet draws its items as role=option without a listbox and without focus, which
 * assistive technology cannot use. Every action closes the sheet before it runs.
 */
export function ActionMenu({ visible, onClose, actions, title, cancelText = '取消' }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <div role="group" aria-label={title ?? '操作'}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {actions.map((a) => (
          <button
            key={a.key}
            type="button"
            className={`${styles.item} ${a.danger ? styles.danger : ''} ${a.bold ? styles.bold : ''}`}
            onClick={() => {
              onClose();
              a.onClick();
            }}
          >
            {a.text}
          </button>
        ))}
        <button type="button" className={`${styles.item} ${styles.cancel}`} onClick={onClose}>
          {cancelText}
        </button>
      </div>
    </Popup>
  );
}
