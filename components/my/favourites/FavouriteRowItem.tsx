import Link from 'next/link';
import { SwipeAction } from '@/components/common/SwipeAction';
import { knownHref } from '@/lib/contract/known/enums';
import type { FavouriteRow } from '@/services/favouriteRows';
import { SavedCard } from './SavedCard';
import { KnownCollectCard } from './KnownCollectCard';
import { Tick } from './Tick';
import styles from './favourites.module.css';

type Props = {
  row: FavouriteRow;
  /** 管理 mode: the row is a checkbox instead of a link. */
  managing: boolean;
  checked: boolean;
  onToggle: (id: string) => void;
  /** Swiping left offers 取消收藏 for this one row. */
  onRemove: (id: string) => void;
  showKind: boolean;
};

export const rowName = (row: FavouriteRow) => (row.saved ? row.saved.name : row.known.title || row.known.contentText);

/** Where tapping a row leads ('' for something removed since). */
export const rowHref = (row: FavouriteRow) => (row.saved ? (row.saved.gone ? '' : row.saved.href) : knownHref(row.known));

/** One favourite: a link (swipe for 取消收藏), or in 管理 mode a checkbox row. */
export function FavouriteRowItem({ row, managing, checked, onToggle, onRemove, showKind }: Props) {
  const content = row.saved ? <SavedCard item={row.saved} /> : <KnownCollectCard card={row.known} showKind={showKind} />;
  const href = rowHref(row);
  if (managing) {
    return (
      <div role="listitem" aria-label={rowName(row)} className={styles.row}>
        <Tick checked={checked} onToggle={() => onToggle(row.id)} className={styles.tickRow}>
          <span className={styles.card}>{content}</span>
        </Tick>
      </div>
    );
  }
  return (
    <div role="listitem" aria-label={rowName(row)} className={styles.row}>
      <SwipeAction rightActions={[{ key: 'remove', text: '取消收藏', color: 'danger', onClick: () => onRemove(row.id) }]} style={{ width: '100%' }}>
        {href ? (
          <Link href={href} className={styles.card}>
            {content}
          </Link>
        ) : (
          <div className={styles.card}>{content}</div>
        )}
      </SwipeAction>
    </div>
  );
}
