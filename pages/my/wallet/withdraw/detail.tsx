import Link from 'next/link';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWithdrawal, type WithdrawalData } from '@/services/loaders/walletWithdraw';
import type { Withdrawal } from '@/services/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { useWithdrawal } from '@/components/my/wallet/useWithdrawal';
import { statusLook, withdrawDetailRows } from '@/components/my/wallet/withdrawRules';
import styles from '@/components/my/wallet/withdraw.module.css';
import { StandInNote } from '@/components/common/StandIns';

type Props = PageProps<WithdrawalData>;

export const getServerSideProps = pageLoader(loadWithdrawal, { required: ['id'], fallback: '提现记录加载失败，请稍后再试' });

function Detail({ initial }: { initial: Withdrawal }) {
  const { w, refresh } = useWithdrawal(initial);
  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={styles.summary} aria-label="提现金额">
        <div className={styles.summaryLabel}>提现金额</div>
        <div className={styles.summaryAmount}>¥{fenToYuan(w.amountFen)}</div>
        <div className={styles[statusLook(w.status)]} data-testid="withdraw-status">
          {w.statusName}
        </div>
      </section>
      <dl className={styles.card} aria-label="提现详情">
        {withdrawDetailRows(w).map((r) => (
          <div key={r.label} className={styles.row}>
            <dt className={styles.rowLabel}>{r.label}</dt>
            <dd className={styles.rowValue}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </PullToRefresh>
  );
}

/** 余额提现详情 (inventory my §2 withdraw/detail): the rows of one withdrawal; 审核中 updates itself. */
const WithdrawDetailPage: PageWithLayout<Props> = ({ data, error }) => (
  <div className={styles.page}>
    <Seo title="余额提现详情" description="一笔余额提现的金额、银行卡、流水号与状态。" path="/my/wallet/withdraw/detail" noindex />
    <HeaderBar title="余额提现详情" fixed />
    <StandInNote service="payout">演示提现：不会真实打款</StandInNote>
    {data ? (
      <Detail initial={data.withdrawal} />
    ) : (
      error ? (
        <LoadError text={error}>
          <Link href="/my/wallet/withdraw/list" className="button-primary">
            查看提现记录
          </Link>
        </LoadError>
      ) : (
        <Empty text="提现记录不存在">
          <Link href="/my/wallet/withdraw/list" className="button-primary">
            查看提现记录
          </Link>
        </Empty>
      )
    )}
  </div>
);

WithdrawDetailPage.getLayout = defaultLayout;
export default WithdrawDetailPage;
