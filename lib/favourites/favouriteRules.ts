/** 我的收藏 (inventory my §5): its tabs, the 必懂 kinds, and the selection of 管理 mode, as plain functions. */
import { FAVOURITE_TYPE } from '@/lib/contract/catalog/enums';
import { KNOWN_TYPE } from '@/lib/contract/known/enums';
import { formatCount } from '@/lib/format';

/** Each tab with its empty state and where to go find something to save. */
export const FAVOURITE_TABS = [
  { key: FAVOURITE_TYPE.GOODS, title: '服务商品', empty: '还没有收藏服务商品', go: { text: '去逛逛', href: '/' } },
  { key: FAVOURITE_TYPE.TRADE, title: '交易商品', empty: '还没有收藏交易商品', go: { text: '去看看', href: '/category' } },
  { key: FAVOURITE_TYPE.COMBO, title: '套餐', empty: '还没有收藏套餐', go: { text: '去看看', href: '/combo/list' } },
  { key: FAVOURITE_TYPE.PLANNER, title: '规划师', empty: '还没有收藏规划师', go: { text: '找规划师', href: '/planner/list' } },
  { key: 'known', title: '必懂', empty: '还没有收藏必懂内容', go: { text: '去必懂看看', href: '/known' } },
] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number]['key'];
export const ALL_TABS: readonly FavouriteTab[] = FAVOURITE_TABS.map((t) => t.key);
/** /my/goodsCollect: the two product tabs of the original prototype. */
export const GOODS_TABS: readonly FavouriteTab[] = [FAVOURITE_TYPE.GOODS, FAVOURITE_TYPE.TRADE];
/** /my/collection/child: the community contents alone. */
export const KNOWN_TABS: readonly FavouriteTab[] = ['known'];

/** The 必懂 kinds as the original ordered its tabs (问题, 回答, 文章), then 视频; 0 is all of them. */
export const KNOWN_FILTERS = [
  { key: 0, title: '全部' },
  { key: KNOWN_TYPE.QUESTION, title: '问题' },
  { key: KNOWN_TYPE.ANSWER, title: '回答' },
  { key: KNOWN_TYPE.ARTICLE, title: '文章' },
  { key: KNOWN_TYPE.VIDEO, title: '视频' },
] as const;
export type KnownFilter = (typeof KNOWN_FILTERS)[number]['key'];

const first = (v: unknown) => String(Array.isArray(v) ? v[0] : (v ?? '')).trim();

/** The tab a query names, when the page has it; else the page's first tab. */
export function tabOf(value: unknown, allowed: readonly FavouriteTab[] = ALL_TABS): FavouriteTab {
  const v = first(value);
  return allowed.find((k) => k === v) ?? allowed[0];
}

/** The 必懂 kind a query names (?type=1|2|3|5); anything else is all kinds. */
export function knownFilterOf(value: unknown): KnownFilter {
  const n = Number(first(value));
  return KNOWN_FILTERS.find((f) => f.key === n)?.key ?? 0;
}

export const tabTitle = (tab: FavouriteTab) => FAVOURITE_TABS.find((t) => t.key === tab)!.title;
export const emptyText = (tab: FavouriteTab) => FAVOURITE_TABS.find((t) => t.key === tab)!.empty;
export const emptyAction = (tab: FavouriteTab) => FAVOURITE_TABS.find((t) => t.key === tab)!.go;

/** The query that reopens this tab and kind (the first tab and all kinds are left out). */
export function favouriteQuery(tab: FavouriteTab, type: KnownFilter, allowed: readonly FavouriteTab[] = ALL_TABS): Record<string, string> {
  const q: Record<string, string> = {};
  if (tab !== allowed[0]) q.tab = tab;
  if (tab === 'known' && type) q.type = String(type);
  return q;
}

/** One row ticked or unticked. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Every shown row is ticked (and there is at least one). */
export const allChosen = (selected: ReadonlySet<string>, ids: readonly string[]) => ids.length > 0 && ids.every((id) => selected.has(id));

/** 全选: all shown rows, or none when all were ticked already. */
export const toggledAll = (selected: ReadonlySet<string>, ids: readonly string[]) => (allChosen(selected, ids) ? new Set<string>() : new Set(ids));

/** The ticks that still point at a shown row (after a refresh or a delete). */
export const stillShown = (selected: ReadonlySet<string>, ids: readonly string[]) => new Set(ids.filter((id) => selected.has(id)));

export const deleteConfirmText = (n: number) => `确定取消收藏选中的${n}项内容吗？`;

type Counts = { type: number; answerCount: number; collectCount: number; applaudCount: number; remarkCount: number };
/** The footer of the original: a question counts answers and collects, the rest likes and comments. */
export function knownMetaText(c: Counts): string {
  if (c.type === KNOWN_TYPE.QUESTION) return `${formatCount(c.answerCount)} 回答 · ${formatCount(c.collectCount)} 收藏`;
  return `${formatCount(c.applaudCount)} 赞 · ${formatCount(c.remarkCount)} 评论`;
}
