import { useCallback, useState, type ReactNode } from 'react';
import { callHandler } from '@/bridge';
import { toast } from '@/lib/toast';
import { USER_TYPE } from '@/lib/constants';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';
import { ActionMenu } from '@/components/common/ActionMenu';

/** The fixed picture of an in-app share (the site logo). */
export const SHARE_IMAGE = '/images/logo.svg';

/** The share landing of each 必懂 detail page: what a planner's share opens (their bar and 同意委托). */
const PLANNER_LANDING: Record<string, string> = {
  '/known/detail/question': '/known/share/talk',
  '/known/detail/answer': '/known/share/answer',
  '/known/detail/article': '/known/share/article',
  '/known/detail/video': '/known/materialShare',
};

/**
 * The link a share hands out, absolute: `href` (default the current page) with `isShare=1`, other query kept. When
 * the sharer is a planner, a detail page becomes its share landing with `plannerId`, so whoever opens it can 委托
 * that planner (a customer's share stays the plain page).
 */
export function shareUrlOf(href?: string, sharer = useUserStore.getState()): string {
  const base = href ?? (typeof window === 'undefined' ? '/' : window.location.href);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(base, origin);
  url.searchParams.set('isShare', '1');
  const landing = PLANNER_LANDING[url.pathname];
  if (landing && sharer.userType === USER_TYPE.MERCHANT_USER && sharer.userId) {
    url.pathname = landing;
    url.searchParams.set('plannerId', sharer.userId);
  }
  return url.toString();
}

export type ShareInput = { title: string; subTitle: string; url?: string };

/** Native share inside the app (`dgg_share`); toast 分享失败！ when the app refuses. */
export async function appShare(input: ShareInput): Promise<boolean> {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const res = await callHandler('dgg_share', {
    image: `${origin}${SHARE_IMAGE}`,
    title: input.title,
    subTitle: input.subTitle,
    url: shareUrlOf(input.url),
  }).catch(() => ({ code: -1 }));
  if (res.code !== 200) {
    toast.error('分享失败！');
    return false;
  }
  return true;
}

/** Copies the share link of the page: 复制成功, or a hint to copy it by hand. */
export async function copyShareLink(url: string = shareUrlOf()): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('复制成功');
    return true;
  } catch {
    toast.show({ message: '复制失败，请手动复制浏览器地址' });
    return false;
  }
}

/** The web share sheet (inventory known.md §0): title 分享, one option 复制链接, and 取消. */
export function ShareSheet({ visible, onClose, url }: { visible: boolean; onClose: () => void; url?: string }) {
  return (
    <ActionMenu
      visible={visible}
      onClose={onClose}
      title="分享"
      actions={[{ key: 'copy', text: '复制链接', onClick: () => void copyShareLink(url ? shareUrlOf(url) : shareUrlOf()) }]}
    />
  );
}

/**
 * Share of the 必懂 detail pages: in the app the native share, on the web the sheet above.
 * Render `sheet` somewhere in the page and call `share(...)` from the share icon.
 */
export function useKnownShare(): { share: (input: ShareInput) => void; sheet: ReactNode } {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | undefined>(undefined);
  const share = useCallback((input: ShareInput) => {
    if (useAppStore.getState().isInApp) {
      void appShare(input);
      return;
    }
    setUrl(input.url);
    setOpen(true);
  }, []);
  return { share, sheet: <ShareSheet visible={open} onClose={() => setOpen(false)} url={url} /> };
}
