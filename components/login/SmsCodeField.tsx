import { useId } from 'react';
import { Input } from 'antd-mobile';
import { useEmojiClear } from '@/lib/emoji';
import styles from '@/components/common/Field.module.css';

/** The SMS verification code: digits only, at most 6. */
export function SmsCodeField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const emoji = useEmojiClear();
  return (
    <div className={styles.field}>
      <label className="visually-hidden" htmlFor={id}>
        验证码
      </label>
      <Input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入验证码"
        clearable
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        {...emoji}
      />
    </div>
  );
}
