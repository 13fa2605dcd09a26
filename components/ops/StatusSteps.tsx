import { useState } from 'react';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import styles from './ops.module.css';

/**
 * The next statuses an application may move to, each a button, with an optional note the applicant reads beside the
 * status. Moves only from the status the operator saw (`from`), so two operators at once move it once.
 */
export function StatusSteps<S extends string>({ label, next, names, onMove }: { label: string; next: readonly S[]; names: Record<S, string>; onMove: (to: S, note: string) => Promise<unknown> }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!next.length) return null;
  const move = async (to: S) => {
    setBusy(true);
    try {
      await onMove(to, note.trim());
      toast.success(`已标记为${names[to]}`);
      setNote('');
    } catch (e) {
      toast.error(isApiError(e) ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      <label className={styles.field} style={{ flex: '1 1 220px', margin: 0 }}>
        给对方的说明（可不填）
        <input value={note} maxLength={100} onChange={(e) => setNote(e.target.value)} />
      </label>
      {next.map((to) => (
        <button key={to} type="button" className={to === 'CLOSED' ? styles.danger : styles.primary} disabled={busy} onClick={() => void move(to)}>
          {names[to]}
        </button>
      ))}
    </div>
  );
}
