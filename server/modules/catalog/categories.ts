import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { CategoryChip, CategoryGroup, CategoryNode, GetFilterCodeData, InformationContent } from '@/lib/contract/catalog/api';
import { TRADE_KINDS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { categories, categoryQuestions } from './schema';

export type CategoryRow = typeof categories.$inferSelect;

export const allCategories = (db: DbLike) =>
  db.select().from(categories).where(eq(categories.enabled, true)).orderBy(asc(categories.level), asc(categories.sort), asc(categories.code));

/** The tree of one kind (service by default), children ordered by sort. */
export function buildTree(rows: CategoryRow[], kind: 'service' | 'trade' = 'service'): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    if (r.kind !== kind) continue;
    const node: CategoryNode = { code: r.code, name: r.name, level: r.level, parentCode: r.parentCode, children: [] };
    nodes.set(r.code, node);
    const parent = r.parentCode ? nodes.get(r.parentCode) : undefined;
    if (parent) parent.children.push(node);
    else if (r.level === 1) roots.push(node);
  }
  return roots;
}

export const serviceListHref = (navCode: string, classCode?: string) =>
  `/list/transactionList?navcode=${encodeURIComponent(navCode)}${classCode ? `&classcode=${encodeURIComponent(classCode)}` : ''}`;
export const tradeListHref = (typeCode: string) => `/list/jyList?typeCode=${encodeURIComponent(typeCode)}`;

/**
 * The category page: each service first level with its second levels, then one 资产交易 group holding the trade
 * types (the original patched them onto the last group on the client).
 */
export async function productCategory(db: DbLike): Promise<CategoryGroup[]> {
  const rows = await allCategories(db);
  const groups: CategoryGroup[] = rows
    .filter((r) => r.kind === 'service' && r.level === 1)
    .map((r) => ({
      code: r.code,
      name: r.name,
      icon: r.icon,
      description: r.description ?? '',
      kind: 'service' as const,
      children: rows
        .filter((c) => c.parentCode === r.code && c.level === 2)
        .map((c) => ({
          code: c.code, name: c.name, level: 2, parentCode: r.code, kind: 'service' as const, icon: c.icon, description: c.description ?? '',
          href: serviceListHref(r.code, c.code),
        })),
    }));
  const tradeByCode = new Map(rows.filter((r) => r.kind === 'trade' && r.level === 1).map((r) => [r.code, r]));
  const trades: CategoryChip[] = TRADE_KINDS.map((k) => {
    const r = tradeByCode.get(k.classCode);
    return {
      code: k.classCode, name: r?.name ?? `${k.name}交易`, level: 1, parentCode: null, kind: 'trade', icon: r?.icon ?? null, description: r?.description ?? '',
      href: tradeListHref(k.classCode),
    };
  });
  groups.push({ code: 'TRADE', name: '资产交易', icon: null, description: '公司、商标、专利、资质转让', kind: 'trade', children: trades });
  return groups;
}

export async function getFilterCode(db: DbLike): Promise<GetFilterCodeData> {
  const tree = buildTree(await allCategories(db));
  return { categories: tree.map((n) => ({ code: n.code, name: n.name })), tree };
}

/** Hot questions of a second-level category; 404 when the category does not exist. */
export async function getInformationContent(
  db: DbLike,
  input: { twoLevelCategoryCode: string; page: number; limit: number; contentType: number },
): Promise<InformationContent> {
  const [cat] = await db.select({ code: categories.code }).from(categories).where(eq(categories.code, input.twoLevelCategoryCode)).limit(1);
  if (!cat) throw notFound('分类不存在');
  const where = and(eq(categoryQuestions.categoryCode, input.twoLevelCategoryCode), eq(categoryQuestions.contentType, input.contentType));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: categoryQuestions.id, content: categoryQuestions.content })
      .from(categoryQuestions)
      .where(where)
      .orderBy(asc(categoryQuestions.sort), asc(categoryQuestions.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(categoryQuestions).where(where),
  ]);
  const p = pageOf(rows, n, input.page, input.limit);
  return { rows: p.records, totalPage: p.totalPage, current: p.current };
}

/** Enabled first- and second-level categories whose name contains `text` (the search box's suggestions). */
export const categoriesNamed = (db: DbLike, text: string, limit: number) =>
  db
    .select({ code: categories.code, name: categories.name, level: categories.level, parentCode: categories.parentCode, kind: categories.kind })
    .from(categories)
    .where(and(eq(categories.enabled, true), ilike(categories.name, likeContains(text)), inArray(categories.level, [1, 2])))
    .limit(limit);
