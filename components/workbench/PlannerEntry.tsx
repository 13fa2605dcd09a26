import type { IncomingMessage } from 'node:http';
import { IntentLink } from '@/components/common/IntentLink';
import { RightOutline } from 'antd-mobile-icons';
import { parseCookieHeader } from '@/lib/cookies';
import { useAppFlags } from '@/components/common/AppFlags';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { isPlannerType } from '@/lib/workbench/workbenchRules';
import styles from './home.module.css';

/** Is the request's session a planner's (the userType cookie the user store writes), for the first frame of 我的. */
export function plannerFromRequest(req: IncomingMessage): boolean {
  const c = parseCookieHeader(req.headers.cookie);
  return !!(c.token && c.userId) && isPlannerType(c.userType);
}

/** 我的 → 规划师工作台, shown to planners only: the server's view until the stores boot, then the live user store. */
export function PlannerEntry({ fromServer }: { fromServer: boolean }) {
  const { booted } = useAppFlags();
  const live = useUserStore((s) => isLoggedIn(s) && isPlannerType(s.userType));
  if (!(booted ? live : fromServer)) return null;
  return (
    <nav className={styles.entry} aria-label="规划师">
      <IntentLink href="/workbench" className={styles.row}>
        <span>规划师工作台</span>
        <span className={styles.extra}>
          订单、开票、退款、线索
          <RightOutline aria-hidden />
        </span>
      </IntentLink>
    </nav>
  );
}
