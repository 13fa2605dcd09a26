/**
 * The service list's filters (inventory §5.1) as plain data: what is chosen, how the URL carries it, what the
 * dropdown titles say, and the request it becomes. No React here.
 */
import { q1 } from '@/lib/query';
import type { CategoryNode } from '@/lib/contract/catalog/api';
import type { PriceOption, ServeListInput, SortOption } from '@/lib/contract/goods/api';

export type ServeFilter = {
  /** First-level class ('' = 不限). */
  navCode: string;
  /** Second / third-level classes under navCode ([] = 不限). */
  classCodes: string[];
  /** Typed yuan, digits only ('' = open). */
  minPrice: string;
  maxPrice: string;
  /** A preset of the price options (overrides min/max). */
  priceCode: string;
  sort: string;
};

export const EMPTY_FILTER: ServeFilter = { navCode: '', classCodes: [], minPrice: '', maxPrice: '', priceCode: '', sort: '' };

type Query = Record<string, string | string[] | undefined>;

/** Digits only, at most 8 (the original's inputs). */
export const cleanPrice = (v: string) => v.replace(/\D/g, '').slice(0, 8);

/** Deep links: navcode, classcode (comma list), priceid (+ price), price "min-max" alone, sort. */
export function filterFromQuery(query: Query): ServeFilter {
  const classCodes = q1(query.classcode)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const priceCode = q1(query.priceid);
  const [min = '', max = ''] = priceCode ? [] : q1(query.price).split('-');
  return {
    navCode: q1(query.navcode),
    classCodes,
    minPrice: cleanPrice(min),
    maxPrice: cleanPrice(max),
    priceCode,
    sort: q1(query.sort),
  };
}

/** The same filter as URL query values (empty ones left out), so a shared or reloaded URL shows the same list. */
export function filterToQuery(f: ServeFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.navCode) out.navcode = f.navCode;
  if (f.classCodes.length) out.classcode = f.classCodes.join(',');
  if (f.priceCode) out.priceid = f.priceCode;
  else if (f.minPrice || f.maxPrice) out.price = `${f.minPrice}-${f.maxPrice}`;
  if (f.sort) out.sort = f.sort;
  return out;
}

/** The request: typed prices are swapped when min > max; a preset wins over typed prices. */
export function filterToInput(f: ServeFilter): ServeListInput {
  const input: ServeListInput = {};
  if (f.navCode) input.navCode = f.navCode;
  if (f.classCodes.length) input.classCodes = f.classCodes.join(',');
  if (f.priceCode) input.priceCode = f.priceCode;
  else {
    let min = f.minPrice === '' ? undefined : Number(f.minPrice);
    let max = f.maxPrice === '' ? undefined : Number(f.maxPrice);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined) input.minPrice = min;
    if (max !== undefined) input.maxPrice = max;
  }
  if (f.sort) input.sort = f.sort;
  return input;
}

/** 不限 ('') clears the others; any other code toggles and drops 不限; nothing left means 不限. */
export function toggleClass(current: string[], code: string): string[] {
  if (!code) return [];
  return current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
}

function findNode(tree: CategoryNode[], code: string): CategoryNode | null {
  for (const n of tree) {
    if (n.code === code) return n;
    const hit = findNode(n.children ?? [], code);
    if (hit) return hit;
  }
  return null;
}

export const nodeName = (tree: CategoryNode[], code: string) => findNode(tree, code)?.name ?? '';

/** The chosen children's names, else the parent's name, else 全部分类. */
export function classTitle(f: ServeFilter, tree: CategoryNode[]): string {
  const names = f.classCodes.map((c) => nodeName(tree, c)).filter(Boolean);
  if (names.length) return names.join(',');
  return (f.navCode && nodeName(tree, f.navCode)) || '全部分类';
}

export function priceTitle(f: ServeFilter, options: PriceOption[]): string {
  if (f.priceCode) return options.find((o) => o.code === f.priceCode)?.name || '价格';
  if (f.minPrice && f.maxPrice) return `${f.minPrice}-${f.maxPrice}元`;
  if (f.minPrice) return `${f.minPrice}元以上`;
  if (f.maxPrice) return `${f.maxPrice}元以下`;
  return '价格';
}

export function sortTitle(f: ServeFilter, options: SortOption[]): string {
  return (f.sort && options.find((o) => o.code === f.sort)?.name) || options[0]?.name || '排序';
}

/** "注册公司-工商注册-1000-5000元" for a lead: what was searched and filtered. */
export function filterSummary(f: ServeFilter, tree: CategoryNode[], prices: PriceOption[]): string {
  const parts = [classTitle(f, tree)];
  const p = priceTitle(f, prices);
  if (p !== '价格') parts.push(p);
  return parts.join('-');
}

export const sameFilter = (a: ServeFilter, b: ServeFilter) => JSON.stringify(a) === JSON.stringify(b);
