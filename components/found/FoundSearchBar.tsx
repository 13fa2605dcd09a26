import type { ReactNode } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { FOUND_INPUT_MAX } from './foundText';
import styles from './found.module.css';

type Props = {
  value: string;
  onChange: (v: string) => void;
  /** Enter (the keyboard's 搜索). */
  onSubmit: (v: string) => void;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Left of the field (a back arrow). */
  left?: ReactNode;
};

/** The header of the 发现 search pages: the field (请输入搜索内容, 100 characters) and 取消. */
export function FoundSearchBar({ value, onChange, onSubmit, onCancel, autoFocus, left }: Props) {
  return (
    <div className={styles.searchTop}>
      {left}
      <form
        role="search"
        className={styles.searchBox}
        action="/found/kword"
        onSubmit={(e) => {
          e.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur?.();
          onSubmit(value.trim());
        }}
      >
        <SearchOutline aria-hidden className={styles.searchIcon} />
        <input
          type="search"
          name="keyword"
          aria-label="搜索资讯"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={FOUND_INPUT_MAX}
          placeholder="请输入搜索内容"
          value={value}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label="清空输入" onClick={() => onChange('')}>
            <CloseCircleFill aria-hidden />
          </button>
        ) : null}
      </form>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        取消
      </button>
    </div>
  );
}
