import Link from 'next/link';
import { Popup } from '@/components/common/lazyAntd';
import { EditSOutline, FileOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Avatar } from '@/components/common/Avatar';
import styles from './board.module.css';

export type PublishPopupProps = {
  visible: boolean;
  onClose: () => void;
  userName: string;
  avatar: string;
  /** Inside the app 回答问题 is not offered. */
  isInApp: boolean;
};

/** The + of the 必懂 header (inventory known.md §1): 提个问题, 回答问题 (web only), 写文章 and 取消. */
export function PublishPopup({ visible, onClose, userName, avatar, isInApp }: PublishPopupProps) {
  const options = [
    { href: '/known/publish/question', text: '提个问题', icon: <QuestionCircleOutline aria-hidden /> },
    ...(isInApp ? [] : [{ href: '/known/publish/chooseque', text: '回答问题', icon: <EditSOutline aria-hidden /> }]),
    { href: '/known/publish/article', text: '写文章', icon: <FileOutline aria-hidden /> },
  ];
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <section className={styles.publish} aria-label="发布">
        <div className={styles.publishUser}>
          <Avatar src={avatar} size="0.8rem" alt="" />
          <span className={styles.publishName}>{userName || '薯片用户'}</span>
        </div>
        <ul className={styles.publishOptions}>
          {options.map((o) => (
            <li key={o.href}>
              <Link href={o.href} className={styles.publishOption} onClick={onClose}>
                <span className={styles.publishIcon}>{o.icon}</span>
                {o.text}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.publishCancel} onClick={onClose}>
          取消
        </button>
      </section>
    </Popup>
  );
}
