import { useCallback, useRef } from 'react';
import { useRouter } from 'next/router';
import { toast } from '@/lib/toast';
import { knownLikeComment } from '@/services/known';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { toggledLike } from './commentRules';

type LikeState = { applaudCount: number; isApplaud: boolean };

/**
 * 赞 on a comment or reply (login first): shown at once, then the server's count; put back with a toast when it fails.
 * `apply(id, state)` writes a comment's like state into the caller's list.
 */
export function useCommentLike(apply: (id: string, state: LikeState) => void) {
  const router = useRouter();
  const { ensure } = useKnownLogin();
  const pending = useRef(new Set<string>());
  return useCallback(
    async (c: { id: string } & LikeState) => {
      if (pending.current.has(c.id)) return;
      if (!(await ensure(() => void router.replace(router.asPath)))) return;
      const before = { applaudCount: c.applaudCount, isApplaud: c.isApplaud };
      const next = toggledLike(before);
      pending.current.add(c.id);
      apply(c.id, next);
      try {
        apply(c.id, await knownLikeComment(c.id, next.isApplaud));
      } catch (err) {
        apply(c.id, before);
        if (!isSessionError(err)) toast.error(knownErrorText(err));
      } finally {
        pending.current.delete(c.id);
      }
    },
    [apply, ensure, router],
  );
}
