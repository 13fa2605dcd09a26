import type { ReactNode } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { stripEmoji, useEmojiClear } from '@/lib/emoji';
import styles from './search.module.css';

export const KEYWORD_MAX = 50;

type Props = {
  value: string;
  onChange: (v: string) => void;
  onSubmit: (v: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  onFocus?: () => void;
  /** Left of the field (a back button). */
  left?: ReactNode;
  /** Right of the field (取消, a message icon). */
  right?: ReactNode;
  label?: string;
};

/** The search field of the search, result and list pages: emoji cleared, 50 characters, Enter searches. */
export function SearchBox({ value, onChange, onSubmit, placeholder = '请输入搜索内容', autoFocus, onFocus, left, right, label = '搜索' }: Props) {
  const emoji = useEmojiClear(onChange);
  return (
    <div className={styles.boxRow}>
      {left}
      <form
        role="search"
        className={styles.box}
        action="/search/searchGoods"
        onSubmit={(e) => {
          e.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur?.();
          onSubmit(stripEmoji(value).trim());
        }}
      >
        <SearchOutline aria-hidden className={styles.boxIcon} />
        <input
          type="search"
          name="keywords"
          aria-label={label}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={KEYWORD_MAX}
          placeholder={placeholder}
          value={value}
          autoFocus={autoFocus}
          onFocus={onFocus}
          onChange={(e) => onChange(e.target.value)}
          {...emoji}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label="清空输入" onClick={() => onChange('')}>
            <CloseCircleFill aria-hidden />
          </button>
        ) : null}
      </form>
      {right}
    </div>
  );
}
