import Link from 'next/link';
import type { ReactNode } from 'react';
import { PlayOutline } from 'antd-mobile-icons';
import { knownHref, VIDEO_KIND } from '@/lib/contract/known/enums';
import type { KnownCard } from '@/services/known';
import { LazyImage } from '@/components/common/LazyImage';
import { formatDuration, formatViews } from '@/lib/video/format';
import { useVideoCardOpen } from './useVideoCardOpen';
import styles from './video.module.css';

function CardInside({ v }: { v: KnownCard }) {
  const small = v.videoKind === VIDEO_KIND.SMALL;
  return (
    <>
      <span className={small ? styles.coverTall : styles.coverWide}>
        <LazyImage src={v.coverUrl || v.images[0]} alt="" width={170} height={small ? 226 : 96} />
        {small ? <PlayOutline className={styles.coverPlay} aria-hidden /> : <span className={styles.duration}>{formatDuration(v.durationSeconds ?? 0)}</span>}
      </span>
      <span className={styles.cardTitle}>{v.title}</span>
      <span className={styles.cardMeta}>{small ? `${formatViews(v.browseCount)}次观看` : `${formatViews(v.browseCount)}次播放`}</span>
    </>
  );
}

/**
 * 猜你喜欢 (inventory known.md §15c/§15d/§15f): two columns of videos, each with its cover, duration (short videos)
 * or play count (small videos) and title. See useVideoCardOpen for what a tap does.
 */
export function VideoCards({ items, place, title = '猜你喜欢' }: { items: KnownCard[]; place: 'site' | 'share'; title?: ReactNode }) {
  const { linked, open, popup } = useVideoCardOpen(place);
  if (!items.length) return null;
  return (
    <section className={styles.block} aria-labelledby="video-related-title">
      <h2 id="video-related-title" className={styles.blockTitle}>
        {title}
      </h2>
      <ul className={styles.cards}>
        {items.map((v) => (
          <li key={v.id}>
            {linked ? (
              <Link href={knownHref(v)} className={styles.card}>
                <CardInside v={v} />
              </Link>
            ) : (
              <button type="button" className={styles.card} onClick={() => open(v)}>
                <span className="visually-hidden">播放视频：</span>
                <CardInside v={v} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {popup}
    </section>
  );
}
