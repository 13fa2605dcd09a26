/** The filters of the case square (inventory §15.1), pure so the page and the tests share them. */
import { q1 } from '@/lib/query';
import { CASE_PRODUCT_TYPES, CASE_SORTS } from '@/lib/contract/case/enums';
import type { CaseListInput } from '@/services/case';
import type { CategoryNode } from '@/services/goods';
import type { DictTierItem } from '@/services/dict';
import { TRADE_KINDS } from '@/lib/trade/kinds';

/** A node of a cascading panel; value '' is the 不限 row of its column. */
export type CascadeNode = { value: string; label: string; children?: CascadeNode[] };

export const [SERVICE, TRANSACTION] = CASE_PRODUCT_TYPES;
const ANY: CascadeNode = { value: '', label: '不限' };

export type CaseSort = 'default' | 'score';
export const CASE_SORT_LABELS: Record<CaseSort, string> = { default: '默认排序', score: '评分由高到低' };

export type CaseFilters = {
  sort: CaseSort;
  /** [goodsType, level1, level2, level3] — trailing entries may be ''. */
  category: string[];
  /** [province, city, district]. */
  region: string[];
};

export const EMPTY_CASE_FILTERS: CaseFilters = { sort: 'default', category: [], region: [] };

function categoryChildren(nodes: CategoryNode[], depth: number): CascadeNode[] {
  return [
    ANY,
    ...nodes.map((n) => ({
      value: n.code,
      label: n.name,
      ...(depth < 3 && n.children.length ? { children: categoryChildren(n.children, depth + 1) } : {}),
    })),
  ];
}

/** 交易商品 → the four trade kinds; 服务商品 → the service category tree, each column starting with 不限. */
export function categoryOptions(serviceTree: CategoryNode[]): CascadeNode[] {
  return [
    { value: TRANSACTION, label: '交易商品', children: [ANY, ...TRADE_KINDS.map((k) => ({ value: k.classCode, label: k.tradeName }))] },
    { value: SERVICE, label: '服务商品', children: categoryChildren(serviceTree, 1) },
  ];
}

function regionChildren(nodes: DictTierItem[], depth: number): CascadeNode[] {
  return [
    ANY,
    ...nodes.map((n) => ({
      value: n.code,
      label: n.name,
      ...(depth < 3 && n.children?.length ? { children: regionChildren(n.children, depth + 1) } : {}),
    })),
  ];
}

/** Province → city → district, each column starting with 不限. */
export const regionOptions = (tree: DictTierItem[]): CascadeNode[] => regionChildren(tree, 1);

/** The nodes along a value path (stops where the path leaves the tree or reaches a 不限). */
export function pathNodes(options: CascadeNode[], path: string[]): CascadeNode[] {
  const out: CascadeNode[] = [];
  let column: CascadeNode[] | undefined = options;
  for (const v of path) {
    if (!v || !column) break;
    const hit: CascadeNode | undefined = column.find((n) => n.value === v);
    if (!hit) break;
    out.push(hit);
    column = hit.children;
  }
  return out;
}

/** The dropdown title: the deepest chosen name, else the default. */
export function pathLabel(options: CascadeNode[], path: string[], fallback: string): string {
  const nodes = pathNodes(options, path);
  return nodes.length ? nodes[nodes.length - 1].label : fallback;
}

const at = (path: string[], i: number) => path[i] || undefined;
const productTypeAt = (path: string[]) => CASE_PRODUCT_TYPES.find((t) => t === path[0]);

export function caseListInput(f: CaseFilters, page: number, limit = 15): CaseListInput {
  return {
    page,
    limit,
    productTypeCode: productTypeAt(f.category),
    productOneBelongCode: at(f.category, 1),
    productTwoBelongCode: at(f.category, 2),
    productThreeBelongCode: at(f.category, 3),
    dealProvince: at(f.region, 0),
    dealCity: at(f.region, 1),
    dealArea: at(f.region, 2),
    orderItems: CASE_SORTS[f.sort],
  };
}

const clean = (path: string[]) => {
  const cut = path.findIndex((v) => !v);
  return (cut < 0 ? path : path.slice(0, cut)).slice(0, 4);
};

/** Query of /caseexample: goodsType & classCode1..3 as the original, plus region and sort. */
export function caseQuery(f: CaseFilters): Record<string, string> {
  const q: Record<string, string> = {};
  const [goodsType, c1, c2, c3] = clean(f.category);
  const [province, city, area] = clean(f.region);
  if (goodsType) q.goodsType = goodsType;
  if (c1) q.classCode1 = c1;
  if (c2) q.classCode2 = c2;
  if (c3) q.classCode3 = c3;
  if (province) q.province = province;
  if (city) q.city = city;
  if (area) q.area = area;
  if (f.sort !== 'default') q.sort = f.sort;
  return q;
}

export function parseCaseQuery(q: Record<string, string | string[] | undefined>): CaseFilters {
  const s = (k: string) => q1(q[k]);
  let goodsType = s('goodsType');
  if (goodsType !== TRANSACTION && goodsType !== SERVICE) goodsType = '';
  // A trade class code alone still means a trade case.
  if (!goodsType && TRADE_KINDS.some((k) => k.classCode === s('classCode1'))) goodsType = TRANSACTION;
  return {
    sort: s('sort') === 'score' ? 'score' : 'default',
    category: goodsType ? clean([goodsType, s('classCode1'), s('classCode2'), s('classCode3')]) : [],
    region: clean([s('province'), s('city'), s('area')]),
  };
}
