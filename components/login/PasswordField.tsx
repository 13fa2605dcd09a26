import { useId, useState, type ClipboardEvent } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useEmojiClear } from '@/lib/emoji';
import styles from '@/components/common/Field.module.css';

type Props = {
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  label?: string;
  /** The eye button that shows the password as text. */
  toggle?: boolean;
  autoComplete?: 'current-password' | 'new-password';
};

const block = (e: ClipboardEvent) => e.preventDefault();

/** Password input, max 15 characters; copy, cut and paste are blocked as in the original. */
export function PasswordField({
  value,
  onChange,
  placeholder = '请输入密码',
  label = '密码',
  toggle = true,
  autoComplete = 'current-password',
}: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const emoji = useEmojiClear();
  return (
    <div className={styles.field} onCopyCapture={block} onCutCapture={block} onPasteCapture={block}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        className={styles.input}
        type={shown ? 'text' : 'password'}
        maxLength={15}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        placeholder={placeholder}
        clearable
        value={value}
        onChange={(v) => onChange(v.replace(/\s/g, ''))}
        {...emoji}
      />
      {toggle ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={shown ? '隐藏明文' : '显示明文'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
