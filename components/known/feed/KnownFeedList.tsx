import type { ReactNode } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import type { KnownPage } from '@/lib/contract/known/api';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { toast } from '@/lib/toast';
import { FeedCard } from '../card/FeedCard';
import { CardSkeleton } from '../card/CardSkeleton';
import { PULL_TEXTS } from '@/lib/known/knownText';
import { useFeedExtras } from './useFeedExtras';
import styles from './feed.module.css';

export type KnownFeedListProps = {
  /** One page of the feed. */
  fetchPage: (page: number) => Promise<KnownPage>;
  /** Changes when the feed's filters change: the list starts again from page 1. */
  listKey: string;
  /** The server-rendered first page, if any. */
  initial?: KnownPage | null;
  /** Shown when the feed has nothing. */
  empty: ReactNode;
  /** Above the cards, inside the pull-to-refresh area. */
  before?: ReactNode;
  /** Called on pull-to-refresh besides reloading the list (e.g. the following row). */
  onRefresh?: () => Promise<unknown>;
  label: string;
};

/** A paged feed of cards with pull-to-refresh, skeletons, the comments popup and the video opener. */
export function KnownFeedList({ fetchPage, listKey, initial = null, empty, before, onRefresh, label }: KnownFeedListProps) {
  const list = usePagedList(fetchPage, listKey, initial);
  const extras = useFeedExtras();
  const reload = () => void list.refresh();
  const refresh = async () => {
    const [page] = await Promise.all([list.refresh(), onRefresh?.()]);
    if (!page) toast.error('刷新失败，请稍后再试');
  };
  return (
    <PullToRefresh onRefresh={refresh} {...PULL_TEXTS}>
      {before}
      {list.loading && !list.items.length ? <CardSkeleton /> : null}
      {list.items.length ? (
        <ul className={styles.list} aria-label={label} aria-busy={list.loading}>
          {list.items.map((card, i) => (
            <li key={card.id}>
              <FeedCard card={card} eager={i < 2} onAppLogin={reload} {...extras.cardProps(card)} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.end}>
        <PagedListEnd list={list} empty={empty} />
      </div>
      {extras.overlays}
    </PullToRefresh>
  );
}
