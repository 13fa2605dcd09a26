import { useEffect, useLayoutEffect, useRef } from 'react';
import { KNOWN_LIMITS } from '@/lib/contract/known/enums';
import { charCount, cleanTitle } from '@/lib/known/publishRules';
import styles from './publish.module.css';

type Props = {
  value: string;
  onChange?: (title: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  /** The answer editor shows the question's title, not a field. */
  readOnly?: boolean;
};

/** The bold title: a field that grows with its lines, one paragraph, at most 50 characters, with a counter. */
export function TitleArea({ value, onChange, placeholder, autoFocus, readOnly }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  // The server-rendered autofocus attribute is not honoured after hydration: focus once mounted.
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  if (readOnly) return <h2 className={styles.titleRead}>{value}</h2>;
  return (
    <div className={styles.titleArea}>
      <textarea
        ref={ref}
        className={styles.titleInput}
        value={value}
        rows={1}
        maxLength={KNOWN_LIMITS.TITLE_MAX}
        placeholder={placeholder}
        aria-label="标题"
        enterKeyHint="next"
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        onChange={(e) => onChange?.(cleanTitle(e.target.value))}
      />
      <span className={styles.counter} aria-live="polite">
        {charCount(value)}/{KNOWN_LIMITS.TITLE_MAX}
      </span>
    </div>
  );
}
