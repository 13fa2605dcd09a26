import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { HELP_KEYWORD_MAX } from '@/lib/contract/cms/enums';
import { helpSearchHref } from './helpLinks';
import styles from './helpSearch.module.css';

/**
 * The search box of /my/help/helpCenter (inventory §9): focused on arrival, at most 20 characters, clearable; Enter or
 * 搜索 puts the words in the address, which loads the results (an empty box clears them).
 */
export function HelpSearchForm({ keyword }: { keyword: string }) {
  const router = useRouter();
  const [value, setValue] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    input.current?.blur();
    void router.replace(helpSearchHref(value.trim()));
  };

  return (
    <form className={styles.searchForm} role="search" onSubmit={submit}>
      <label className={styles.searchBox}>
        <SearchOutline aria-hidden />
        <input
          ref={input}
          type="search"
          enterKeyHint="search"
          aria-label="搜索您遇到的问题"
          placeholder="搜索您遇到的问题"
          maxLength={HELP_KEYWORD_MAX}
          value={value}
          autoFocus={!keyword}
          onChange={(e) => setValue(e.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="清空"
            onClick={() => {
              setValue('');
              input.current?.focus();
            }}
          >
            <CloseCircleFill aria-hidden />
          </button>
        ) : null}
      </label>
      <button type="submit" className={styles.searchButton}>
        搜索
      </button>
    </form>
  );
}
