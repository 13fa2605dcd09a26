import { useState } from 'react';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { afterSaleChange, type AfterSale } from '@/services/aftersale';
import { useSelectOnFocus } from '@/components/common/useSelectOnFocus';
import ui from '@/components/my/ui.module.css';
import styles from './aftersale.module.css';

/**
 * 修改申请 (issue 27 §1): after an offer or a refusal, the customer asks for another amount (at most what the order may
 * still refund) and may say more; the sheet goes back to the merchant. Native inputs: the form opens on a tap.
 */
export function ChangeRequestForm({ s, onDone, onCancel }: { s: AfterSale; onDone: (next: AfterSale) => void; onCancel: () => void }) {
  const max = s.changeMaxFen ?? s.applyAmountFen;
  const [amount, setAmount] = useState(fenToYuan(s.applyAmountFen));
  const [detail, setDetail] = useState('');
  const [busy, setBusy] = useState(false);
  const selectOnFocus = useSelectOnFocus();

  const submit = async () => {
    const fen = yuanToFen(amount);
    if (fen === null || fen <= 0) return void toast.show({ message: '请输入正确的退款金额' });
    if (fen > max) return void toast.show({ message: `退款金额不能超过${fenToYuan(max)}元` });
    setBusy(true);
    try {
      const next = await afterSaleChange({ afterSaleId: s.id, refundAmountFen: fen, afterSaleProblemDetail: detail.trim() });
      toast.success('已提交修改，等待规划师处理');
      onDone(next);
    } catch (e) {
      toast.error(errorText(e, '修改失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={ui.card}
      aria-label="修改申请"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className={ui.cardTitle}>修改申请</h2>
      <label className={styles.amountRow}>
        <span>退款金额</span>
        <span>¥</span>
        <input
          className={styles.changeInput}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          {...selectOnFocus}
          inputMode="decimal"
          aria-label="新的退款金额（元）"
        />
        <span className={ui.muted}>最多{fenToYuan(max)}元</span>
      </label>
      <label className={styles.changeText}>
        <span className="visually-hidden">补充说明</span>
        <textarea value={detail} onChange={(e) => setDetail(e.target.value)} maxLength={500} rows={3} placeholder="补充说明（选填），如您不同意方案的原因" />
      </label>
      <div className={styles.changeActions}>
        <button type="button" className={ui.ghostButton} disabled={busy} onClick={onCancel}>
          取消
        </button>
        <button type="submit" className={ui.mainButton} disabled={busy}>
          提交修改
        </button>
      </div>
    </form>
  );
}
