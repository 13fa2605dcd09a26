import { useRouter } from 'next/router';
import { useState } from 'react';
import { GoodsCard } from '@/components/list/GoodsCard';
import type { GoodsCard as GoodsCardData } from '@/services/goods';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { createAudit } from '@/services/bossAudit';
import styles from './bossAudit.module.css';

/** The employee's side: the goods, a quantity and a note, then a link to send to the boss. */
export function AuditRequestForm({ goods }: { goods: GoodsCardData }) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const audit = await createAudit({ productId: goods.id, quantity, note: note.trim() });
      await router.replace(audit.link);
    } catch (e) {
      toast.error(errorText(e, '提交失败，请稍后再试'));
      setBusy(false);
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label="发起采购审批">
        <p className={styles.lead}>请老板审批后再下单，审批链接 7 天内有效。</p>
        <GoodsCard goods={goods} />
        <div className={styles.field}>
          <span>数量</span>
          <div className={styles.stepper}>
            <button type="button" aria-label="减少" onClick={() => setQuantity((q) => Math.max(1, q - 1))} disabled={quantity <= 1}>
              −
            </button>
            <output aria-label="数量">{quantity}</output>
            <button type="button" aria-label="增加" onClick={() => setQuantity((q) => Math.min(99, q + 1))} disabled={quantity >= 99}>
              +
            </button>
          </div>
        </div>
        <textarea className={styles.reason} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} placeholder="采购说明（选填），如用途、预算" aria-label="采购说明" />
      </section>
      <div className={styles.actions}>
        <button type="button" className="button-primary" onClick={submit} disabled={busy}>
          {busy ? '提交中' : '提交并生成审批链接'}
        </button>
      </div>
    </div>
  );
}
