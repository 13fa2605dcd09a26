import { Dialog, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { fenToYuan } from '@/lib/format';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { partialRefundFen } from './workbenchRules';
import styles from './workbench.module.css';

type Props = { askedFen: number; onClose: () => void; submit: (amountFen: number, dealMark: string) => Promise<unknown> };

/** 部分退款: an amount up to what the customer asked for, and the opinion the customer reads; refunded at once. */
export function PartialRefundDialog({ askedFen, onClose, submit }: Props) {
  const [amount, setAmount] = useState('');
  const [mark, setMark] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const r = partialRefundFen(amount, askedFen);
    if (!r.ok) return setError(r.error);
    setBusy(true);
    try {
      await submit(r.value, mark.trim());
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
          <p className={styles.sub}>客户申请退款 ¥{fenToYuan(askedFen)}，请输入同意退还的金额：</p>
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
            处理意见（选填）
            <TextArea value={mark} onChange={setMark} rows={2} maxLength={500} placeholder="例如：部分服务已办理" />
          </label>
          {error ? <p className={styles.fieldError}>{error}</p> : null}
        </>
      }
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onClose },
          { key: 'ok', text: '确认退款', bold: true, disabled: busy, onClick: () => void send() },
        ],
      ]}
    />
  );
}
