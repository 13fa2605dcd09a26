import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { type HomeTab } from '@/lib/contract/known/enums';
import type { KnownPage } from '@/lib/contract/known/api';
import { knownHomeList } from '@/services/known';
import { Empty } from '@/components/common/Empty';
import { KnownFeedList } from '../feed/KnownFeedList';
import { HomeVideos } from './HomeVideos';
import styles from './home.module.css';

const PAGE_SIZE = 10;
const EMPTY: Record<number, string> = { 0: '还没有发布内容', 1: '还没有提过问题', 3: '还没有回答过问题', 2: '还没有写过文章' };

function HomeFeed({ userId, tab, initial }: { userId: string; tab: 0 | 1 | 2 | 3; initial: KnownPage | null }) {
  const fetchPage = useCallback((page: number) => knownHomeList({ userId, tab: String(tab) as `${typeof tab}`, page, limit: PAGE_SIZE }), [userId, tab]);
  return <KnownFeedList fetchPage={fetchPage} listKey={`${userId}|${tab}`} initial={initial} empty={<Empty text={EMPTY[tab]} />} label="发布的内容" />;
}

export type HomeTabsProps = {
  userId: string;
  tabs: readonly { key: HomeTab; name: string }[];
  /** The tab shown first, and its server-rendered first page. */
  firstTab: HomeTab;
  first: KnownPage | null;
};

/** The content tabs of a homepage; each tab loads when first opened and keeps its list afterwards. */
export function HomeTabs({ userId, tabs, firstTab, first }: HomeTabsProps) {
  const [tab, setTab] = useState<HomeTab>(firstTab);
  const [opened, setOpened] = useState<HomeTab[]>([firstTab]);
  const change = (key: string) => {
    const k = Number(key) as HomeTab;
    setTab(k);
    setOpened((o) => (o.includes(k) ? o : [...o, k]));
  };
  return (
    <>
      <Tabs activeKey={String(tab)} onChange={change} className={styles.tabs}>
        {tabs.map((t) => (
          <Tabs.Tab key={String(t.key)} title={t.name} />
        ))}
      </Tabs>
      {opened.map((k) => (
        <section key={k} hidden={k !== tab} aria-label={tabs.find((t) => t.key === k)?.name}>
          {k === 5 || k === 6 ? (
            <HomeVideos userId={userId} kind={k} initial={k === firstTab ? first : null} />
          ) : (
            <HomeFeed userId={userId} tab={k} initial={k === firstTab ? first : null} />
          )}
        </section>
      ))}
    </>
  );
}
