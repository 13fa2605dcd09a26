import { Input } from 'antd-mobile';
import styles from './form.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  error?: string;
  type?: 'text' | 'tel' | 'email';
  readOnly?: boolean;
};

/** A labelled input row with its error under it (the forms of the invoice and contract pages). */
export function FormRow({ label, value, onChange, placeholder, required, maxLength, error, type = 'text', readOnly }: Props) {
  return (
    <label className={styles.row}>
      <span className={styles.label}>
        {label}
        {required ? <em className={styles.star}>*</em> : null}
      </span>
      <span className={styles.field}>
        <Input
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          maxLength={maxLength}
          type={type}
          readOnly={readOnly}
          clearable={!readOnly}
          aria-invalid={error ? true : undefined}
          style={{ '--font-size': '0.28rem', '--text-align': 'right' }}
        />
        {error ? (
          <span className={styles.error} role="alert">
            {error}
          </span>
        ) : null}
      </span>
    </label>
  );
}
