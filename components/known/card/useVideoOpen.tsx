import { lazyComponent } from '@/components/common/lazyComponent';
import { useRouter } from 'next/router';
import { useCallback, useState, type ReactNode } from 'react';
import { callHandler } from '@/bridge';
import { toast } from '@/lib/toast';
import { useAppStore } from '@/stores/app';
import { KNOWN_TYPE, VIDEO_KIND, knownHref } from '@/lib/contract/known/enums';

// Loaded on the first tap on the web (inside the app it is never shown): no list or video page pays for the dialog
// on its first load (scripts/checkJsBudget.mjs).
const WatchInAppPopup = lazyComponent(() => import('@/components/video/WatchInAppPopup').then((m) => m.WatchInAppPopup), undefined, { ssr: false });

/** The host app whose video actions do nothing (inventory known.md §1f). */
const SILENT_APP = 'syscode';

/**
 * Opening a video card: inside the app its native player (`dgg_open_video_details` / `dgg_open_smallVideo_details`),
 * on the web the 请到App去观看 popup, whose 在网页观看 opens the video's page (our web player). Render `popup` once
 * in the list.
 */
export function useVideoOpen(): { open: (video: { id: string; videoKind: number | null }) => void; popup: ReactNode } {
  const router = useRouter();
  // The video the popup is about (null: closed); kept while it closes so its 在网页观看 still knows where to go.
  const [shown, setShown] = useState<{ id: string; visible: boolean } | null>(null);
  const open = useCallback((video: { id: string; videoKind: number | null }) => {
    const app = useAppStore.getState();
    if (!app.isInApp) {
      setShown({ id: video.id, visible: true });
      return;
    }
    if (app.appInfo.appCode === SILENT_APP) return;
    const small = video.videoKind === VIDEO_KIND.SMALL;
    void callHandler(small ? 'dgg_open_smallVideo_details' : 'dgg_open_video_details', { id: video.id })
      .catch(() => ({ code: -1 }))
      .then((res) => {
        if (res.code !== 200) toast.error(small ? '打开小视频失败' : '打开视频失败');
      });
  }, []);
  const close = () => setShown((s) => (s ? { ...s, visible: false } : s));
  const watchOnWeb = shown ? () => void router.push(knownHref({ id: shown.id, type: KNOWN_TYPE.VIDEO })) : undefined;
  return { open, popup: shown ? <WatchInAppPopup visible={shown.visible} onClose={close} onWatchOnWeb={watchOnWeb} /> : null };
}
