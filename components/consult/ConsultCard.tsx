import Link from 'next/link';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/components/common/Avatar';
import { startChat, warmChat, type StartChatParams } from '@/components/chat/openChat';
import { DialSheet } from './DialSheet';
import { usePhoneContact } from './usePhoneContact';
import styles from './consult.module.css';

export type ConsultCardProps = {
  planner: ConsultPlanner;
  /** First-level category of the goods (requireCode / requireName of chat and calls). */
  requireCode?: string;
  requireName?: string;
  /** The goods being viewed, for the chat's product card. */
  goods?: StartChatParams['goods'];
  /** Replaces 电话联系 (e.g. 立即购买 for self-service goods). */
  secondary?: ReactNode;
  /** Replaces both buttons (加入购物车 + 立即购买 of goods that go into the cart). */
  actions?: ReactNode;
};

export function plannerHref(p: { mchUserId: string }, requireCode?: string, requireName?: string): string {
  const q = new URLSearchParams({ mchUserId: p.mchUserId });
  if (requireCode) q.set('requireCode', requireCode);
  if (requireName) q.set('requireName', requireName);
  return `/planner/detail?${q.toString()}`;
}

/** Spec §2 "Consultation card": avatar, name and post, with 在线咨询 and 电话联系. */
export function ConsultCard({ planner, requireCode, requireName, goods, secondary, actions }: ConsultCardProps) {
  const phone = usePhoneContact();
  const [chatting, setChatting] = useState(false);

  const consult = async () => {
    if (chatting) return;
    setChatting(true);
    try {
      await startChat({ plannerId: planner.mchUserId, plannerName: planner.name, plannerType: planner.type, requireCode, requireName, goods });
    } finally {
      setChatting(false);
    }
  };

  return (
    <div className={styles.card} aria-label="咨询规划师" role="region">
      <Link href={plannerHref(planner, requireCode, requireName)} className={styles.planner}>
        <Avatar src={planner.avatar} size="0.76rem" alt={planner.name} />
        <span className={styles.who}>
          <span className={styles.name}>{planner.name}</span>
          <span className={styles.post}>{planner.postName}</span>
        </span>
      </Link>
      <div className={styles.actions}>
        {actions ?? (
          <>
            <button type="button" className={styles.consult} onPointerDown={warmChat} onClick={() => void consult()} disabled={chatting}>
              在线咨询
            </button>
            {secondary ?? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => void phone.call({ plannerId: planner.mchUserId, requireCode, requireName })}
              >
                电话联系
              </button>
            )}
          </>
        )}
      </div>
      <DialSheet dial={phone.dial} onClose={phone.closeDial} />
    </div>
  );
}
