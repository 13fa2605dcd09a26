import { Input, TextArea } from 'antd-mobile';
import { Dialog } from '@/components/common/lazyAntd';
import { useState } from 'react';
import { fenToYuan } from '@/lib/format';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { partialRefundFen, reasonText } from '@/lib/workbench/workbenchRules';
import styles from './workbench.module.css';

type Props = { askedFen: number; onClose: () => void; submit: (amountFen: number, dealMark: string) => Promise<unknown> };

/**
 * 部分退款: an offer of an amount up to what the customer asked for, with the reason the customer reads. Nothing is
 * paid until the customer confirms it (they may also withdraw or ask the platform).
 */
export function PartialRefundDialog({ askedFen, onClose, submit }: Props) {
  const [amount, setAmount] = useState('');
  const [mark, setMark] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const r = partialRefundFen(amount, askedFen);
    if (!r.ok) return setError(r.error);
    const why = reasonText(mark, '处理意见', 500);
    if (!why.ok) return setError(why.error);
    setBusy(true);
    try {
      await submit(r.value, why.value);
      onClose();
    } catch (e) {
      toast.error(errorText(e, '提交失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      visible
      title="部分退款"
      content={
        <>
          <p className={styles.sub}>客户申请退款 ¥{fenToYuan(askedFen)}。提出的金额和处理意见发给客户确认，客户同意后才会退款；客户也可以申请平台介入。</p>
          <label className={styles.field}>
            退款金额（元）
            <Input
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setError('');
              }}
              inputMode="decimal"
              placeholder={`最多 ${fenToYuan(askedFen)}`}
              clearable
            />
          </label>
          <label className={styles.field}>
            处理意见
            <TextArea value={mark} onChange={setMark} rows={2} maxLength={500} placeholder="客户会看到，例如：部分服务已办理" />
          </label>
          {error ? <p className={styles.fieldError}>{error}</p> : null}
        </>
      }
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onClose },
          { key: 'ok', text: '提交方案', bold: true, disabled: busy, onClick: () => void send() },
        ],
      ]}
    />
  );
}
