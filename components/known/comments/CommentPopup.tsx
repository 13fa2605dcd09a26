import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { Dialog, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { toast } from '@/lib/toast';
import { knownComments, knownDeleteComment, knownPublishComment, type KnownComment } from '@/services/known';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { CommentRow } from './CommentRow';
import { cleanComment, COMMENT_MAX, COMMENT_SORTS, prependComment, type CommentSort } from './commentRules';
import { useCommentLike } from './useCommentLike';
import styles from './comments.module.css';

export type CommentPopupProps = {
  contentId: string;
  visible: boolean;
  onClose(): void;
  /** The comment count after it loaded, and after each publish or delete. */
  onCountChange?(total: number): void;
  /** Whether the content is published: a post still 审核中 (or 未通过) takes no comments yet, and says so. */
  open?: boolean;
};

const PAGE_SIZE = 20;
type LikeState = { applaudCount: number; isApplaud: boolean };

/**
 * 全部评论 (inventory known.md §10a): a bottom sheet at 95% height with 评论 {total}, 默认 / 时间, the comments page by
 * page, 赞 and 删除 (one's own) on each, and the input 请输入您的评论内容 with 发布. Every action logs in first. The sheet
 * loads afresh each time it opens.
 */
export function CommentPopup({ contentId, visible, onClose, onCountChange, open = true }: CommentPopupProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ height: '95%', borderTopLeftRadius: '0.24rem', borderTopRightRadius: '0.24rem', overflow: 'hidden' }}
    >
      {open ? <CommentSheet contentId={contentId} onClose={onClose} onCountChange={onCountChange} /> : <ClosedSheet onClose={onClose} />}
    </Popup>
  );
}

/** 全部评论 and the close button, on top of either sheet. */
function SheetHead({ onClose }: { onClose(): void }) {
  return (
    <div className={styles.sheetHead}>
      <h2>全部评论</h2>
      <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}

/** The sheet of a post not published yet: no list to load (the server has none for it) and no input. */
function ClosedSheet({ onClose }: { onClose(): void }) {
  return (
    <div className={styles.sheet}>
      <SheetHead onClose={onClose} />
      <p className={styles.none}>审核通过后可评论</p>
    </div>
  );
}

function CommentSheet({ contentId, onClose, onCountChange }: Omit<CommentPopupProps, 'visible' | 'open'>) {
  const router = useRouter();
  const { ensure } = useKnownLogin();
  const [sort, setSort] = useState<CommentSort>('default');
  const fetchPage = useCallback((page: number) => knownComments({ contentId, sort, page, limit: PAGE_SIZE }), [contentId, sort]);
  const list = usePagedList(fetchPage, `${contentId}|${sort}`, null);
  // What happened here since the list loaded: new comments first, deleted ones hidden, likes changed, the count moved.
  const [added, setAdded] = useState<KnownComment[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [likes, setLikes] = useState<ReadonlyMap<string, LikeState>>(new Map());
  const [delta, setDelta] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'' | '发布中' | '删除中'>('');
  const scroller = useRef<HTMLDivElement>(null);

  const items = useMemo(() => {
    const fresh = added.filter((c) => !removed.has(c.id));
    const ids = new Set(fresh.map((c) => c.id));
    return [...fresh, ...list.items.filter((c) => !ids.has(c.id) && !removed.has(c.id))].map((c) => {
      const l = likes.get(c.id);
      return l ? { ...c, ...l } : c;
    });
  }, [added, removed, likes, list.items]);
  const total = Math.max(0, list.total + delta);

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
    setSort(next);
    if (scroller.current) scroller.current.scrollTop = 0;
  };

  const apply = useCallback((id: string, state: LikeState) => setLikes((m) => new Map(m).set(id, state)), []);
  const like = useCommentLike(apply);
  const reload = () => void router.replace(router.asPath);

  const publish = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = cleanComment(text);
    if (!body || busy) return;
    if (!(await ensure(reload))) return;
    setBusy('发布中');
    try {
      const c = await knownPublishComment(contentId, body);
      setAdded((prev) => prependComment(prev, c));
      setDelta((d) => d + 1);
      setText('');
      toast.success('发布成功');
      if (scroller.current) scroller.current.scrollTop = 0;
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      setBusy('');
    }
  };

  const remove = async (c: KnownComment) => {
    if (busy) return;
    if (!(await ensure(reload))) return;
    // A deleted comment cannot come back: ask first.
    if (!(await Dialog.confirm({ title: '删除评论', content: '确定删除这条评论吗？删除后无法恢复。', confirmText: '删除', cancelText: '取消' }))) return;
    setBusy('删除中');
    try {
      await knownDeleteComment(c.id);
      setRemoved((s) => new Set(s).add(c.id));
      setDelta((d) => d - 1);
      toast.success('删除成功');
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      setBusy('');
    }
  };

  const ready = cleanComment(text).length > 0;
  return (
    <div className={styles.sheet}>
      <SheetHead onClose={onClose} />
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
              <CommentRow key={c.id} comment={c} onLike={(x) => void like(x)} onDelete={(x) => void remove(x)} busy={!!busy} />
            ))}
          </ul>
        )}
        {items.length || list.failed || list.loading ? (
          <PagedListEnd list={list} empty={null} />
        ) : (
          <p className={styles.none}>暂无评论，快来抢沙发吧</p>
        )}
      </div>
      <form className={styles.inputBar} onSubmit={(e) => void publish(e)}>
        <input
          className={styles.input}
          value={text}
          maxLength={COMMENT_MAX}
          placeholder="请输入您的评论内容"
          aria-label="评论内容"
          enterKeyHint="send"
          onChange={(e) => setText(e.target.value)}
        />
        {text.length > COMMENT_MAX - 20 ? <span className={styles.counter}>{text.length}/{COMMENT_MAX}</span> : null}
        <button type="submit" className={`${styles.send} ${ready ? styles.sendOn : ''}`} disabled={!!busy}>
          发布
        </button>
      </form>
      <LoadingOverlay visible={!!busy} text={busy || '请稍候'} />
    </div>
  );
}
