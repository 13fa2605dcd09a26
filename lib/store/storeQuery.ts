/** Query flags shared by the store pages (inventory §0.6, §14). */
import type { ParsedUrlQuery } from 'node:querystring';
import { q1 } from '@/lib/query';
import { STORE_PREVIEW, type StoreMode } from '@/lib/contract/store/enums';

export type StoreFlags = {
  /** pageStatus=preview: the merchant back office previews the store; links are off, every goods state listed. */
  mode: StoreMode;
  /** platform=mpass: shown inside a partner's web view where navigation and contact are off. */
  mpass: boolean;
  /** Links and contact buttons do nothing (preview or mpass). */
  inert: boolean;
  /** Opened from a shared link: home instead of back. */
  isShare: boolean;
};

export function storeFlags(query: ParsedUrlQuery): StoreFlags {
  const mode: StoreMode = q1(query.pageStatus) === STORE_PREVIEW || q1(query.type) === STORE_PREVIEW ? STORE_PREVIEW : '';
  const mpass = q1(query.platform) === 'mpass';
  return { mode, mpass, inert: mode === STORE_PREVIEW || mpass, isShare: q1(query.isShare) === '1' };
}

/** Carries preview mode along internal store links. */
export function withMode(href: string, flags: Pick<StoreFlags, 'mode'>): string {
  if (!flags.mode) return href;
  return `${href}${href.includes('?') ? '&' : '?'}pageStatus=${STORE_PREVIEW}`;
}

/** The initial tab: the store's first module entry, if it is one of the categories, else the first category. */
export function firstTab(categories: { id: string }[], modules: { data: { id: string }[] }[], wanted?: string): string {
  if (wanted && categories.some((c) => c.id === wanted)) return wanted;
  const fromModule = modules[0]?.data[0]?.id;
  if (fromModule && categories.some((c) => c.id === fromModule)) return fromModule;
  return categories[0]?.id ?? '';
}

/** 热门推荐 of a merchant store, on a category. */
export const hotRecommendedHref = (storeId: string, typeId: string) =>
  `/store/hotRecommended?storeId=${encodeURIComponent(storeId)}${typeId ? `&active=${encodeURIComponent(typeId)}` : ''}`;

/** 热门推荐 of a team store, on a category. */
export const groupClassifyHref = (storeId: string, typeId: string) =>
  `/store/groupStoreClassify?storeId=${encodeURIComponent(storeId)}${typeId ? `&typeId=${encodeURIComponent(typeId)}` : ''}`;
