import type { RefObject } from 'react';
import { EditSOutline, LikeOutline, StarFill, StarOutline, UserAddOutline } from 'antd-mobile-icons';
import type { ReactionKind, Reactions } from '@/lib/known/detailRules';
import styles from './question.module.css';

type Common = {
  state: Reactions;
  onToggle: (kind: ReactionKind) => void;
  /** Under review (or refused): nobody can be invited nor answer yet. */
  locked: boolean;
  onInvite: () => void;
  onWrite: () => void;
  /** 写回答, or 编辑我的回答 when the viewer has answered (detailRules.writeAction). */
  writeText: string;
};

/** {n} 收藏 | {n} 评论 (opens the comments) | {n} 浏览, and the 好问题 pill. */
export function QuestionStats({ state, onToggle, remarkCount, browseCount, onComments }: Pick<Common, 'state' | 'onToggle'> & { remarkCount: number; browseCount: number; onComments: () => void }) {
  return (
    <div className={styles.statsRow}>
      <div className={styles.stats}>
        <span>{state.collectCount} 收藏</span>
        <i aria-hidden />
        <button type="button" className={styles.statBtn} onClick={onComments}>
          {remarkCount} 评论
        </button>
        <i aria-hidden />
        <span>{browseCount} 浏览</span>
      </div>
      <button type="button" className={state.isApplaud ? styles.goodOn : styles.good} aria-pressed={state.isApplaud} onClick={() => onToggle('applaud')}>
        <LikeOutline aria-hidden />
        好问题{state.applaudCount > 0 ? ` ${state.applaudCount}` : ''}
      </button>
    </div>
  );
}

/** 邀请回答 / 写回答 (or 编辑我的回答) / 收藏 under the question. */
export function QuestionActionRow({ state, onToggle, locked, onInvite, onWrite, writeText, rowRef }: Common & { rowRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div className={styles.actions} ref={rowRef}>
      <button type="button" className={styles.action} disabled={locked} onClick={onInvite}>
        <UserAddOutline aria-hidden />
        邀请回答
      </button>
      <button type="button" className={styles.action} disabled={locked} onClick={onWrite}>
        <EditSOutline aria-hidden />
        {writeText}
      </button>
      <button type="button" className={`${styles.action} ${state.isCollect ? styles.actionOn : ''}`} aria-pressed={state.isCollect} onClick={() => onToggle('collect')}>
        {state.isCollect ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
        {state.isCollect ? '已收藏' : '收藏'}
      </button>
    </div>
  );
}

/** The same three actions fixed at the bottom once the row above went out of sight. */
export function QuestionStickyBar({ state, onToggle, locked, onInvite, onWrite, writeText, shown }: Common & { shown: boolean }) {
  return (
    <nav className={`${styles.sticky} ${shown ? styles.stickyShown : ''} fixed-column`} aria-label="问题操作" aria-hidden={!shown} inert={!shown}>
      <button type="button" className={styles.stickyBtn} disabled={locked} onClick={onInvite}>
        <UserAddOutline aria-hidden /> 邀请回答
      </button>
      <button type="button" className={styles.stickyBtn} disabled={locked} onClick={onWrite}>
        <EditSOutline aria-hidden /> {writeText}
      </button>
      <button type="button" className={state.isCollect ? styles.stickyCollected : styles.stickyCollect} aria-pressed={state.isCollect} onClick={() => onToggle('collect')}>
        {state.isCollect ? '已收藏' : '收藏'}
      </button>
    </nav>
  );
}
