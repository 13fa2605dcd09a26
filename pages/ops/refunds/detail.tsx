import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { fenToYuan } from '@/lib/format';
import { chinaDateTime } from '@/lib/chinaTime';
import { isApiError } from '@/lib/http';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsRefund, type OpsSheet } from '@/services/ops';
import { OpsShell } from '@/components/ops/OpsShell';
import { RulingForm } from '@/components/ops/RulingForm';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

function Sheet({ id }: { id: string }) {
  const router = useRouter();
  const [sheet, setSheet] = useState<OpsSheet | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    opsRefund(id)
      .then(setSheet)
      .catch((e) => setError(isApiError(e) ? e.message : '加载失败，请重试'));
  }, [id]);
  if (error)
    return (
      <p className={styles.empty} role="alert">
        {error}
      </p>
    );
  if (!sheet)
    return (
      <p className={styles.empty} role="status">
        加载中…
      </p>
    );
  const open = sheet.status === 1;
  return (
    <>
      <section className={styles.card} aria-label="售后单">
        <p className={styles.meta}>
          售后单 {sheet.afterSaleNo} · 订单 {sheet.orderNo} · 客户 {sheet.customerName} · 规划师 {sheet.plannerName}
        </p>
        <div className={styles.money}>
          <div>
            客户申请<strong>¥{fenToYuan(sheet.applyAmountFen)}</strong>
          </div>
          <div>
            商家方案<strong>¥{fenToYuan(sheet.planAmountFen)}</strong>
          </div>
          <div>
            实付<strong>¥{fenToYuan(sheet.paidFen)}</strong>
          </div>
          <div>
            已退<strong>¥{fenToYuan(sheet.refundedFen)}</strong>
          </div>
        </div>
        <h2>客户的陈述</h2>
        <p className={styles.meta}>原因：{sheet.reasonName}</p>
        <p className={styles.quote}>{sheet.problemDetail}</p>
        {sheet.images.length ? (
          <div className={styles.images}>
            {sheet.images.map((src) => (
              <img key={src} src={src} alt="客户上传的凭证" />
            ))}
          </div>
        ) : null}
        <h2>商家的处理意见</h2>
        <p className={styles.quote}>{sheet.dealMark || '（无）'}</p>
        <h2>协商历史</h2>
        <ol className={styles.timeline} aria-label="协商历史">
          {sheet.records.map((r, i) => (
            <li key={i}>
              <span className={styles.meta}>
                {chinaDateTime(r.at)} · {r.actor}
              </span>{' '}
              {r.title}
              {r.remark ? `：${r.remark}` : ''}
            </li>
          ))}
        </ol>
      </section>
      {open ? <RulingForm sheet={sheet} onDone={() => void router.replace('/ops/refunds')} /> : <p className={styles.empty}>该售后单已结束，无需裁决</p>}
    </>
  );
}

/** 裁决: both sides' statements, the money, the timeline, and the ruling. */
const OpsRefundPage: PageWithLayout = () => {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return <OpsShell title="退款裁决">{id ? <Sheet id={id} /> : <p className={styles.empty}>缺少售后单</p>}</OpsShell>;
};

OpsRefundPage.getLayout = defaultLayout;
export default OpsRefundPage;
