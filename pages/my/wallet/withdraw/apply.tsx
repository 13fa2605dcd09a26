import Link from 'next/link';
import { useRouter } from 'next/router';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWithdrawal, type WithdrawalData } from '@/services/loaders/walletWithdraw';
import type { Withdrawal } from '@/services/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { useWithdrawal } from '@/components/my/wallet/useWithdrawal';
import styles from '@/components/my/wallet/withdraw.module.css';
import { StandInNote } from '@/components/common/StandIns';

type Props = PageProps<WithdrawalData>;

export const getServerSideProps = pageLoader(loadWithdrawal, { required: ['id'], fallback: '提现记录加载失败，请稍后再试' });

const HEAD: Record<Withdrawal['status'], [string, string]> = {
  PROCESSING: ['提现申请已提交', '等待银行处理'],
  SUCCESS: ['提现成功', '已到账，请留意银行卡入账信息'],
  FAILED: ['提现失败', '金额已退回钱包余额'],
};

function Result({ initial }: { initial: Withdrawal }) {
  const { w } = useWithdrawal(initial);
  const [title, sub] = HEAD[w.status];
  return (
    <>
      <section className={styles.result} aria-label="提现结果">
        {w.status === 'FAILED' ? <CloseCircleFill className={styles.resultIcon} style={{ color: 'var(--danger)' }} aria-hidden /> : <CheckCircleFill className={styles.resultIcon} aria-hidden />}
        <h2 className={styles.resultTitle}>{title}</h2>
        <p className={styles.resultSub}>{w.failReason || sub}</p>
      </section>
      <dl className={styles.card} aria-label="提现信息">
        <div className={styles.row}>
          <dt className={styles.rowLabel}>提现金额</dt>
          <dd className={styles.rowValue}>¥{fenToYuan(w.amountFen)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.rowLabel}>提现账户</dt>
          <dd className={styles.rowValue} data-testid="apply-card">
            {w.bankName} 储蓄卡(<span style={{ whiteSpace: 'nowrap' }}>{w.cardMasked}</span>)
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.rowLabel}>提现用户</dt>
          <dd className={styles.rowValue}>{w.holderName}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.rowLabel}>状态</dt>
          <dd className={styles.rowValue} data-testid="apply-status">
            {w.statusName}
          </dd>
        </div>
      </dl>
      <Link href={`/my/wallet/withdraw/detail?id=${encodeURIComponent(w.id)}`} className={styles.submit} style={{ background: '#fff', color: 'var(--brand)', textAlign: 'center', lineHeight: '0.88rem' }}>
        查看提现详情
      </Link>
    </>
  );
}

/** 申请提交 (inventory my §2 withdraw/apply): the real card of the withdrawal, masked; 返回 goes to the form. */
const WithdrawApplyPage: PageWithLayout<Props> = ({ data, error }) => {
  const router = useRouter();
  const back = () => void router.replace('/my/wallet/withdraw');
  return (
    <div className={styles.page}>
      <Seo title="申请提交" description="提现申请的结果。" path="/my/wallet/withdraw/apply" noindex />
      <HeaderBar title="申请提交" fixed onBack={back} />
      <StandInNote service="payout">演示提现：不会真实打款</StandInNote>
      {data ? <Result initial={data.withdrawal} /> : error ? <LoadError text={error} /> : <Empty text="提现记录不存在" />}
      <button type="button" className={styles.submit} onClick={back}>
        返回
      </button>
    </div>
  );
};

WithdrawApplyPage.getLayout = defaultLayout;
export default WithdrawApplyPage;
