import { useEffect, useState } from 'react';
import { DeleteOutline, RedoOutline } from 'antd-mobile-icons';
import { findKeywordList, type Keyword, type KeywordListData } from '@/services/search';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { clearHistory, readHistory, type HistoryKind } from './history';
import { Suggestions } from './Suggestions';
import { useClientReady } from '@/components/common/useClientReady';
import styles from './SearchPanel.module.css';

const TOP_LIMIT = 10;

/** Next page of 猜您需要, wrapping to the first after the last (topUnHeightTotalPage). */
export function nextTopPage(page: number, totalPages: number): number {
  return totalPages > 0 && page >= totalPages ? 1 : page + 1;
}

type Props = {
  /** Hot and top words from the server (null: load them here). */
  keywords: KeywordListData | null;
  /** What is typed: non-empty shows suggestions instead of the lists. */
  typed: string;
  /** `typed`: the word is what the user typed (remembered in history), not a tapped chip. */
  onSearch: (word: string, typed?: boolean) => void;
  historyKind?: HistoryKind;
};

/** 搜索历史, 猜您需要 (with 换一批) and 热搜词 — or, while typing, the suggestions. */
export function SearchPanel({ keywords: initial, typed, onSearch, historyKind = 'goods' }: Props) {
  const [keywords, setKeywords] = useState(initial);
  const [topPage, setTopPage] = useState(1);
  // History lives in localStorage: empty on the server and through hydration, read afterwards.
  const client = useClientReady();
  const [, setVersion] = useState(0);
  const history = client ? readHistory(historyKind) : [];

  useEffect(() => {
    if (keywords) return;
    findKeywordList({ findType: 3, topLimit: TOP_LIMIT, heightLimit: 4, hotLimit: 5 }).then(setKeywords, () => undefined);
  }, [keywords]);

  const refreshTop = async () => {
    if (!keywords) return;
    const page = nextTopPage(topPage, keywords.topUnHeightTotalPage);
    try {
      const res = await findKeywordList({ findType: 1, topPage: page, topLimit: TOP_LIMIT });
      const next = res.topUnHeightList;
      const same = next.length === keywords.topUnHeightList.length && next[0]?.id === keywords.topUnHeightList[0]?.id;
      if (!next.length || same) return void toast.show({ message: '暂无更多数据' });
      setTopPage(page);
      setKeywords({ ...keywords, topUnHeightList: next });
    } catch (e) {
      toast.error((e instanceof Error && e.message) || '加载失败');
    }
  };

  if (typed.trim()) return <Suggestions typed={typed.trim()} onSearch={onSearch} />;

  const highlighted = keywords?.topHeightList ?? [];
  const top = keywords?.topUnHeightList ?? [];
  const hot = keywords?.hotList ?? [];
  return (
    <>
      {history.length ? (
        <section className={styles.section} aria-labelledby="search-history">
          <div className={styles.sectionHead}>
            <h2 id="search-history" className={styles.sectionTitle}>
              搜索历史
            </h2>
            <button
              type="button"
              className={styles.headBtn}
              aria-label="清空搜索历史"
              onClick={() => {
                clearHistory(historyKind);
                setVersion((v) => v + 1);
              }}
            >
              <DeleteOutline aria-hidden />
            </button>
          </div>
          <div className={styles.chips}>
            {history.map((w) => (
              <button key={w} type="button" className={styles.chip} onClick={() => onSearch(w)}>
                <span>{w}</span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {highlighted.length || top.length ? (
        <section className={styles.section} aria-labelledby="search-guess">
          <div className={styles.sectionHead}>
            <h2 id="search-guess" className={styles.sectionTitle}>
              猜您需要
            </h2>
            {top.length && (keywords?.topUnHeightTotalPage ?? 0) > 1 ? (
              <button type="button" className={styles.headBtn} onClick={() => void refreshTop()}>
                <RedoOutline aria-hidden />
                换一批
              </button>
            ) : null}
          </div>
          <div className={styles.chips}>
            {highlighted.map((k) => (
              <WordChip key={k.id} word={k} hot onSearch={onSearch} />
            ))}
            {top.map((k) => (
              <WordChip key={k.id} word={k} onSearch={onSearch} />
            ))}
          </div>
        </section>
      ) : null}
      {hot.length ? (
        <section className={styles.section} aria-labelledby="search-hot">
          <div className={styles.sectionHead}>
            <h2 id="search-hot" className={styles.sectionTitle}>
              热搜词
            </h2>
          </div>
          <ol className={styles.hotList}>
            {hot.map((k, i) => (
              <li key={k.id}>
                <button type="button" className={styles.hotItem} onClick={() => onSearch(k.name)}>
                  <span className={`${styles.rank} ${i < 3 ? styles[`rank${i + 1}`] : ''}`}>{i + 1}</span>
                  <span className={styles.hotName}>{k.name}</span>
                  <span className={styles.hotCount}>{formatCount(k.allSearchTimes)}次搜索</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function WordChip({ word, hot = false, onSearch }: { word: Keyword; hot?: boolean; onSearch: (w: string) => void }) {
  return (
    <button type="button" className={hot ? styles.chipHot : styles.chip} onClick={() => onSearch(word.name)}>
      {hot ? (
        <svg className={styles.flame} viewBox="0 0 12 14" aria-hidden>
          <path fill="currentColor" d="M6 0c.4 2.2 3.6 3.8 3.6 7.4A3.9 3.9 0 0 1 6 14a3.9 3.9 0 0 1-3.6-6.2C2.9 9 3.8 9.3 4 8.6 4.5 6.6 2.8 4.9 6 0z" />
        </svg>
      ) : null}
      <span>{word.name}</span>
    </button>
  );
}
