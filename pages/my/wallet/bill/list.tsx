import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { billPage, loadBillList, type BillListData } from '@/services/loaders/myBills';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { BillFilters } from '@/components/my/bills/BillFilters';
import { BillRow, PendingWithdrawalRow } from '@/components/my/bills/BillRow';
import { billEmptyText, billQuery, type BillTypeFilter } from '@/lib/bills/billRules';
import styles from '@/components/my/bills/bills.module.css';

type Props = ReadyProps<BillListData>;

export const getServerSideProps = pageLoader(loadBillList, { errorPage: true });

/** 账单 (inventory my §2): every wallet entry, newest first, by kind and month, with paging and pull to refresh. */
const BillListPage: PageWithLayout<Props> = ({ data }) => {
  const router = useRouter();
  const [type, setType] = useState<BillTypeFilter>(data.type);
  const [month, setMonth] = useState(data.month);
  // Withdrawals in progress come with page 1 (of 全部 or 提现) and show on top as 提现中.
  const [pending, setPending] = useState(data.first?.pending ?? []);
  const fetchPage = useCallback(
    (page: number) =>
      billPage(type, month, page).then((p) => {
        if (page === 1) setPending(p.pending);
        return p;
      }),
    [type, month],
  );
  const list = usePagedList(fetchPage, `${type}|${month}`, data.first);

  const apply = (nextType: BillTypeFilter, nextMonth: string) => {
    setType(nextType);
    setMonth(nextMonth);
    void router.replace({ pathname: router.pathname, query: billQuery(nextType, nextMonth) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.page}>
      <Seo title="账单" description="查看钱包的充值、支付与退款明细，可按类型和月份筛选。" path="/my/wallet/bill/list" noindex />
      <HeaderBar title="账单" fixed />
      <BillFilters type={type} month={month} onType={(t) => apply(t, month)} onMonth={(m) => apply(type, m)} />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section className={styles.list} aria-label="账单列表" aria-busy={list.loading}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : list.items.length > 0 || pending.length > 0 ? (
            <ul className={styles.rows}>
              {pending.map((w) => (
                <PendingWithdrawalRow key={w.id} w={w} />
              ))}
              {list.items.map((e) => (
                <BillRow key={e.id} entry={e} />
              ))}
            </ul>
          ) : null}
          <PagedListEnd list={list} empty={pending.length ? null : <Empty text={billEmptyText(type, month)} />} />
        </section>
      </PullToRefresh>
    </div>
  );
};

BillListPage.getLayout = defaultLayout;
export default BillListPage;
