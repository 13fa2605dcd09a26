/** Display rules of the planner pages (inventory catalog §13), pure so the pages and tests share them. */
import type { PlannerListInput } from '@/services/planner';

export { plannerHref } from '@/components/consult/ConsultCard';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A number or rate of a card; '--' when the planner has none yet (0 is a real value). */
export function statText(v: unknown, unit = ''): string {
  const s = str(v);
  return s ? `${s}${unit}` : '--';
}

/** Average response time: 45 -> '45秒', 750 -> '12分30秒', 3723 -> '1小时2分3秒'; '--' when unknown. */
export function responseTimeText(seconds: unknown): string {
  const n = Number(seconds);
  if (str(seconds) === '' || !Number.isFinite(n) || n < 0) return '--';
  const s = Math.round(n);
  if (s < 60) return `${s}秒`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `${h ? `${h}小时` : ''}${m}分${rest}秒`;
}

/** Counts on content cards: 12345 -> '1.2万'. */
export function countText(n: unknown): string {
  const v = Number(n);
  if (!Number.isFinite(v) || v < 0) return '0';
  if (v < 10_000) return String(Math.floor(v));
  return `${(Math.round(v / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万`;
}

/** Sort choices of /planner/list: each sends exactly one order flag (the original accumulated them). */
export const PLANNER_SORTS = [
  { key: 'point_desc', label: '薯片分从高到低', flag: 'orderByPoint', value: 1 },
  { key: 'point_asc', label: '薯片分从低到高', flag: 'orderByPoint', value: 0 },
  { key: 'reputation_desc', label: '好评率从高到低', flag: 'orderByReputation', value: 1 },
  { key: 'reputation_asc', label: '好评率从低到高', flag: 'orderByReputation', value: 0 },
  { key: 'paynum_desc', label: '成交量从高到低', flag: 'orderByPayNum', value: 1 },
  { key: 'paynum_asc', label: '成交量从低到高', flag: 'orderByPayNum', value: 0 },
] as const;

export type PlannerSortKey = (typeof PLANNER_SORTS)[number]['key'];
export const DEFAULT_PLANNER_SORT: PlannerSortKey = 'point_desc';

export function parsePlannerSort(v: unknown): PlannerSortKey {
  return PLANNER_SORTS.find((s) => s.key === v)?.key ?? DEFAULT_PLANNER_SORT;
}

export type PlannerFilters = { keyWords: string; cityCode: string; regionCode: string; categoryCode: string; sort: PlannerSortKey };

/** The list request of a filter state: exactly one order flag; region, category and name combine. */
export function plannerListInput(f: PlannerFilters, start: number, limit = 10): PlannerListInput {
  const sort = PLANNER_SORTS.find((s) => s.key === f.sort) ?? PLANNER_SORTS[0];
  const input: PlannerListInput = { start, limit, cityCode: f.cityCode || undefined, [sort.flag]: sort.value };
  if (f.keyWords) input.keyWords = f.keyWords;
  if (f.categoryCode) input.firstTypeCode = f.categoryCode;
  if (f.regionCode) input.regionCode = f.regionCode;
  return input;
}

/** The query of /planner/list that reproduces a filter state (shareable, survives reloads). */
export function plannerListQuery(f: PlannerFilters, cityName?: string): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.cityCode) q.cityCode = f.cityCode;
  if (f.cityCode && cityName) q.cityName = cityName;
  if (f.regionCode) q.regionCode = f.regionCode;
  if (f.categoryCode) q.categoryCode = f.categoryCode;
  if (f.sort !== DEFAULT_PLANNER_SORT) q.sort = f.sort;
  if (f.keyWords) q.keyWords = f.keyWords;
  return q;
}
