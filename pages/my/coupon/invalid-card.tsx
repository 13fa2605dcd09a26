import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { ACT_CARD_CONDITION } from '@/lib/contract/coupon/actCardEnums';
import { userActCardList } from '@/services/actCard';
import { loadInvalidCards, MY_CARDS_PAGE_SIZE, type InvalidCardsData } from '@/services/loaders/actCard';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { HeldCardItem } from '@/components/my/coupon/ActCardItems';
import styles from '@/components/order/order.module.css';

type Props = ReadyProps<InvalidCardsData>;

export const getServerSideProps = pageLoader(loadInvalidCards, { errorPage: true });

/** 失效卡 (inventory my §3 invalid-card): the user's used-up, expired and revoked cards, greyed with their stamp. */
const InvalidCardPage: PageWithLayout<Props> = ({ data: { first } }) => {
  const fetchPage = useCallback((page: number) => userActCardList({ condition: ACT_CARD_CONDITION.UNUSABLE, page, limit: MY_CARDS_PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'invalid', first);
  return (
    <div className={styles.page} style={{ paddingBottom: 'calc(0.4rem + var(--safe-bottom))' }}>
      <Seo title="失效卡" description="查看已使用、已过期的活动卡。" path="/my/coupon/invalid-card" noindex />
      <HeaderBar title="失效卡" fixed />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label="失效活动卡" aria-busy={list.loading} style={{ minHeight: '60vh', padding: '0.24rem' }}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : (
            <div role="list">
              {list.items.map((c) => (
                <HeldCardItem key={c.userCardId} card={c} />
              ))}
            </div>
          )}
          <PagedListEnd list={list} empty={<Empty text="暂无活动卡" />} />
        </section>
      </PullToRefresh>
    </div>
  );
};

InvalidCardPage.getLayout = defaultLayout;
export default InvalidCardPage;
