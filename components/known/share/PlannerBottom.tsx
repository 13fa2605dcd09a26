import Link from 'next/link';
import { useState } from 'react';
import { MessageOutline, PhoneFill } from 'antd-mobile-icons';
import { Avatar } from '@/components/common/Avatar';
import { startChat } from '@/components/chat/openChat';
import { plannerHref } from '@/components/consult/ConsultCard';
import { DialSheet } from '@/components/consult/DialSheet';
import { usePhoneContact } from '@/components/consult/usePhoneContact';
import { plannerName, plannerPost, type SharePlanner } from '@/lib/known/shareRules';
import styles from './share.module.css';

/**
 * The sharing planner's bar at the bottom of a share page (inventory known.md §0 PlannerBottom): avatar, name and
 * post, 在线问 (the chat launch of the goods pages) and 打电话 (the phone relay: the notice that the planner may call,
 * then a relay number). Fixed; the page keeps room for it with `.withPlannerBar`.
 */
export function PlannerBottom({ planner }: { planner: SharePlanner }) {
  const phone = usePhoneContact();
  const [chatting, setChatting] = useState(false);
  const name = plannerName(planner);

  const chat = async () => {
    if (chatting) return;
    setChatting(true);
    try {
      await startChat({ plannerId: planner.mchUserId, plannerName: planner.name, plannerType: planner.type });
    } finally {
      setChatting(false);
    }
  };

  return (
    <div className={`${styles.plannerBar} fixed-column`} role="region" aria-label="分享的规划师">
      <Link href={plannerHref(planner)} className={styles.plannerWho}>
        <Avatar src={planner.avatar} size="0.8rem" alt="" />
        <span className={styles.plannerText}>
          <span className={styles.plannerName}>{name}</span>
          <span className={styles.plannerPost}>{plannerPost(planner)}</span>
        </span>
      </Link>
      <button type="button" className={styles.plannerChat} onClick={() => void chat()} disabled={chatting}>
        <MessageOutline aria-hidden />
        在线问
      </button>
      <button type="button" className={styles.plannerCall} onClick={() => void phone.call({ plannerId: planner.mchUserId })}>
        <PhoneFill aria-hidden />
        打电话
      </button>
      <DialSheet dial={phone.dial} onClose={phone.closeDial} />
    </div>
  );
}
