import { bridge } from '@/bridge';
import { toast } from '@/lib/toast';
import { useAppStore } from '@/stores/app';

/**
 * 分享 (inventory §0.7): inside the app its own share panel (dgg_share); else the system share sheet where there is
 * one, else copy the link. Toasts as the original: 链接复制成功 / 链接复制失败,请重试.
 */
export async function shareLink(input: { title: string; text?: string; url: string }): Promise<void> {
  if (useAppStore.getState().isInApp) {
    const res = await bridge.share({ image: `${window.location.origin}/images/logo.svg`, title: input.title, subTitle: input.text ?? '', url: input.url });
    if (res.code === 200) return;
    if (res.code !== -1) return void toast.error('分享失败！');
  }
  const nav = typeof navigator === 'undefined' ? null : navigator;
  if (nav?.share) {
    try {
      await nav.share(input);
      return;
    } catch (err) {
      // The user closed the sheet: nothing to say. Anything else falls back to copying.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await nav?.clipboard.writeText(input.url);
    toast.success('链接复制成功');
  } catch {
    toast.error('链接复制失败,请重试');
  }
}
