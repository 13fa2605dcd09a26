import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { LazyImage } from '@/components/common/LazyImage';
import { LoadMoreSentinel } from '@/components/list/LoadMoreSentinel';
import { usePaged } from '@/components/list/usePaged';
import type { TopicKind } from '@/lib/contract/topic/enums';
import { topicList, type TopicPage } from '@/services/topic';
import { stateText } from './topicTime';
import styles from './topic.module.css';

const LIMIT = 10;

/** A list of topics (the 营销活动 hub, or the 营销专题 / 活动专题 lists), paged, with pull-to-refresh. */
export function TopicListView({ title, kind, first, error }: { title: string; kind?: TopicKind; first: TopicPage | null; error: string }) {
  const fetchPage = useCallback((page: number) => topicList({ kind, page, limit: LIMIT }), [kind]);
  const list = usePaged(fetchPage, kind ?? 'all', first);
  return (
    <div className={styles.page}>
      <HeaderBar title={title} />
      <PullToRefresh onRefresh={async () => void (await list.refresh().catch(() => undefined))}>
        <section aria-label={title} className={styles.list}>
          {list.items.map((t) => (
            <Link key={t.id} href={t.href} className={styles.topicCard}>
              <LazyImage src={t.bannerUrl} alt="" width={351} height={168} className={styles.topicImg} />
              <div className={styles.topicBody}>
                <strong>{t.title}</strong>
                <small>{t.subtitle}</small>
                <span className={styles.topicState} style={{ color: t.themeColor }}>
                  {stateText(t.state)}
                </span>
              </div>
            </Link>
          ))}
          {!list.items.length && !list.loading ? (
            error || list.failed ? (
              <LoadError text={error || '加载失败，下拉重试'} onRetry={() => void list.refresh().catch(() => undefined)} />
            ) : (
              <Empty text="暂无进行中的专题" />
            )
          ) : (
            <LoadMoreSentinel hasMore={list.hasMore} loading={list.loading} failed={list.failed} onLoad={() => void list.loadMore().catch(() => undefined)} endText="没有更多了" />
          )}
        </section>
      </PullToRefresh>
    </div>
  );
}
