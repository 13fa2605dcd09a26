import { useCallback, useState } from 'react';

/**
 * The 全部评论 sheet of a detail page (answer, article, video): whether it is open, the comment count the server
 * last reported (the page's count at first, then what the sheet loaded or changed), and a version that moves on each
 * close so a comment preview reloads. Spread `popup` into CommentPopup.
 */
export function useCommentSheet(initialCount: number) {
  const [remarkCount, setRemarkCount] = useState(initialCount);
  const [visible, setVisible] = useState(false);
  const [version, setVersion] = useState(0);
  const open = useCallback(() => setVisible(true), []);
  const close = useCallback(() => {
    setVisible(false);
    setVersion((v) => v + 1);
  }, []);
  return { remarkCount, open, version, popup: { visible, onClose: close, onCountChange: setRemarkCount } };
}
