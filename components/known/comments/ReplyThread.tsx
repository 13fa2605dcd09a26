import { useRef, useState } from 'react';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { knownReplies, type KnownComment, type KnownReply } from '@/services/known';
import { ReplyRow } from './ReplyRow';
import { REPLIES_PAGE, threadItems } from './commentRules';
import styles from './comments.module.css';

type LikeState = { applaudCount: number; isApplaud: boolean };

export type ReplyThreadProps = {
  comment: KnownComment;
  /** The viewer's new replies under this comment (oldest first). */
  added: readonly KnownReply[];
  /** Replies added minus replies deleted here since the comment loaded: moves the count. */
  delta: number;
  /** Replies deleted here. */
  hidden: ReadonlySet<string>;
  likes: ReadonlyMap<string, LikeState>;
  onReply: (r: KnownReply) => void;
  onLike: (r: KnownReply) => void;
  onDelete: (r: KnownReply) => void;
  busy?: boolean;
};

type Loaded = { items: KnownReply[]; page: number; totalPage: number };

/**
 * The replies under a comment, folded the way Zhihu folds them: the first replies, then 查看全部 N 条回复, which loads
 * the thread page by page (展开更多回复) and folds again with 收起.
 */
export function ReplyThread({ comment, added, delta, hidden, likes, onReply, onLike, onDelete, busy = false }: ReplyThreadProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Answers of a thread folded (or loaded again) meanwhile are dropped.
  const generation = useRef(0);

  const load = async (page: number) => {
    const gen = generation.current;
    setState('loading');
    try {
      const p = await knownReplies({ commentId: comment.id, page, limit: REPLIES_PAGE });
      if (gen !== generation.current) return;
      setLoaded((prev) => ({ items: page === 1 || !prev ? p.records : threadItems(prev.items, p.records, new Set()), page, totalPage: p.totalPage }));
      setState('idle');
    } catch {
      if (gen === generation.current) setState('failed');
    }
  };
  const openAll = () => {
    generation.current += 1;
    setOpen(true);
    setLoaded(null);
    void load(1);
  };
  const fold = () => {
    generation.current += 1;
    setOpen(false);
    setLoaded(null);
    setState('idle');
  };

  const count = Math.max(0, comment.replyCount + delta);
  const server = open && loaded ? loaded.items : comment.replies;
  const items = threadItems(server, added, hidden).map((r) => {
    const l = likes.get(r.id);
    return l ? { ...r, ...l } : r;
  });
  if (!items.length && !count) return null;
  const name = comment.author.name || '薯片用户';
  const more = open && state === 'idle' && !!loaded && loaded.page < loaded.totalPage;

  return (
    <div className={styles.thread}>
      {items.length ? (
        <ul aria-label={`${name}的评论的回复`}>
          {items.map((r) => (
            <ReplyRow key={r.id} reply={r} onReply={onReply} onLike={onLike} onDelete={onDelete} busy={busy} />
          ))}
        </ul>
      ) : null}
      {!open && count > items.length ? (
        <button type="button" className={styles.threadMore} onClick={openAll}>
          查看全部 {count} 条回复 <DownOutline aria-hidden fontSize="0.2rem" />
        </button>
      ) : null}
      {open && state === 'loading' ? (
        <p className={styles.threadNote} role="status">
          加载中…
        </p>
      ) : null}
      {open && state === 'failed' ? (
        <p className={styles.threadNote}>
          回复加载失败，
          <button type="button" className={styles.retry} onClick={() => void load(loaded ? loaded.page + 1 : 1)}>
            点击重试
          </button>
        </p>
      ) : null}
      {open ? (
        <div className={styles.threadActions}>
          {more && loaded ? (
            <button type="button" className={styles.threadMore} onClick={() => void load(loaded.page + 1)}>
              展开更多回复 <DownOutline aria-hidden fontSize="0.2rem" />
            </button>
          ) : null}
          <button type="button" className={styles.threadMore} onClick={fold}>
            收起 <UpOutline aria-hidden fontSize="0.2rem" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
