import { useState } from 'react';
import { MessageOutline, PhoneFill } from 'antd-mobile-icons';
import { DialSheet } from '@/components/consult/DialSheet';
import { usePhoneContact } from '@/components/consult/usePhoneContact';
import { startChat } from '@/components/chat/openChat';
import styles from './contact.module.css';

export type ContactPlanner = { mchUserId: string; name: string; type?: string };

type Props = {
  planner: ContactPlanner;
  requireCode?: string;
  requireName?: string;
  /** round: two icon buttons (cards); pills: two labelled buttons. */
  variant?: 'round' | 'pills';
  /** Store preview / mpass mode: shown but inert. */
  disabled?: boolean;
};

/**
 * 在线咨询 and 电话联系 of a planner outside the product pages' consultation card (lists, cases, stores),
 * through the same chat launch and phone flow (spec §4) as the card.
 */
export function PlannerContact({ planner, requireCode, requireName, variant = 'round', disabled = false }: Props) {
  const phone = usePhoneContact();
  const [chatting, setChatting] = useState(false);
  const inert = disabled || !planner.mchUserId;

  const chat = async () => {
    if (inert || chatting) return;
    setChatting(true);
    try {
      await startChat({ plannerId: planner.mchUserId, plannerName: planner.name, plannerType: planner.type, requireCode, requireName });
    } finally {
      setChatting(false);
    }
  };
  const call = () => {
    if (!inert) void phone.call({ plannerId: planner.mchUserId, requireCode, requireName });
  };

  const round = variant === 'round';
  return (
    <div className={round ? styles.round : styles.pills}>
      <button
        type="button"
        className={round ? styles.roundChat : styles.pillChat}
        aria-label={round ? `在线咨询 ${planner.name}` : undefined}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void chat();
        }}
        disabled={inert || chatting}
      >
        <MessageOutline aria-hidden />
        {round ? null : <span>在线咨询</span>}
      </button>
      <button
        type="button"
        className={round ? styles.roundPhone : styles.pillPhone}
        aria-label={round ? `电话联系 ${planner.name}` : undefined}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          call();
        }}
        disabled={inert}
      >
        <PhoneFill aria-hidden />
        {round ? null : <span>电话联系</span>}
      </button>
      <DialSheet dial={phone.dial} onClose={phone.closeDial} />
    </div>
  );
}
