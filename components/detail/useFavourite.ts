import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loginRedirectUrl } from '@/lib/guard';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { addFavourite, cancelFavourite, checkFavourite, type FavouriteType } from '@/services/favourite';
import { isLoggedIn, useUserStore } from '@/stores/user';

/**
 * The favourite heart of a detail page: add / cancel need login (a visitor goes to /login and comes back);
 * the state comes from the server (isSave on the detail, re-checked once the browser knows the session).
 */
export function useFavourite(targetType: FavouriteType, targetId: string, initial: boolean) {
  const router = useRouter();
  const loggedIn = useUserStore(isLoggedIn);
  const [saved, setSaved] = useState(initial);
  const busy = useRef(false);
  // Once the user has toggled, a re-check that was already on its way must not undo what they just did.
  const acted = useRef(false);

  // Another goods (or a fresh server answer): start from what the server said.
  const [shown, setShown] = useState({ initial, targetId });
  if (shown.initial !== initial || shown.targetId !== targetId) {
    setShown({ initial, targetId });
    setSaved(initial);
  }

  useEffect(() => {
    if (!loggedIn || !targetId) return;
    let live = true;
    checkFavourite({ targetType, targetId }).then(
      (r) => live && !acted.current && setSaved(r.saved),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn, targetType, targetId]);

  const toggle = useCallback(async () => {
    if (busy.current) return;
    if (!isLoggedIn(useUserStore.getState())) {
      void router.push(loginRedirectUrl(router.asPath));
      return;
    }
    busy.current = true;
    acted.current = true;
    const next = !saved;
    try {
      if (next) await addFavourite({ targetType, targetId });
      else await cancelFavourite({ targetType, targetId });
      setSaved(next);
      toast.success(next ? '收藏成功' : '取消成功');
    } catch (err) {
      if (!(isApiError(err) && isSessionInvalidCode(err.code))) {
        toast.error((isApiError(err) && err.message) || (next ? '收藏失败' : '操作失败'));
      }
    } finally {
      busy.current = false;
    }
  }, [router, saved, targetId, targetType]);

  return { saved, toggle };
}
