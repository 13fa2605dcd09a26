import Link from 'next/link';
import { HeartFill, HeartOutline, SendOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import type { FavouriteType } from '@/services/favourite';
import { useFavourite } from './useFavourite';
import { shareLink } from './share';
import styles from './detail.module.css';

type Props = {
  title: string;
  favourite: { type: FavouriteType; id: string; initial: boolean };
  share: { title: string; text: string; path: string };
  /** Opened from a shared link: no page of ours behind it, so home instead of back. */
  isShare?: boolean;
};

/** The detail pages' top bar: back (or home when shared), title, favourite and share. */
export function DetailHeader({ title, favourite, share, isShare }: Props) {
  const fav = useFavourite(favourite.type, favourite.id, favourite.initial);
  const onShare = () => void shareLink({ title: share.title, text: share.text, url: new URL(share.path, window.location.href).href });
  return (
    <HeaderBar
      title={title}
      fixed
      shadow
      left={
        isShare ? (
          <Link href="/" className={styles.headerIcon} aria-label="首页">
            首页
          </Link>
        ) : undefined
      }
      right={
        <>
          <button
            type="button"
            className={`${styles.headerIcon} ${fav.saved ? styles.saved : ''}`}
            aria-label={fav.saved ? '取消收藏' : '收藏'}
            aria-pressed={fav.saved}
            onClick={() => void fav.toggle()}
          >
            {fav.saved ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
          </button>
          <button type="button" className={styles.headerIcon} aria-label="分享" onClick={onShare}>
            <SendOutline aria-hidden />
          </button>
        </>
      }
    />
  );
}
