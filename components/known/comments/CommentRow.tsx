import Link from 'next/link';
import type { ReactNode } from 'react';
import { ListTimeText } from '@/components/common/ListTime';
import type { KnownComment } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { homeHref } from '@/lib/known/detailRules';
import { RowActions } from './RowActions';
import styles from './comments.module.css';

type Props = {
  comment: KnownComment;
  onLike: (c: KnownComment) => void;
  /** Only the viewer's own comments, and only where deleting is offered (the full popup). */
  onDelete?: (c: KnownComment) => void;
  /** 回复 under the text (the full popup). */
  onReply?: (c: KnownComment) => void;
  /** Below the comment: its replies. */
  children?: ReactNode;
  busy?: boolean;
};

/** One comment: avatar and name (→ the author's homepage), the text, the time, 赞, 回复 and, for one's own, 删除. */
export function CommentRow({ comment: c, onLike, onDelete, onReply, children, busy = false }: Props) {
  const home = homeHref(c.author);
  const name = c.author.name || '薯片用户';
  return (
    <li className={styles.row}>
      <Link href={home} aria-label={`${c.author.name}的主页`}>
        <Avatar src={c.author.avatar} size="0.64rem" alt="" />
      </Link>
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <Link href={home} className={styles.name}>
            {name}
          </Link>
          <RowActions
            noun="评论"
            liked={c.isApplaud}
            count={c.applaudCount}
            busy={busy}
            onLike={() => onLike(c)}
            onDelete={onDelete && c.isMine ? () => onDelete(c) : undefined}
          />
        </div>
        <p className={styles.text}>{c.content}</p>
        {onReply ? (
          <div className={styles.foot}>
            <time className={styles.footTime} dateTime={c.createdAt}>
              <ListTimeText at={c.createdAt} />
            </time>
            <button type="button" className={styles.replyBtn} disabled={busy} onClick={() => onReply(c)}>
              回复<span className="visually-hidden">{name}</span>
            </button>
          </div>
        ) : (
          <time className={styles.time} dateTime={c.createdAt}>
            <ListTimeText at={c.createdAt} />
          </time>
        )}
        {children}
      </div>
    </li>
  );
}
