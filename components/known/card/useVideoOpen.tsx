import { useCallback, useState, type ReactNode } from 'react';
import { callHandler } from '@/bridge';
import { toast } from '@/lib/toast';
import { useAppStore } from '@/stores/app';
import { VIDEO_KIND } from '@/lib/contract/known/enums';
import { WatchInAppPopup } from '@/components/video/WatchInAppPopup';

/** The host app whose video actions do nothing (inventory known.md §1f). */
const SILENT_APP = 'syscode';

/**
 * Opening a video card: inside the app its native player (`dgg_open_video_details` / `dgg_open_smallVideo_details`),
 * on the web the 请到App去观看 popup. Render `popup` once in the list.
 */
export function useVideoOpen(): { open: (video: { id: string; videoKind: number | null }) => void; popup: ReactNode } {
  const [visible, setVisible] = useState(false);
  const open = useCallback((video: { id: string; videoKind: number | null }) => {
    const app = useAppStore.getState();
    if (!app.isInApp) {
      setVisible(true);
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
  return { open, popup: <WatchInAppPopup visible={visible} onClose={() => setVisible(false)} /> };
}
