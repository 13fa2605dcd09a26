import { useState, type FormEvent } from 'react';
import { fenToYuan } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { opsDecide, type OpsSheet } from '@/services/ops';
import styles from './ops.module.css';

type Kind = 'full' | 'part' | 'reject';

/** Yuan as typed (at most two decimals) → fen, or null. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * The platform's ruling on an escalated sheet: refund in full, refund part (an amount above 0 and below the request),
 * or refuse; always with the reason both sides will read. The ruling ends the sheet.
 */
export function RulingForm({ sheet, onDone }: { sheet: OpsSheet; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>('part');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!reason.trim()) return setError('请填写裁决理由，双方都会看到');
    let amountFen: number | undefined;
    if (kind === 'part') {
      const fen = yuanToFen(amount);
      if (fen === null || fen <= 0) return setError('请填写退款金额（元，最多两位小数）');
      if (fen >= sheet.applyAmountFen) return setError(`部分退款须少于客户申请的 ¥${fenToYuan(sheet.applyAmountFen)}；全额请选“全额退款”`);
      amountFen = fen;
    }
    setBusy(true);
    try {
      await opsDecide(sheet.id, kind === 'reject' ? { action: 'reject', dealMark: reason.trim() } : { action: 'approve', amountFen, dealMark: reason.trim() });
      toast.success('裁决已生效');
      onDone();
    } catch (err) {
      setError(isApiError(err) ? err.message : '提交失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-label="平台裁决">
      <h2>平台裁决</h2>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
        <legend className={styles.meta}>裁决结果</legend>
        {(
          [
            ['full', `全额退款 ¥${fenToYuan(sheet.applyAmountFen)}`],
            ['part', '部分退款'],
            ['reject', '驳回，不退款'],
          ] as [Kind, string][]
        ).map(([k, name]) => (
          <label key={k} style={{ marginRight: 16 }}>
            <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} /> {name}
          </label>
        ))}
      </fieldset>
      {kind === 'part' ? (
        <label className={styles.field}>
          退款金额（元）
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={`少于 ${fenToYuan(sheet.applyAmountFen)}`} />
        </label>
      ) : null}
      <label className={styles.field}>
        裁决理由（客户与规划师都会看到）
        <textarea rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? '提交中…' : '提交裁决'}
      </button>
    </form>
  );
}
