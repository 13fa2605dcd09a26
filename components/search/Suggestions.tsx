import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { SearchOutline } from 'antd-mobile-icons';
import { searchSuggest, type Suggestion } from '@/services/search';
import styles from './SearchPanel.module.css';

const TYPE_TEXT: Record<Suggestion['type'], string> = { keyword: '', category: '分类', goods: '服务', trade: '交易' };
const DEBOUNCE_MS = 250;

/** Suggestions for what is typed (debounced); a category or goods suggestion opens it, a word searches it. */
export function Suggestions({ typed, onSearch }: { typed: string; onSearch: (w: string, typed?: boolean) => void }) {
  const router = useRouter();
  const [list, setList] = useState<Suggestion[]>([]);

  useEffect(() => {
    let live = true;
    const t = setTimeout(() => {
      searchSuggest({ keyword: typed, limit: 10 }).then(
        (res) => live && setList(res.rows),
        () => live && setList([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [typed]);

  // Searching exactly what is typed is always offered first.
  const hasTyped = list.some((s) => s.name === typed && !s.href);
  return (
    <ul className={styles.suggest} aria-label="搜索建议">
      {hasTyped ? null : (
        <li>
          <button type="button" className={styles.suggestItem} onClick={() => onSearch(typed, true)}>
            <SearchOutline aria-hidden />
            <span className={styles.suggestName}>
              搜索“<em>{typed}</em>”
            </span>
          </button>
        </li>
      )}
      {list.map((s) => (
        <li key={`${s.type}:${s.name}:${s.href}`}>
          <button
            type="button"
            className={styles.suggestItem}
            onClick={() => (s.href ? void router.push(s.href) : onSearch(s.name))}
          >
            <SearchOutline aria-hidden />
            <span className={styles.suggestName}>
              {s.match ? (
                <>
                  {s.name.slice(0, s.match.start)}
                  <em>{s.name.slice(s.match.start, s.match.end)}</em>
                  {s.name.slice(s.match.end)}
                </>
              ) : (
                s.name
              )}
            </span>
            {TYPE_TEXT[s.type] ? <span className={styles.suggestType}>{TYPE_TEXT[s.type]}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
