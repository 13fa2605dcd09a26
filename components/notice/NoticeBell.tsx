import { IntentLink } from '@/components/common/IntentLink';
import { BellOutline } from 'antd-mobile-icons';
import { useChatStore } from '@/stores/chat';
import { unreadText } from '@/components/common/TabBar';
import styles from '@/styles/my.module.css';

/** 我的: the bell that opens the notices, with the unread count (pulled with the tab bar's badge). */
export function NoticeBell() {
  const n = useChatStore((s) => s.notices);
  const badge = unreadText(n);
  return (
    <IntentLink href="/msg/notices?category=trade" className={styles.settings} style={{ position: 'relative' }} aria-label={badge ? `通知，${badge}条未读` : '通知'}>
      <BellOutline aria-hidden />
      {badge ? (
        <span className={styles.bellBadge} aria-hidden>
          {badge}
        </span>
      ) : null}
    </IntentLink>
  );
}
