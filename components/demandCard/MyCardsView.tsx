import Head from 'next/head';
import Link from 'next/link';
import { useCallback } from 'react';
import { nav } from '@/lib/navigate';
import { demandCardList, type DemandCard, type DemandCardPage } from '@/services/demandCard';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { chatRoomUrl } from '@/components/common/chatHandoff';
import { startChat } from '@/components/chat/openChat';
import { PagedSection } from '@/components/my/PagedSection';
import { usePagedList } from '@/components/planner/usePagedList';
import { DemandCardItem } from './DemandCardItem';
import styles from './cards.module.css';

const PAGE_SIZE = 10;

/** 我的需求卡 (/my/demandCard): the customer's cards, newest first, with their status and planner. */
export function MyCardsView({ first }: { first: DemandCardPage | null }) {
  const fetchPage = useCallback((page: number) => demandCardList({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'mine', first);

  const chat = (card: DemandCard) => {
    const u = useUserStore.getState();
    if (card.groupId && u.token) {
      nav.assign(chatRoomUrl({ token: String(u.token), userId: String(u.userId), userType: String(u.userType) }, card.groupId, { requireCode: card.requireCode, requireName: card.requireName }));
      return;
    }
    if (card.planner) void startChat({ plannerId: card.planner.mchUserId, plannerName: card.planner.name, plannerType: card.planner.type, requireCode: card.requireCode, requireName: card.requireName });
  };

  return (
    <div className={styles.page}>
      <Head>
        <title key="title">我的需求卡</title>
      </Head>
      <HeaderBar
        title="我的需求卡"
        right={
          <Link href="/myDemandCard" aria-label="新建需求卡">
            新建
          </Link>
        }
      />
      <PagedSection list={list} label="需求卡列表" emptyText="还没有需求卡，说说您需要什么服务吧" render={(card) => <DemandCardItem key={card.id} card={card} onChat={chat} />} />
      <div className={styles.add}>
        <Link href="/myDemandCard" className="button-primary">
          定制需求
        </Link>
      </div>
    </div>
  );
}
