import { lazyComponent } from '@/components/common/lazyComponent';
import { Popup } from '@/components/common/lazyAntd';
import { CloseOutline } from 'antd-mobile-icons';
import styles from './comments.module.css';
import { useBackCloses } from '@/components/common/useBackCloses';

export type CommentPopupProps = {
  contentId: string;
  visible: boolean;
  onClose(): void;
  /** The count of comments and replies after it loaded, and after each publish or delete. */
  onCountChange?(total: number): void;
  /** Whether the content is published: a post still 审核中 (or 未通过) takes no comments yet, and says so. */
  open?: boolean;
};

/** What the sheet shows while its body's code arrives (the first open only). */
function SheetLoading() {
  return (
    <div aria-label="加载中" role="status" className={styles.scroll}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

// The list, the replies and the input are loaded when the sheet first opens: no detail or feed page pays for them on
// its first load (the JS budget, scripts/checkJsBudget.mjs).
const CommentSheet = lazyComponent(() => import('./CommentSheet').then((m) => m.CommentSheet), SheetLoading, { ssr: false });

/**
 * 全部评论 (inventory known.md §10a): a bottom sheet at 95% height with the comments and their replies (CommentSheet).
 * The sheet loads afresh each time it opens.
 */
export function CommentPopup({ contentId, visible, onClose, onCountChange, open = true }: CommentPopupProps) {
  useBackCloses(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ height: '95%', borderTopLeftRadius: '0.24rem', borderTopRightRadius: '0.24rem', overflow: 'hidden' }}
    >
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <h2>全部评论</h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseOutline aria-hidden />
          </button>
        </div>
        {/* A post not published yet has no list to load (the server has none for it) and no input. */}
        {open ? <CommentSheet contentId={contentId} onCountChange={onCountChange} /> : <p className={styles.none}>审核通过后可评论</p>}
      </div>
    </Popup>
  );
}
