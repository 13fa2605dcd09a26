import { useCallback, useEffect, useRef, useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { knownComments, type KnownComment } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { CommentRow } from './CommentRow';
import { setLike } from './commentRules';
import { useCommentLike } from './useCommentLike';
import styles from './comments.module.css';

export const PREVIEW_COUNT = 2;

type Props = {
  contentId: string;
  /** 评论{total}: the page keeps the count (the popup changes it). */
  total: number;
  /** The first comments, loaded with the page (null: load them here). */
  initial: KnownComment[] | null;
  /** Opens the full popup (the page owns it). */
  onOpen: () => void;
  /** Bumped by the page when the popup closed: the first comments are read again. */
  version: number;
};

/**
 * The comments under an answer or an article (inventory known.md §10b): 评论{total}, the viewer's avatar with the
 * fake input 写下你的评论..., the first two comments with 赞 (and N 条回复, which opens the popup), and 查看全部评论 >.
 */
export function CommentPreview({ contentId, total, initial, onOpen, version }: Props) {
  const { viewer } = useKnownLogin();
  const [items, setItems] = useState<KnownComment[]>(initial ?? []);
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>(initial ? 'ready' : 'loading');
  const loadedVersion = useRef(initial ? version : -1);

  const load = useCallback(async () => {
    setState('loading');
    try {
      const p = await knownComments({ contentId, page: 1, limit: PREVIEW_COUNT });
      setItems(p.records.slice(0, PREVIEW_COUNT));
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [contentId]);

  useEffect(() => {
    if (loadedVersion.current === version) return;
    loadedVersion.current = version;
    void load();
  }, [version, load]);

  const apply = useCallback((id: string, s: { applaudCount: number; isApplaud: boolean }) => setItems((list) => setLike(list, id, s)), []);
  const like = useCommentLike(apply);

  return (
    <section className={styles.preview} aria-labelledby="comment-preview-title">
      <h2 id="comment-preview-title" className={styles.previewTitle}>
        评论{total > 0 ? total : ''}
      </h2>
      <button type="button" className={styles.fakeInput} onClick={onOpen}>
        <Avatar src={viewer?.avatar} size="0.64rem" alt="" />
        <span className={styles.fakeField}>写下你的评论...</span>
      </button>
      {state === 'failed' ? (
        <p className={styles.none}>
          评论加载失败，
          <button type="button" className={styles.retry} onClick={() => void load()}>
            点击重试
          </button>
        </p>
      ) : state === 'loading' && !items.length ? (
        <div className={styles.skeleton} role="status" aria-label="加载中" />
      ) : items.length ? (
        <ul aria-label="评论">
          {items.map((c) => (
            <CommentRow key={c.id} comment={c} onLike={(x) => void like(x)}>
              {c.replyCount > 0 ? (
                <button type="button" className={styles.threadMore} onClick={onOpen}>
                  {c.replyCount} 条回复 <RightOutline aria-hidden fontSize="0.2rem" />
                </button>
              ) : null}
            </CommentRow>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>暂无评论，快来抢沙发吧</p>
      )}
      {items.length ? (
        <button type="button" className={styles.more} onClick={onOpen}>
          查看全部评论 <RightOutline aria-hidden fontSize="0.22rem" />
        </button>
      ) : null}
    </section>
  );
}
