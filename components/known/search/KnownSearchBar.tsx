import { useRef, type FormEvent } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useAppFlags } from '@/components/common/AppFlags';
import { KEYWORD_MAX } from '@/lib/known/searchHistory';
import styles from './search.module.css';

export type KnownSearchBarProps = {
  value: string;
  onChange: (v: string) => void;
  onSubmit: (v: string) => void;
  onCancel: () => void;
};

/** The search field of /known/search: 请输入搜索关键词, a clear icon, and 取消. */
export function KnownSearchBar({ value, onChange, onSubmit, onCancel }: KnownSearchBarProps) {
  const { isInApp, appInfo } = useAppFlags();
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value);
  };
  const statusBar = isInApp && appInfo.statusBarHeight ? `${appInfo.statusBarHeight}px` : undefined;
  return (
    <form className={styles.bar} role="search" onSubmit={submit} action="" style={statusBar ? { paddingTop: statusBar } : undefined}>
      <label className={styles.field}>
        <SearchOutline aria-hidden className={styles.fieldIcon} />
        <input
          ref={input}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          placeholder="请输入搜索关键词"
          aria-label="搜索关键词"
          maxLength={KEYWORD_MAX}
          // The page exists to type a keyword: the keyboard opens at once.
          autoFocus
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="清除"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseCircleFill aria-hidden />
          </button>
        ) : null}
      </label>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        取消
      </button>
    </form>
  );
}
