import { useCallback, useState, type ReactNode } from 'react';
import type { KnownCard } from '@/lib/contract/known/api';
import { CommentPopup } from '../comments/CommentPopup';
import { useVideoOpen } from '../card/useVideoOpen';

/**
 * What a list of feed cards shares: one comments popup (§10a) and one video opener. `cardProps(card)` gives a
 * FeedCard its handlers and the comment count the popup last reported; render `overlays` once.
 */
export function useFeedExtras() {
  const video = useVideoOpen();
  const [comment, setComment] = useState<{ id: string; open: boolean } | null>(null);
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});

  const onComment = useCallback((card: KnownCard) => setComment({ id: card.id, open: true }), []);
  const close = useCallback(() => setComment((c) => (c ? { ...c, open: false } : c)), []);
  const onCount = useCallback((total: number) => {
    setComment((c) => {
      if (c) setCounts((m) => (m[c.id] === total ? m : { ...m, [c.id]: total }));
      return c;
    });
  }, []);

  const cardProps = (card: KnownCard) => ({ onVideo: video.open, onComment, remarkCount: counts[card.id] ?? card.remarkCount });
  const overlays: ReactNode = (
    <>
      {video.popup}
      {comment ? <CommentPopup contentId={comment.id} visible={comment.open} onClose={close} onCountChange={onCount} /> : null}
    </>
  );
  return { cardProps, overlays };
}
