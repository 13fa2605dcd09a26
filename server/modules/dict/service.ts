import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DictItem, DictItemsByCode, DictTierItem, FinancingCityList } from '@/lib/contract/dict/api';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { dictCodes } from './schema';
import { financingCities, regionTier } from './regions';

export type DictRow = typeof dictCodes.$inferSelect;

const toItem = (r: DictRow): DictItem => ({
  code: r.code,
  name: r.name,
  parentCode: r.parentCode,
  ext1: r.ext1 ?? '',
  ext2: r.ext2 ?? '',
  ext3: r.ext3 ?? '',
  ext4: r.ext4 ?? '',
  sort: r.sort,
});

/** The enabled children of the codes, by sort then code (other modules read the dictionary through this). */
export const dictChildren = async (db: DbLike, parents: string[]): Promise<DictRow[]> =>
  parents.length
    ? db
        .select()
        .from(dictCodes)
        .where(and(inArray(dictCodes.parentCode, parents), eq(dictCodes.enabled, true)))
        .orderBy(asc(dictCodes.sort), asc(dictCodes.code))
    : [];

async function exists(db: DbLike, code: string) {
  const [row] = await db.select({ code: dictCodes.code }).from(dictCodes).where(eq(dictCodes.code, code)).limit(1);
  return !!row;
}

/** Region codes answer with their sub-regions as items (a city → its districts). */
const regionItems = (code: string): DictItem[] | null =>
  regionTier(code)?.map((t, i) => ({ code: t.code, name: t.name, parentCode: code, ext1: '', ext2: '', ext3: '', ext4: '', sort: i })) ?? null;

export async function cmsCode(db: DbLike, code: string): Promise<DictItem[]> {
  const rows = await dictChildren(db, [code]);
  if (rows.length) return rows.map(toItem);
  const regions = regionItems(code);
  if (regions) return regions;
  if (await exists(db, code)) return [];
  throw notFound('字典编码不存在');
}

/** Several codes at once; an unknown code maps to [] so that one bad code does not fail a page. */
export async function cmsCodes(db: DbLike, codes: string[]): Promise<DictItemsByCode> {
  const rows = await dictChildren(db, codes);
  return Object.fromEntries(codes.map((c) => [c, rows.some((r) => r.parentCode === c) ? rows.filter((r) => r.parentCode === c).map(toItem) : (regionItems(c) ?? [])]));
}

/** The subtree under a code (regions or dictionary), `maxDepth` levels deep (at most 4). */
export async function cmsCodeTier(db: DbLike, code: string, maxDepth = 4): Promise<DictTierItem[]> {
  const regions = regionTier(code, maxDepth);
  if (regions) return regions;
  if (!(await exists(db, code))) throw notFound('字典编码不存在');
  const root: DictTierItem[] = [];
  const nodes = new Map<string, DictTierItem[]>([[code, root]]);
  let parents = [code];
  for (let depth = 0; depth < Math.min(maxDepth, 4) && parents.length; depth++) {
    const rows = await dictChildren(db, parents);
    for (const r of rows) {
      const item: DictTierItem = { code: r.code, name: r.name, children: [] };
      nodes.get(r.parentCode as string)?.push(item);
      nodes.set(r.code, item.children);
    }
    parents = rows.map((r) => r.code);
  }
  return root;
}

/** The credit evaluation's city picker: { 省名: [市名…] }. */
export const getFinancingCityList = (): FinancingCityList => ({ city: financingCities() });
