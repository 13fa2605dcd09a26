import Link from 'next/link';
import { useState } from 'react';
import { PhoneFill, ShopbagOutline } from 'antd-mobile-icons';
import { DialSheet } from '@/components/consult/DialSheet';
import { usePhoneContact } from '@/components/consult/usePhoneContact';
import { startChat } from '@/components/chat/openChat';
import { DEFAULT_PLANNER_TYPE } from '@/lib/contract/planner/enums';
import styles from './detail.module.css';

type Props = {
  mchUserId: string;
  /** The planner's IM user type (PlannerCard.type), MERCHANT_B by default. */
  type?: string;
  requireCode?: string;
  requireName?: string;
  /** Opened by the planner (imUserId = mchUserId): no chatting with oneself. */
  self?: boolean;
};

/** The card's footer (inventory §13.2): 小店, 电话 (relay number) and 在线咨询. */
export function PlannerFooter({ mchUserId, type, requireCode, requireName, self = false }: Props) {
  const phone = usePhoneContact();
  const [chatting, setChatting] = useState(false);
  const chat = async () => {
    if (chatting) return;
    setChatting(true);
    try {
      await startChat({ plannerId: mchUserId, plannerType: type || DEFAULT_PLANNER_TYPE, requireCode, requireName });
    } finally {
      setChatting(false);
    }
  };

  return (
    <div className={`${styles.footer} fixed-column`} role="region" aria-label="联系规划师">
      <Link href={`/store/plannerStore?mchUserId=${encodeURIComponent(mchUserId)}`} className={styles.footerIcon}>
        <ShopbagOutline aria-hidden />
        <span>小店</span>
      </Link>
      <button type="button" className={styles.footerIcon} onClick={() => void phone.call({ plannerId: mchUserId, requireCode, requireName })}>
        <PhoneFill aria-hidden />
        <span>电话联系</span>
      </button>
      {self ? null : (
        <button type="button" className={styles.footerChat} onClick={() => void chat()} disabled={chatting || !mchUserId}>
          在线咨询
        </button>
      )}
      <DialSheet dial={phone.dial} onClose={phone.closeDial} />
    </div>
  );
}
