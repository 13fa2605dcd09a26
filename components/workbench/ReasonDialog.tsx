import { TextArea } from 'antd-mobile';
import { Dialog } from '@/components/common/lazyAntd';
import { useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { reasonText } from '@/lib/workbench/workbenchRules';
import styles from './workbench.module.css';

type Props = {
  title: string;
  /** What the text is called in messages: 驳回原因, 处理意见. */
  label: string;
  max: number;
  confirmText: string;
  onClose: () => void;
  /** Sends it; a failure keeps the dialog open with the server's message. */
  submit: (reason: string) => Promise<unknown>;
};

/** A dialog asking for the reason the customer will read (驳回开票, 驳回退款), then sending it. */
export function ReasonDialog({ title, label, max, confirmText, onClose, submit }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const r = reasonText(text, label, max);
    if (!r.ok) return setError(r.error);
    setBusy(true);
    try {
      await submit(r.value);
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
      title={title}
      content={
        <>
          <label className={styles.field}>
            {label}
            <TextArea
              value={text}
              onChange={(v) => {
                setText(v);
                setError('');
              }}
              placeholder={`请填写${label}，客户将看到`}
              rows={3}
              maxLength={max}
              showCount
            />
          </label>
          {error ? <p className={styles.fieldError}>{error}</p> : null}
        </>
      }
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onClose },
          { key: 'ok', text: confirmText, bold: true, danger: true, disabled: busy, onClick: () => void send() },
        ],
      ]}
    />
  );
}
