import Link from 'next/link';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadBillDetail, type BillDetailData } from '@/services/loaders/myBills';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { Empty, LoadError } from '@/components/common/Empty';
import { amountTitle, billDetailRows, signedYuan } from '@/lib/bills/billRules';
import styles from '@/components/my/bills/bills.module.css';

type Props = PageProps<BillDetailData>;

export const getServerSideProps = pageLoader(loadBillDetail, { required: ['id'], fallback: '账单加载失败，请稍后再试' });

/** 明细详情 (inventory my §2): the amount in or out, its kind, time, 流水号 and what it belongs to. */
const BillDetailPage: PageWithLayout<Props> = ({ data, error }) => {
  const bill = data?.bill;
  return (
    <div className={styles.page}>
      <Seo title="明细详情" description="钱包账单的明细：类型、时间、流水号与金额。" path="/my/wallet/bill/detail" noindex />
      <HeaderBar title="明细详情" fixed />
      {!bill ? (
        error ? (
          <LoadError text={error}>
            <Link href="/my/wallet/bill/list" className="button-primary">
              查看全部账单
            </Link>
          </LoadError>
        ) : (
          <Empty text="账单不存在">
            <Link href="/my/wallet/bill/list" className="button-primary">
              查看全部账单
            </Link>
          </Empty>
        )
      ) : (
        <>
          <section className={styles.summary} aria-label="金额">
            <div className={styles.summaryLabel}>{amountTitle(bill.amountFen)}</div>
            <div className={`${styles.summaryAmount} ${bill.amountFen < 0 ? styles.minus : styles.plus}`} data-testid="bill-amount">
              {signedYuan(bill.amountFen)}
            </div>
          </section>
          <dl className={styles.lines} aria-label="账单信息">
            {billDetailRows(bill).map((r) => (
              <div key={r.label} className={styles.line}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
            {bill.type === 'WITHDRAW' && bill.refNo ? (
              <div className={styles.line}>
                <dt>提现明细</dt>
                <dd>
                  <Link href={`/my/wallet/withdraw/detail?id=${encodeURIComponent(bill.refNo)}`} className={styles.link}>
                    查看提现详情
                  </Link>
                </dd>
              </div>
            ) : null}
            {data.cusOrderId ? (
              <div className={styles.line}>
                <dt>关联订单</dt>
                <dd>
                  <Link href={`/order/detail?cusOrderId=${encodeURIComponent(data.cusOrderId)}`} className={styles.link}>
                    查看订单
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
    </div>
  );
};

BillDetailPage.getLayout = defaultLayout;
export default BillDetailPage;
