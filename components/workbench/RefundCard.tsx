import { chinaDateTime } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import { AFTER_SALE_STATUS } from '@/lib/contract/aftersale/enums';
import type { PlannerRefund } from '@/services/workbench';
import { InfoRow } from './InfoRow';
import styles from './workbench.module.css';

const TONE: Record<number, string> = {
  [AFTER_SALE_STATUS.DONE]: styles.tagDone,
  [AFTER_SALE_STATUS.PENDING]: styles.tagWarn,
  [AFTER_SALE_STATUS.CLOSED]: styles.tagMuted,
};

type Props = {
  sheet: PlannerRefund;
  busy: boolean;
  onApprove: (s: PlannerRefund) => void;
  onPartial: (s: PlannerRefund) => void;
  onReject: (s: PlannerRefund) => void;
};

/** One refund sheet of an order the planner serves: what the customer asks and why; 同意 / 部分退款 / 驳回 while it waits. */
export function RefundCard({ sheet: s, busy, onApprove, onPartial, onReject }: Props) {
  const sku = s.skuList[0];
  const atPlatform = s.afterSaleStatus === AFTER_SALE_STATUS.PROCESSING && s.afterPlatInvolvedCount > 0;
  const waiting = s.afterSaleStatus === AFTER_SALE_STATUS.PROCESSING && !atPlatform;
  return (
    <article className={styles.card} aria-label={`售后单${s.afterSaleNo}，${s.statusTitle}`}>
      <header className={styles.head}>
        <span>订单号 {s.cusOrderNo}</span>
        <span className={`${styles.tag} ${TONE[s.afterSaleStatus] ?? ''}`}>{s.statusTitle}</span>
      </header>
      {sku ? (
        <p className={styles.title} style={{ marginTop: '0.16rem' }}>
          {sku.spuName}
        </p>
      ) : null}
      <dl className={styles.rows}>
        <InfoRow label="申请人" value={s.userName} />
        <InfoRow label="申请退款" value={`¥${fenToYuan(s.applyAmountFen)}`} />
        {sku ? <InfoRow label="实付金额" value={`¥${sku.actualPayMoneyYuan}`} /> : null}
        {s.realRefundTotalMoneyFen ? <InfoRow label="已退款" value={`¥${s.realRefundTotalMoney}`} /> : null}
        <InfoRow label="退款原因" value={s.afterSaleReasonName} />
        <InfoRow label="问题描述" value={s.afterSaleProblemDetail} />
        <InfoRow label="申请时间" value={chinaDateTime(s.afterSaleApplyTime)} />
        <InfoRow label="售后单号" value={s.afterSaleNo} />
      </dl>
      {s.fileImages.length ? (
        <div className={styles.images}>
          {s.fileImages.map((f) => (
            <img key={f.filepath} src={f.filepath} alt="凭证图片" loading="lazy" />
          ))}
        </div>
      ) : null}
      {s.dealMark ? <p className={styles.note}>处理意见：{s.dealMark}</p> : null}
      {s.afterSaleStatus === AFTER_SALE_STATUS.CONFIRM ? <p className={styles.note}>已提出退款 ¥{fenToYuan(s.afterSaleTotalMoneyFen)} 的方案，等待客户确认</p> : null}
      {atPlatform ? <p className={styles.note}>客户已申请平台介入，等待平台裁决</p> : null}
      {waiting ? (
        <div className={styles.actions}>
          <button type="button" className={`${styles.btn} ${styles.btnDanger}`} disabled={busy} onClick={() => onReject(s)}>
            驳回
          </button>
          <button type="button" className={styles.btn} disabled={busy} onClick={() => onPartial(s)}>
            部分退款
          </button>
          <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={busy} onClick={() => onApprove(s)}>
            同意
          </button>
        </div>
      ) : null}
    </article>
  );
}
