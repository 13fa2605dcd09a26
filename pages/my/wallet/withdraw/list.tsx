import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { WITHDRAW_PAGE_SIZE, loadWithdrawList, type WithdrawListData } from '@/services/loaders/walletWithdraw';
import { withdrawList } from '@/services/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { WithdrawRow } from '@/components/my/wallet/WithdrawRows';
import styles from '@/components/my/wallet/withdraw.module.css';

type Props = ReadyProps<WithdrawListData>;

export const getServerSideProps = pageLoader(loadWithdrawList, { errorPage: true });

/** 余额提现记录 (inventory my §2 withdraw/list): 10 a page, newest first, pull to refresh. */
const WithdrawListPage: PageWithLayout<Props> = ({ data }) => {
  const fetchPage = useCallback((page: number) => withdrawList({ page, limit: WITHDRAW_PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'all', data.first);
  return (
    <div className={styles.page}>
      <Seo title="余额提现记录" description="钱包余额的提现记录与状态。" path="/my/wallet/withdraw/list" noindex />
      <HeaderBar title="余额提现记录" fixed />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label="提现记录" aria-busy={list.loading} style={{ minHeight: '70vh' }}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : list.items.length > 0 ? (
            <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {list.items.map((w) => (
                <WithdrawRow key={w.id} w={w} />
              ))}
            </ul>
          ) : null}
          <PagedListEnd list={list} empty={<Empty text="暂无提现记录" />} />
        </section>
      </PullToRefresh>
    </div>
  );
};

WithdrawListPage.getLayout = defaultLayout;
export default WithdrawListPage;
