import { toast } from '@/lib/toast';

/**
 * 分享 (inventory §0.7): the system share sheet where there is one, else copy the link.
 * Toasts as the original: 链接复制成功 / 链接复制失败,请重试.
 */
export async function shareLink(input: { title: string; text?: string; url: string }): Promise<void> {
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
