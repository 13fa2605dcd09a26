import { useRouter } from 'next/router';
import { MessageOutline } from 'antd-mobile-icons';
import { chatIndexUrl } from '@/components/common/chatHandoff';
import { useAppFlags } from '@/components/common/AppFlags';
import { loginUrl, nav } from '@/lib/navigate';
import { isLoggedIn, useUserStore } from '@/stores/user';
import styles from './search.module.css';

/** The header message icon of search and list pages (inventory §0.2): the chat site when logged in, else login. */
export function MessageButton() {
  const router = useRouter();
  const { isApplets } = useAppFlags();
  const open = () => {
    const user = useUserStore.getState();
    if (!isLoggedIn(user)) return void router.push(loginUrl(router.asPath));
    nav.assign(chatIndexUrl({ token: user.token, userId: user.userId, userType: user.userType }, { isApplets }));
  };
  return (
    <button type="button" className={styles.iconBtn} aria-label="消息" onClick={open}>
      <MessageOutline aria-hidden />
    </button>
  );
}
