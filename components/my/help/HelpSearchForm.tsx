import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { HELP_KEYWORD_MAX } from '@/lib/contract/cms/enums';
import { helpSearchHref } from '@/lib/help/helpLinks';
import styles from './helpSearch.module.css';

/**
 * The search box of /my/help/helpCenter (inventory §9): focused on arrival, at most 20 characters, clearable; Enter or
 * 搜索 puts the words in the address, which loads the results (an empty box clears them).
 */
export function HelpSearchForm({ keyword }: { keyword: string }) {
  const router = useRouter();
  const [value, setValue] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);
  // Another keyword in the address (back, a link) fills the field, unless the visitor has typed since their last
  // search: a search that finishes loading must not overwrite the next one being typed.
  const [typed, setTyped] = useState(false);
  const [seen, setSeen] = useState(keyword);
  if (keyword !== seen) {
    setSeen(keyword);
    if (!typed) setValue(keyword);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    input.current?.blur();
    setTyped(false);
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
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(true);
          }}
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
