import Link from 'next/link';
import { useCallback, useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { BankcardOutline, BillOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import { pageLoader, throwIfSession, type ReadyProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { chinaClock } from '@/lib/chinaTime';
import { accountBalanceInfo, billList, type LedgerEntry, type WalletInfo } from '@/services/wallet';
import type { Paged } from '@/services/planner';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { LedgerRow } from '@/components/wallet/LedgerRow';
import { TopUpSheet } from '@/components/wallet/TopUpSheet';
import { PayPasswordSheet } from '@/components/wallet/PayPasswordSheet';
import { ForgotPayPasswordLink } from '@/components/wallet/ForgotPayPasswordLink';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/wallet/wallet.module.css';
import walletMore from '@/components/my/wallet/cards.module.css';

type Props = ReadyProps<{ info: WalletInfo | null; first: Paged<LedgerEntry> | null }>;

const LIMIT = 10;

export const getServerSideProps = pageLoader(
  async ({ client }) => {
    const [info, first] = await Promise.allSettled([accountBalanceInfo(client), billList({ page: 1, limit: LIMIT }, client)]);
    for (const r of [info, first]) if (r.status === 'rejected') throwIfSession(r.reason);
    return {
      info: info.status === 'fulfilled' ? info.value : null,
      first: first.status === 'fulfilled' ? first.value : null,
    };
  },
  { errorPage: true },
);


/** 我的钱包: balance (and 已冻结 by withdrawals) with totals, 充值, 提现, 账单, 银行卡, 设置/修改支付密码, and the ledger with paging. */
const WalletPage: PageWithLayout<Props> = ({ data: { info: initialInfo, first } }) => {
  const [info, setInfo] = useState<WalletInfo | null>(initialInfo);
  const [infoFailed, setInfoFailed] = useState(!initialInfo);
  const [infoLoading, setInfoLoading] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [pwdOpen, setPwdOpen] = useState(false);
  const fetchPage = useCallback((page: number) => billList({ page, limit: LIMIT }), []);
  const list = usePagedList(fetchPage, 'all', first);

  const reloadInfo = useCallback(async () => {
    setInfoLoading(true);
    try {
      setInfo(await accountBalanceInfo());
      setInfoFailed(false);
    } catch {
      setInfoFailed(true);
    } finally {
      setInfoLoading(false);
    }
  }, []);

  const refreshAll = async () => {
    await Promise.all([reloadInfo(), list.refresh()]);
  };

  return (
    <div className={orderStyles.page} style={{ paddingBottom: 0 }}>
      <Seo title="我的钱包" description="查看钱包余额与收支明细，在线充值、提现到银行卡并管理支付密码。" path="/my/wallet" noindex />
      <HeaderBar title="我的钱包" fixed />
      <PullToRefresh onRefresh={refreshAll}>
        <div style={{ minHeight: '80vh', paddingBottom: 'calc(0.4rem + var(--safe-bottom))' }}>
          {info ? (
            <section className={styles.balanceCard} aria-label="钱包余额">
              <div className={styles.balanceLabel}>账户余额（元）</div>
              <div className={styles.balance} data-testid="wallet-balance">
                <small>¥</small>
                {fenToYuan(info.balanceFen)}
              </div>
              <div className={walletMore.frozenLine}>
                <span title="提现中的总金额">
                  已冻结
                  <b data-testid="wallet-frozen">¥{fenToYuan(info.frozenFen)}</b>
                </span>
                <span>
                  总资产
                  <b>¥{fenToYuan(info.balanceFen + info.frozenFen)}</b>
                </span>
              </div>
              <div className={styles.totals}>
                <span>
                  累计充值
                  <b>{fenToYuan(info.totalTopUpFen)}</b>
                </span>
                <span>
                  累计支付
                  <b>{fenToYuan(info.totalPaidFen)}</b>
                </span>
                <span>
                  累计退款
                  <b>{fenToYuan(info.totalRefundFen)}</b>
                </span>
              </div>
              {info.lockedUntil ? (
                <p className={styles.lock}>
                  支付密码错误次数过多，余额支付已暂停至 {chinaClock(info.lockedUntil)}
                  <ForgotPayPasswordLink text="忘记支付密码" />
                </p>
              ) : null}
            </section>
          ) : infoFailed && !infoLoading ? (
            <div className={orderStyles.card}>
              <LoadError text="余额加载失败，请稍后重试" onRetry={() => void reloadInfo()} />
            </div>
          ) : (
            <div className={orderStyles.skeleton}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          )}

          <div className={styles.actions}>
            <button type="button" className={orderStyles.primaryBtn} onClick={() => setTopUpOpen(true)}>
              充值
            </button>
            <Link href="/my/wallet/withdraw" className={orderStyles.ghostBtn} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
              提现
            </Link>
          </div>
          <nav className={walletMore.more} aria-label="更多功能">
            <Link href="/my/wallet/bill/list" className={walletMore.moreItem}>
              <BillOutline aria-hidden />
              账单
            </Link>
            <Link href="/my/wallet/bankCards/list" className={walletMore.moreItem}>
              <BankcardOutline aria-hidden />
              银行卡
            </Link>
            <button type="button" className={walletMore.moreItem} disabled={!info} onClick={() => setPwdOpen(true)}>
              <LockOutline aria-hidden />
              {info?.hasPayPassword ? '修改支付密码' : '设置支付密码'}
            </button>
          </nav>
          {info && !info.hasPayPassword ? (
            <p className={orderStyles.tip}>您还没有设置支付密码，设置后才能使用余额支付订单。</p>
          ) : null}

          <div className={styles.ledgerTop}>
            <h2 className={styles.ledgerHead}>收支明细</h2>
            <Link href="/my/wallet/bill/list" className={styles.ledgerMore}>
              全部账单
              <RightOutline aria-hidden />
            </Link>
          </div>
          <section aria-label="收支明细" aria-busy={list.loading}>
            {list.loading && list.items.length === 0 ? (
              <div className={orderStyles.skeleton}>
                <Skeleton.Paragraph lineCount={4} animated />
              </div>
            ) : list.items.length > 0 ? (
              <ul className={styles.ledger}>
                {list.items.map((e) => (
                  <LedgerRow key={e.id} entry={e} />
                ))}
              </ul>
            ) : null}
            <PagedListEnd list={list} empty={<Empty text="暂无收支记录" />} />
          </section>
        </div>
      </PullToRefresh>
      <TopUpSheet visible={topUpOpen} onClose={() => setTopUpOpen(false)} />
      <PayPasswordSheet
        visible={pwdOpen}
        hasPassword={!!info?.hasPayPassword}
        onClose={() => setPwdOpen(false)}
        onDone={() => {
          setPwdOpen(false);
          void reloadInfo();
        }}
      />
    </div>
  );
};

WalletPage.getLayout = defaultLayout;
export default WalletPage;
