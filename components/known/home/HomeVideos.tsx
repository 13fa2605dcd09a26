import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { knownHomeList } from '@/services/known';
import type { KnownPage } from '@/lib/contract/known/api';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CardSkeleton } from '../card/CardSkeleton';
import { useVideoOpen } from '../card/useVideoOpen';
import { PULL_TEXTS } from '@/lib/known/knownText';
import { SmallVideoTile, VideoRow } from './VideoItems';
import styles from './home.module.css';

const PAGE_SIZE = 10;

/** 短视频 (rows) or 小视频 (two-column grid) of a homepage, page by page; a tap opens the app's player. */
export function HomeVideos({ userId, kind, initial }: { userId: string; kind: 5 | 6; initial: KnownPage | null }) {
  const fetchPage = useCallback((page: number) => knownHomeList({ userId, tab: String(kind) as `${typeof kind}`, page, limit: PAGE_SIZE }), [userId, kind]);
  const list = usePagedList(fetchPage, `${userId}|${kind}`, initial);
  const video = useVideoOpen();
  const small = kind === 6;
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())} {...PULL_TEXTS}>
      {list.loading && !list.items.length ? <CardSkeleton count={2} /> : null}
      <ul className={small ? styles.smallGrid : styles.videoList} aria-label={small ? '小视频' : '短视频'}>
        {list.items.map((v) => (
          <li key={v.id}>{small ? <SmallVideoTile video={v} onOpen={video.open} /> : <VideoRow video={v} onOpen={video.open} />}</li>
        ))}
      </ul>
      <div className={styles.end}>
        <PagedListEnd list={list} empty={<Empty text={small ? '还没有发布小视频' : '还没有发布短视频'} />} />
      </div>
      {video.popup}
    </PullToRefresh>
  );
}
