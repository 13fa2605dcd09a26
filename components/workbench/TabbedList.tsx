import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import type { PagedList } from '@/components/planner/usePagedList';
import { tabTitle } from '@/lib/workbench/workbenchRules';
import styles from './workbench.module.css';

type Props<T, K extends string> = {
  tabs: readonly { key: K; title: string }[];
  tab: K;
  onTab: (key: K) => void;
  counts: Record<string, number>;
  list: PagedList<T>;
  label: string;
  emptyText: string;
  render: (item: T) => ReactNode;
};

/** Status tabs over a paged list: skeletons while the first page loads, pull to refresh, paging, the empty state. */
export function TabbedList<T, K extends string>({ tabs, tab, onTab, counts, list, label, emptyText, render }: Props<T, K>) {
  return (
    <>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(k) => onTab(k as K)} style={{ '--title-font-size': '0.28rem' }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} title={tabTitle(t.title, counts[t.key])} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label={label} aria-busy={list.loading} className={styles.list}>
          {list.loading && list.items.length === 0
            ? Array.from({ length: 3 }, (_, i) => (
                <div key={i} className={styles.card}>
                  <Skeleton.Title animated />
                  <Skeleton.Paragraph lineCount={3} animated />
                </div>
              ))
            : list.items.map(render)}
          <PagedListEnd list={list} empty={<Empty text={emptyText} />} />
        </section>
      </PullToRefresh>
    </>
  );
}
