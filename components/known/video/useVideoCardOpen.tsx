import { useCallback, type ReactNode } from 'react';
import { useAppFlags } from '@/components/common/AppFlags';
import { browserOpenAppEnv, openApp } from '@/components/common/openApp';
import { useVideoOpen } from '@/components/known/card/useVideoOpen';

export type VideoCardTarget = { id: string; videoKind: number | null };

/**
 * What tapping a video card does. Inside the native app: the app's own player (the bridge's video calls), everywhere.
 * On the web: on the in-site pages the card is a link to /known/detail/video (`linked` true, `open` not called); on
 * a share page the app is opened (inventory known.md §15c/§15f 猜你喜欢: "tap → open the app").
 */
export function useVideoCardOpen(place: 'site' | 'share'): { linked: boolean; open: (v: VideoCardTarget) => void; popup: ReactNode } {
  const { isInApp } = useAppFlags();
  const native = useVideoOpen();
  const openNative = native.open;
  const open = useCallback(
    (v: VideoCardTarget) => {
      if (isInApp) openNative(v);
      else openApp(browserOpenAppEnv());
    },
    [isInApp, openNative],
  );
  return { linked: !isInApp && place === 'site', open, popup: native.popup };
}
