import { useState } from 'react';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import styles from './ops.module.css';

/**
 * Approve, or reject with a reason the person will read: the reason box opens on 不通过 and the decision waits for
 * it. Each button is busy while its call runs; the failure is shown in plain words.
 */
export function DecisionBox({ label, onApprove, onReject, approveText = '通过', rejectText = '不通过', reasonLabel = '不通过的原因（将告知对方）' }: {
  label: string;
  onApprove: () => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
  approveText?: string;
  rejectText?: string;
  reasonLabel?: string;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast.success(done);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      {rejecting ? (
        <>
          <label className={styles.field} style={{ flex: '1 1 240px', margin: 0 }}>
            {reasonLabel}
            <input value={reason} maxLength={100} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className={styles.danger} disabled={busy || !reason.trim()} onClick={() => void run(() => onReject(reason.trim()), '已处理')}>
            确认{rejectText}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => setRejecting(false)}>
            取消
          </button>
        </>
      ) : (
        <>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void run(onApprove, '已处理')}>
            {approveText}
          </button>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => setRejecting(true)}>
            {rejectText}
          </button>
        </>
      )}
    </div>
  );
}
