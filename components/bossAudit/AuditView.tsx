import Link from 'next/link';
import { useState } from 'react';
import { GoodsCard } from '@/components/list/GoodsCard';
import { chinaDateTime } from '@/lib/chinaTime';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { decideAudit, type PurchaseAudit } from '@/services/bossAudit';
import styles from './bossAudit.module.css';

/** One approval request: what is asked, and for the boss 同意采购 / 驳回; for the requester the link to send. */
export function AuditView({ initial }: { initial: PurchaseAudit }) {
  const [audit, setAudit] = useState(initial);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) return void toast.show({ message: '请填写驳回原因' });
    setBusy(true);
    try {
      setAudit(await decideAudit({ code: audit.code, decision, reason: reason.trim() }));
      toast.success(decision === 'approve' ? '已同意采购' : '已驳回');
    } catch (e) {
      toast.error(errorText(e, '提交失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${audit.link}`);
      toast.success('链接已复制，发给老板审批吧');
    } catch {
      toast.show({ message: '复制失败，请长按地址栏复制链接' });
    }
  };
  const pending = audit.status === 'pending';
  return (
    <div className={styles.page}>
      <p className={`${styles.status} ${styles[audit.status]}`} role="status">
        {audit.statusText}
      </p>
      <section className={styles.card} aria-label="采购申请">
        <p className={styles.lead}>
          <strong>{audit.requesterName}</strong> 申请采购以下服务
        </p>
        <GoodsCard goods={audit.goods} />
        <dl className={styles.rows}>
          <div>
            <dt>数量</dt>
            <dd>{audit.quantity}</dd>
          </div>
          <div>
            <dt>合计</dt>
            <dd className={styles.total}>{audit.totalText}</dd>
          </div>
          {audit.note ? (
            <div>
              <dt>采购说明</dt>
              <dd>{audit.note}</dd>
            </div>
          ) : null}
          <div>
            <dt>申请时间</dt>
            <dd>{chinaDateTime(audit.createdAt)}</dd>
          </div>
          <div>
            <dt>{pending ? '有效期至' : '审批时间'}</dt>
            <dd>{pending ? chinaDateTime(audit.expiresAt) : audit.decidedAt ? chinaDateTime(audit.decidedAt) : '—'}</dd>
          </div>
          {audit.reason ? (
            <div>
              <dt>驳回原因</dt>
              <dd>{audit.reason}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {audit.mine ? (
        <div className={styles.actions}>
          {pending ? (
            <>
              <p className={styles.hint}>把本页链接发给老板，老板打开后即可审批。</p>
              <button type="button" className="button-primary" onClick={copy}>
                复制审批链接
              </button>
            </>
          ) : audit.status === 'approved' ? (
            <Link href={audit.goods.href} className="button-primary">
              去下单
            </Link>
          ) : null}
        </div>
      ) : pending ? (
        <div className={styles.actions}>
          {rejecting ? (
            <>
              <textarea
                className={styles.reason}
                value={reason}
                maxLength={100}
                onChange={(e) => setReason(e.target.value)}
                placeholder="请填写驳回原因（必填）"
                aria-label="驳回原因"
              />
              <div className={styles.twoButtons}>
                <button type="button" className={styles.ghost} onClick={() => setRejecting(false)} disabled={busy}>
                  取消
                </button>
                <button type="button" className={styles.danger} onClick={() => decide('reject')} disabled={busy}>
                  确认驳回
                </button>
              </div>
            </>
          ) : (
            <div className={styles.twoButtons}>
              <button type="button" className={styles.ghost} onClick={() => setRejecting(true)} disabled={busy}>
                驳回
              </button>
              <button type="button" className={styles.approve} onClick={() => decide('approve')} disabled={busy}>
                同意采购
              </button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
