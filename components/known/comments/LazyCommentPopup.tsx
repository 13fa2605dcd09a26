import { lazyComponent } from '@/components/common/lazyComponent';
import { useState } from 'react';
import type { CommentPopupProps } from './CommentPopup';

const CommentPopup = lazyComponent(() => import('./CommentPopup').then((m) => m.CommentPopup), undefined, { ssr: false });

/**
 * 全部评论 (CommentPopup) whose code, the sheet's frame included, is loaded when 评论 is first tapped: for a page
 * whose first-load JS has no room for it (the video page, scripts/checkJsBudget.mjs). Until then nothing renders.
 */
export function LazyCommentPopup(props: CommentPopupProps) {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  return wanted ? <CommentPopup {...props} /> : null;
}
