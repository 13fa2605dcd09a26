import Link from 'next/link';
import { useCallback } from 'react';
import { fenToYuan } from '@/lib/format';
import { chinaDateTime } from '@/lib/chinaTime';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsRefunds } from '@/services/ops';
import { usePagedList } from '@/components/planner/usePagedList';
import { OpsListEnd, OpsShell } from '@/components/ops/OpsShell';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

function Sheets() {
  const fetchPage = useCallback((page: number) => opsRefunds(page), []);
  const list = usePagedList(fetchPage, 'refunds', null);
  return (
    <>
      <p className={styles.meta}>客户申请平台介入、等待裁决的售后单 {list.total} 张，等待最久的在前。</p>
      <ul aria-label="待裁决售后单" style={{ listStyle: 'none', padding: 0 }}>
        {list.items.map((s) => (
          <li key={s.id} className={styles.card}>
            <h2>
              <Link href={`/ops/refunds/detail?id=${encodeURIComponent(s.id)}`}>
                {s.customerName} 申请退款 ¥{fenToYuan(s.applyAmountFen)}
              </Link>
            </h2>
            <p className={styles.meta}>
              售后单 {s.afterSaleNo} · 订单 {s.orderNo} · 规划师 {s.plannerName} · 申请介入于 {chinaDateTime(s.escalatedAt)}
            </p>
            <p className={styles.meta}>
              商家方案：¥{fenToYuan(s.planAmountFen)}
              {s.dealMark ? `（${s.dealMark}）` : ''} · 实付 ¥{fenToYuan(s.paidFen)} · 已退 ¥{fenToYuan(s.refundedFen)}
            </p>
          </li>
        ))}
      </ul>
      <OpsListEnd list={list} empty="没有待裁决的售后单" />
    </>
  );
}

/** 退款仲裁: the sheets a customer took to 平台介入. */
const OpsRefundsPage: PageWithLayout = () => (
  <OpsShell title="退款仲裁">
    <Sheets />
  </OpsShell>
);

OpsRefundsPage.getLayout = defaultLayout;
export default OpsRefundsPage;
