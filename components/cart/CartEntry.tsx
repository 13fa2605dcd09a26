import Link from 'next/link';
import { useEffect } from 'react';
import { Badge } from 'antd-mobile';
import { badgeCount } from '@/lib/format';
import { getShoppingCartTotal } from '@/services/cart';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useCartBadge } from './cartBadge';
import styles from './entry.module.css';

/** The cart icon of the goods bar with the number of rows in the cart (logged-in users only). */
export function CartEntry() {
  const count = useCartBadge((s) => s.count);
  const set = useCartBadge((s) => s.set);
  const loggedIn = useUserStore((s) => isLoggedIn(s));
  useEffect(() => {
    if (!loggedIn) return;
    getShoppingCartTotal().then(
      (t) => set(t.itemCount),
      () => undefined,
    );
  }, [loggedIn, set]);
  return (
    <Link href="/shopCart" className={styles.entry} aria-label={count ? `购物车，${count}件` : '购物车'}>
      {/* the count is drawn by CSS (attr), so the link's visible text is 购物车, the start of its name */}
      <Badge content={count ? <span className={styles.count} data-count={badgeCount(count)} /> : null} style={{ '--right': '-0.06rem', '--top': '0.04rem' }}>
        <svg viewBox="0 0 24 24" width="0.44rem" height="0.44rem" aria-hidden>
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.6 2H21l-2.4 8.4a2 2 0 0 1-1.9 1.6H8.4a2 2 0 0 1-1.9-1.5L3.7 3H1V1h4.2l.6 2H5.2z"
          />
        </svg>
      </Badge>
      <span className={styles.label}>购物车</span>
    </Link>
  );
}
