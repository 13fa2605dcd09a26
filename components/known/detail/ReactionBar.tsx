import { LikeOutline, MessageOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { collectLabel, type ReactionKind, type Reactions } from '@/lib/known/detailRules';
import styles from './detail.module.css';

type Props = {
  state: Reactions;
  onToggle: (kind: ReactionKind) => void;
  /** Answers offer 反对 next to 赞同; articles only show 已反对 when the viewer had set it. */
  disapprove: boolean;
  remarkCount: number;
  onComment: () => void;
  /** 收藏 shows its count too (the video page). */
  collectCount?: boolean;
};

/**
 * The bottom bar of an answer or an article (inventory known.md §3, §4): 赞同{n} (已赞同 when on), 反对 (已反对 when
 * on; the two exclude each other), 收藏 and 评论. The video page uses it too, without 反对 and with 收藏's count.
 */
export function ReactionBar({ state, onToggle, disapprove, remarkCount, onComment, collectCount = false }: Props) {
  return (
    <nav className={`${styles.bottomBar} fixed-column`} aria-label="操作">
      <button type="button" className={state.isApplaud ? styles.pillOn : styles.pill} aria-pressed={state.isApplaud} onClick={() => onToggle('applaud')}>
        <LikeOutline aria-hidden />
        {state.isApplaud ? `已赞同 ${state.applaudCount}` : `赞同${state.applaudCount > 0 ? state.applaudCount : ''}`}
      </button>
      {disapprove || state.isDisapplaud ? (
        <button
          type="button"
          className={state.isDisapplaud ? styles.pillOn : styles.pill}
          aria-pressed={state.isDisapplaud}
          aria-label={state.isDisapplaud ? '已反对' : '反对'}
          onClick={() => onToggle('disapplaud')}
          style={state.isDisapplaud ? undefined : { minWidth: '0.96rem', padding: 0 }}
        >
          <LikeOutline aria-hidden className={styles.down} />
          {state.isDisapplaud ? '已反对' : null}
        </button>
      ) : null}
      <div className={styles.barIcons}>
        <button type="button" className={`${styles.barIcon} ${state.isCollect ? styles.barIconOn : ''}`} aria-pressed={state.isCollect} onClick={() => onToggle('collect')}>
          {state.isCollect ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
          <span>{collectLabel(state, collectCount)}</span>
        </button>
        <button type="button" className={styles.barIcon} onClick={onComment}>
          <MessageOutline aria-hidden />
          <span>{remarkCount > 0 ? `评论 ${remarkCount}` : '评论'}</span>
        </button>
      </div>
    </nav>
  );
}
