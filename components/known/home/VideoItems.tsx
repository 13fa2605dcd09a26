import { PlayOutline } from 'antd-mobile-icons';
import type { KnownCard } from '@/lib/contract/known/api';
import { ListTime } from '@/components/common/ListTime';
import { LazyImage } from '@/components/common/LazyImage';
import { formatDuration, formatViews } from '@/lib/video/format';
import styles from './home.module.css';

/** A 短视频 row: cover with its duration, title, the author and when (inventory known.md §7). */
export function VideoRow({ video, onOpen }: { video: KnownCard; onOpen: (v: KnownCard) => void }) {
  return (
    <button type="button" className={styles.videoRow} onClick={() => onOpen(video)}>
      <span className="visually-hidden">播放视频：</span>
      <span className={styles.videoCover}>
        <LazyImage src={video.coverUrl || video.images[0]} alt="" width={140} height={79} />
        <span className={styles.videoDuration}>{formatDuration(video.durationSeconds ?? 0)}</span>
      </span>
      <span className={styles.videoMain}>
        <span className={styles.videoTitle}>{video.title}</span>
        <span className={styles.videoMeta}>
          {video.author.name} · <ListTime at={video.createdAt} />
        </span>
      </span>
    </button>
  );
}

/** A 小视频 tile of the two-column grid: tall cover, "{n} 次观看" and the title. */
export function SmallVideoTile({ video, onOpen }: { video: KnownCard; onOpen: (v: KnownCard) => void }) {
  return (
    <button type="button" className={styles.smallTile} onClick={() => onOpen(video)} aria-label={`播放小视频：${video.title}`}>
      <span className={styles.smallCover}>
        <LazyImage src={video.coverUrl || video.images[0]} alt="" width={170} height={226} />
        <PlayOutline className={styles.smallPlay} aria-hidden />
        <span className={styles.smallViews}>{formatViews(video.browseCount)} 次观看</span>
      </span>
      <span className={styles.smallTitle}>{video.title}</span>
    </button>
  );
}
