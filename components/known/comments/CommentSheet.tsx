import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { Dialog } from '@/components/common/lazyAntd';
import { toast } from '@/lib/toast';
import { knownComments, knownDeleteComment, knownPublishComment, knownPublishReply, type KnownComment, type KnownReply } from '@/services/known';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { CommentInput } from './CommentInput';
import { CommentRow } from './CommentRow';
import { cleanComment, COMMENT_SORTS, prependComment, type CommentSort } from './commentRules';
import { ReplyThread } from './ReplyThread';
import { useCommentLike } from './useCommentLike';
import styles from './comments.module.css';

export type CommentSheetProps = {
  contentId: string;
  /** The count of comments and replies after it loaded, and after each publish or delete. */
  onCountChange?(total: number): void;
};

const PAGE_SIZE = 20;
type LikeState = { applaudCount: number; isApplaud: boolean };
/** What the input answers: a comment or a reply (by id), under the comment `rootId`. */
type ReplyTarget = { id: string; rootId: string; name: string };

/**
 * The body of 全部评论 (loaded when the sheet first opens, CommentPopup): 评论 {total} (comments and replies),
 * 默认 / 时间, the comments page by page, 赞, 回复 and 删除 (one's own) on each with its folded replies (ReplyThread),
 * and the input 请输入您的评论内容 (回复 <name> once 回复 is tapped) with 发布. Every action logs in first.
 */
export function CommentSheet({ contentId, onCountChange }: CommentSheetProps) {
  const router = useRouter();
  const { ensure } = useKnownLogin();
  const [sort, setSort] = useState<CommentSort>('default');
  // Comments and replies of the content as the first page said (the list's own total counts comments only, for paging).
  const [served, setServed] = useState(0);
  const fetchPage = useCallback(
    async (page: number) => {
      const p = await knownComments({ contentId, sort, page, limit: PAGE_SIZE });
      if (page === 1) setServed(p.remarkCount);
      return p;
    },
    [contentId, sort],
  );
  const list = usePagedList(fetchPage, `${contentId}|${sort}`, null);
  // What happened here since the list loaded: new comments first, deleted ones hidden, likes changed, the count moved;
  // new replies and each thread's count by comment.
  const [added, setAdded] = useState<KnownComment[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [likes, setLikes] = useState<ReadonlyMap<string, LikeState>>(new Map());
  const [delta, setDelta] = useState(0);
  const [replies, setReplies] = useState<ReadonlyMap<string, KnownReply[]>>(new Map());
  const [replyDelta, setReplyDelta] = useState<ReadonlyMap<string, number>>(new Map());
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'' | '发布中' | '删除中'>('');
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const items = useMemo(() => {
    const fresh = added.filter((c) => !removed.has(c.id));
    const ids = new Set(fresh.map((c) => c.id));
    return [...fresh, ...list.items.filter((c) => !ids.has(c.id) && !removed.has(c.id))].map((c) => {
      const l = likes.get(c.id);
      return l ? { ...c, ...l } : c;
    });
  }, [added, removed, likes, list.items]);
  const total = Math.max(0, served + delta);

  // The caller's latest callback; only a new total is news.
  const countChanged = useRef(onCountChange);
  useEffect(() => {
    countChanged.current = onCountChange;
  }, [onCountChange]);
  useEffect(() => {
    if (!list.loading && !list.failed) countChanged.current?.(total);
  }, [total, list.loading, list.failed]);

  const changeSort = (next: CommentSort) => {
    if (next === sort) return;
    setAdded([]);
    setRemoved(new Set());
    setLikes(new Map());
    setDelta(0);
    setReplies(new Map());
    setReplyDelta(new Map());
    setSort(next);
    if (scroller.current) scroller.current.scrollTop = 0;
  };

  const apply = useCallback((id: string, state: LikeState) => setLikes((m) => new Map(m).set(id, state)), []);
  const like = useCommentLike(apply);
  const reload = () => void router.replace(router.asPath);
  const moveThread = (rootId: string, by: number) => setReplyDelta((m) => new Map(m).set(rootId, (m.get(rootId) ?? 0) + by));
  const answer = (t: ReplyTarget) => {
    setTarget(t);
    input.current?.focus();
  };

  const publish = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = cleanComment(text);
    if (!body || busy) return;
    if (!(await ensure(reload))) return;
    setBusy('发布中');
    try {
      if (target) {
        const r = await knownPublishReply(target.id, body);
        setReplies((m) => new Map(m).set(r.commentId, [...(m.get(r.commentId) ?? []), r]));
        moveThread(r.commentId, 1);
        setTarget(null);
      } else {
        const c = await knownPublishComment(contentId, body);
        setAdded((prev) => prependComment(prev, c));
        if (scroller.current) scroller.current.scrollTop = 0;
      }
      setDelta((d) => d + 1);
      setText('');
      toast.success(target ? '回复成功' : '发布成功');
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      setBusy('');
    }
  };

  /** Deletes one's own comment (with its replies, which leave the count too) or reply, after asking. */
  const remove = async (what: { id: string; rootId: string | null; replies: number }) => {
    if (busy) return;
    if (!(await ensure(reload))) return;
    const noun = what.rootId ? '回复' : '评论';
    // A deleted comment cannot come back: ask first.
    if (!(await Dialog.confirm({ title: `删除${noun}`, content: `确定删除这条${noun}吗？删除后无法恢复。`, confirmText: '删除', cancelText: '取消' }))) return;
    setBusy('删除中');
    try {
      await knownDeleteComment(what.id);
      setRemoved((s) => new Set(s).add(what.id));
      if (what.rootId) moveThread(what.rootId, -1);
      setDelta((d) => d - 1 - what.replies);
      if (target && (target.id === what.id || target.rootId === what.id)) setTarget(null);
      toast.success('删除成功');
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      setBusy('');
    }
  };
  const threadCount = (c: KnownComment) => Math.max(0, c.replyCount + (replyDelta.get(c.id) ?? 0));

  return (
    <>
      <div className={styles.scroll} ref={scroller}>
        <div className={styles.listHead}>
          {/* No number until the first page has answered: 评论 0 while loading would be a wrong fact. */}
          <span className={styles.listTitle}>{list.failed || (list.loading && !list.items.length) ? '评论' : `评论 ${total}`}</span>
          <div className={styles.sorts} role="group" aria-label="排序">
            {COMMENT_SORTS.map((s) => (
              <button key={s.key} type="button" className={s.key === sort ? styles.sortOn : styles.sort} aria-pressed={s.key === sort} onClick={() => changeSort(s.key)}>
                {s.name}
              </button>
            ))}
          </div>
        </div>
        {list.loading && !items.length ? (
          <div aria-label="加载中" role="status">
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
          </div>
        ) : (
          <ul aria-label="评论列表">
            {items.map((c) => (
              <CommentRow
                key={c.id}
                comment={c}
                onLike={(x) => void like(x)}
                onDelete={(x) => void remove({ id: x.id, rootId: null, replies: threadCount(x) })}
                onReply={(x) => answer({ id: x.id, rootId: x.id, name: x.author.name })}
                busy={!!busy}
              >
                <ReplyThread
                  comment={c}
                  added={replies.get(c.id) ?? []}
                  delta={replyDelta.get(c.id) ?? 0}
                  hidden={removed}
                  likes={likes}
                  onReply={(r) => answer({ id: r.id, rootId: c.id, name: r.author.name })}
                  onLike={(r) => void like(r)}
                  onDelete={(r) => void remove({ id: r.id, rootId: c.id, replies: 0 })}
                  busy={!!busy}
                />
              </CommentRow>
            ))}
          </ul>
        )}
        {items.length || list.failed || list.loading ? (
          <PagedListEnd list={list} empty={null} />
        ) : (
          <p className={styles.none}>暂无评论，快来抢沙发吧</p>
        )}
      </div>
      <CommentInput
        text={text}
        onText={setText}
        replyTo={target}
        onCancelReply={() => setTarget(null)}
        onSubmit={(e) => void publish(e)}
        busy={!!busy}
        inputRef={input}
      />
      <LoadingOverlay visible={!!busy} text={busy || '请稍候'} />
    </>
  );
}
