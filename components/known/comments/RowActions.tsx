import { DeleteOutline, LikeOutline } from 'antd-mobile-icons';
import styles from './comments.module.css';

type Props = {
  /** 评论 or 回复: the delete button's name. */
  noun: '评论' | '回复';
  liked: boolean;
  count: number;
  busy: boolean;
  onLike: () => void;
  /** Only for one's own comment or reply, where deleting is offered. */
  onDelete?: () => void;
};

/** The head's buttons of a comment or a reply: 删除 (one's own) and 赞 with its count. */
export function RowActions({ noun, liked, count, busy, onLike, onDelete }: Props) {
  return (
    <>
      {onDelete ? (
        <button type="button" className={styles.iconBtn} aria-label={`删除${noun}`} disabled={busy} onClick={onDelete}>
          <DeleteOutline aria-hidden />
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.iconBtn} ${liked ? styles.liked : ''}`}
        aria-label={`${liked ? '取消点赞' : '点赞'}${count > 0 ? ` ${count}` : ''}`}
        aria-pressed={liked}
        disabled={busy}
        onClick={onLike}
      >
        <LikeOutline aria-hidden />
        <span>{count > 0 ? count : ''}</span>
      </button>
    </>
  );
}
