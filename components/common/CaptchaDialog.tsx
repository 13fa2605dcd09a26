import { useId, useState } from 'react';
import { Input } from 'antd-mobile';
import { SpinLoading } from '@/components/common/SpinLoading';
import { Dialog } from '@/components/common/lazyAntd';
import { toast } from '@/lib/toast';
import { captchaUrl } from '@/services/auth';
import styles from './CaptchaDialog.module.css';

export type CaptchaAnswer = { imgCaptcha: string; captchaKey: string };

/** 32 hex characters: the server accepts 8–64 of [A-Za-z0-9-]; getRandomValues also exists on plain http. */
export function newCaptchaKey(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

type DialogProps = {
  visible: boolean;
  onConfirm: (answer: CaptchaAnswer) => void;
  onCancel: () => void;
};

/** 请输入图片验证码: a 4-character answer next to the image; tapping the image draws a new one. */
export function CaptchaDialog({ visible, onConfirm, onCancel }: DialogProps) {
  const id = useId();
  const [key, setKey] = useState(newCaptchaKey);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(true);

  const refresh = () => {
    setLoading(true);
    setKey(newCaptchaKey());
  };

  const close = (answer: CaptchaAnswer | null) => {
    setText('');
    if (answer) onConfirm(answer);
    else onCancel();
    // The server forgets a key once it has been checked: the next showing needs a new image.
    refresh();
  };

  return (
    <Dialog
      visible={visible}
      title="请输入图片验证码"
      onClose={() => close(null)}
      content={
        <div className={styles.row}>
          <label className="visually-hidden" htmlFor={id}>
            图片验证码
          </label>
          <Input
            id={id}
            className={styles.input}
            maxLength={4}
            autoComplete="off"
            placeholder="看不清？点击图片换一张"
            value={text}
            onChange={(v) => setText(v.replace(/[^A-Za-z0-9]/g, ''))}
          />
          <button type="button" className={styles.image} aria-label="换一张图片验证码" onClick={refresh}>
            {visible ? (
              <img
                key={key}
                src={captchaUrl(key)}
                alt="图片验证码"
                width={96}
                height={36}
                onLoad={() => setLoading(false)}
                onError={() => setLoading(false)}
              />
            ) : null}
            {loading ? (
              <span className={styles.spinner}>
                <SpinLoading style={{ '--size': '0.32rem' }} />
              </span>
            ) : null}
          </button>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: () => close(null) },
          {
            key: 'confirm',
            text: '确定',
            bold: true,
            onClick: () => {
              if (text.trim().length < 4) {
                toast.warning('请输入图片验证码');
                return;
              }
              close({ imgCaptcha: text.trim(), captchaKey: key });
            },
          },
        ],
      ]}
    />
  );
}
