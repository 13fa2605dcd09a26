import { IntentLink } from './IntentLink';
import { useRouter } from 'next/router';
import { useEffect, type MouseEvent } from 'react';
import { UNREAD_CAP } from '@/lib/constants';
import { ORDER_SITE_URL } from '@/lib/env';
import { loginRedirectUrl } from '@/lib/guard';
import { nav } from '@/lib/navigate';
import { getVisitor } from '@/lib/visitor';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useChatStore } from '@/stores/chat';
import { useAppFlags } from './AppFlags';
import styles from './TabBar.module.css';
import { lazyComponent } from './lazyComponent';

// Only a signed-in user with unread messages sees it: not part of every page's first load.
// Until its code has come, the icon shows without the count.
const UnreadBadge = lazyComponent(
  () => import('./UnreadBadge').then((m) => m.UnreadBadge),
  ({ children }) => children,
);

type Tab = { key: 'home' | 'known' | 'msg' | 'order' | 'my'; label: string; path: string };

export const TABS: readonly Tab[] = [
  { key: 'home', label: '首页', path: '/' },
  { key: 'known', label: '必懂', path: '/known' },
  { key: 'msg', label: '消息', path: '/msg' },
  { key: 'order', label: '订单', path: '/order' },
  { key: 'my', label: '我的', path: '/my' },
];

export function unreadText(n: number): string | null {
  if (!n || n <= 0) return null;
  return n > UNREAD_CAP ? `${UNREAD_CAP}+` : String(n);
}

function isActive(tabPath: string, pathname: string): boolean {
  if (tabPath === '/') return pathname === '/';
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}

/** The five-tab bottom bar of spec §2. Hidden inside the native app, which has its own. */
export function TabBar() {
  const router = useRouter();
  const { isInApp, isApplets } = useAppFlags();
  const unread = useChatStore((s) => s.unread + s.notices);
  const userId = useUserStore((s) => (isLoggedIn(s) ? s.userId : ''));
  // The badge is the logged-in user's own count, fetched when the bar shows (and again per user).
  useEffect(() => {
    if (userId && !isInApp) void useChatStore.getState().pull();
  }, [userId, isInApp]);
  if (isInApp) return null;

  const onTab = (tab: Tab, active: boolean) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (active) {
      e.preventDefault();
      return;
    }
    if (tab.key === 'msg') {
      e.preventDefault();
      const user = useUserStore.getState();
      // The hand-off's module loads with the tap (the page leaves for the chat site anyway); should it fail to load,
      // /msg makes the same hand-off.
      import('./chatHandoff')
        .then(({ chatIndexUrl, visitorCredentials }) => {
          const creds = isLoggedIn(user)
            ? { token: String(user.token), userId: String(user.userId), userType: String(user.userType) }
            : visitorCredentials(getVisitor());
          nav.assign(chatIndexUrl(creds, { isApplets }));
        })
        .catch(() => nav.assign(tab.path));
    } else if (tab.key === 'order') {
      e.preventDefault();
      if (!isLoggedIn(useUserStore.getState())) void router.push(loginRedirectUrl(router.asPath));
      else if (ORDER_SITE_URL) nav.assign(`${ORDER_SITE_URL}/m-order?type=0`);
      else void router.push('/order?type=0');
    }
  };

  const badge = unreadText(unread);
  return (
    <nav className={styles.bar} aria-label="底部导航">
      {TABS.map((tab) => {
        const active = isActive(tab.path, router.pathname);
        const icon = `/images/tab/${tab.key}${active ? '-active' : ''}.svg`;
        return (
          <IntentLink
            key={tab.key}
            href={tab.path}
            className={`${styles.tab} ${active ? styles.active : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={onTab(tab, active)}
          >
            {tab.key === 'msg' && badge ? (
              <UnreadBadge content={badge}>
                <img className={styles.icon} src={icon} alt="" width={24} height={24} loading="lazy" />
              </UnreadBadge>
            ) : (
              <img className={styles.icon} src={icon} alt="" width={24} height={24} loading="lazy" />
            )}
            <span className={styles.label}>{tab.label}</span>
            {tab.key === 'msg' && badge ? <span className="visually-hidden">，{badge}条未读</span> : null}
          </IntentLink>
        );
      })}
    </nav>
  );
}
