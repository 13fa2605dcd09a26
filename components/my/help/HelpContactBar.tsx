import Link from 'next/link';
import { EditSOutline, PhoneFill, TeamOutline } from 'antd-mobile-icons';
import { HELP_HOTLINE, HELP_SERVICE_ENTRANCE } from '@/lib/contract/cms/enums';
import { startCustomerService } from '@/components/chat/startChat';
import styles from './help.module.css';

/** The help home's contact entries (inventory §9): 留言 (我要吐槽, after login), 在线客服 (after login) and 电话客服. */
export function HelpContactBar() {
  return (
    <nav className={styles.bar} aria-label="联系客服">
      <Link className={styles.barItem} href="/my/complain" aria-label="留言（我要吐槽）">
        <EditSOutline aria-hidden />
        留言
      </Link>
      <button type="button" className={styles.barItem} onClick={() => void startCustomerService({ entrance: HELP_SERVICE_ENTRANCE.HOME })}>
        <TeamOutline aria-hidden />
        在线客服
      </button>
      <a className={styles.barItem} href={`tel:${HELP_HOTLINE}`} aria-label={`电话客服 ${HELP_HOTLINE}`}>
        <PhoneFill aria-hidden />
        电话客服
      </a>
    </nav>
  );
}
