import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import type { SearchResult } from '@/lib/contract/known/api';
import { SEARCH_TABS, type SearchTab } from '@/lib/contract/known/enums';
import { knownSearch } from '@/services/known';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CardSkeleton } from '../card/CardSkeleton';
import { PULL_TEXTS } from '@/lib/known/knownText';
import { UserRow } from '../home/UserRow';
import { HitRow } from './HitRow';
import styles from './search.module.css';

const PAGE_SIZE = 15;
const EMPTY: Record<SearchTab, string> = {
  question: '没有找到相关问题',
  article: '没有找到相关文章',
  answer: '没有找到相关回答',
  user: '没有找到相关用户',
};

/** The questions, articles or answers of one tab. */
function HitList({ keyword, tab, initial }: { keyword: string; tab: Exclude<SearchTab, 'user'>; initial: SearchResult | null }) {
  const fetchPage = useCallback((page: number) => knownSearch({ keyword, tab, page, limit: PAGE_SIZE }).then((r) => r.hits), [keyword, tab]);
  const list = usePagedList(fetchPage, `${tab}|${keyword}`, initial?.hits ?? null);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())} {...PULL_TEXTS}>
      {list.loading && !list.items.length ? <CardSkeleton /> : null}
      <ul aria-label={`${SEARCH_TABS.find((t) => t.key === tab)?.name}搜索结果`}>
        {list.items.map((h) => (
          <li key={h.id}>
            <HitRow hit={h} />
          </li>
        ))}
      </ul>
      <div className={styles.end}>
        <PagedListEnd list={list} empty={<Empty text={EMPTY[tab]} />} />
      </div>
    </PullToRefresh>
  );
}

/** The people found, with + 关注 / 已关注. */
function UserList({ keyword, initial }: { keyword: string; initial: SearchResult | null }) {
  const fetchPage = useCallback((page: number) => knownSearch({ keyword, tab: 'user', page, limit: PAGE_SIZE }).then((r) => r.users), [keyword]);
  const list = usePagedList(fetchPage, `user|${keyword}`, initial?.users ?? null);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())} {...PULL_TEXTS}>
      <ul aria-label="用户搜索结果">
        {list.items.map((u) => (
          <li key={u.id}>
            <UserRow user={u} nameHtml={u.nameHtml} follow="plus" onAppLogin={() => void list.refresh()} />
          </li>
        ))}
      </ul>
      <div className={styles.end}>
        <PagedListEnd list={list} empty={<Empty text={EMPTY.user} />} />
      </div>
    </PullToRefresh>
  );
}

export type SearchResultsProps = {
  keyword: string;
  tab: SearchTab;
  /** The server's first page of `tab`. */
  first: SearchResult | null;
  onTab: (tab: SearchTab) => void;
};

/** 问题 / 文章 / 回答 / 用户 of one keyword; each tab loads when first opened and keeps its list after. */
export function SearchResults({ keyword, tab, first, onTab }: SearchResultsProps) {
  const [firstTab] = useState(tab);
  const [opened, setOpened] = useState<SearchTab[]>([tab]);
  if (!opened.includes(tab)) setOpened([...opened, tab]);
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => onTab(k as SearchTab)} className={styles.tabs}>
        {SEARCH_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.name} />
        ))}
      </Tabs>
      {opened.map((t) => (
        <section key={t} hidden={t !== tab} aria-label={SEARCH_TABS.find((x) => x.key === t)?.name}>
          {t === 'user' ? (
            <UserList keyword={keyword} initial={t === firstTab ? first : null} />
          ) : (
            <HitList keyword={keyword} tab={t} initial={t === firstTab ? first : null} />
          )}
        </section>
      ))}
    </>
  );
}
