import { z } from 'zod';
import { codeField, intIn, limitField, pageField } from '../fields';

// ——— requests ———

export const ProductCategoryBody = z.object({ isRecommend: z.string().max(1).optional() });
export type ProductCategoryBody = z.infer<typeof ProductCategoryBody>;

export const GetInformationContentQuery = z.object({
  twoLevelCategoryCode: codeField('二级分类编码'),
  page: pageField(),
  limit: limitField(4, 20),
  contentType: intIn('内容类型', 1, 9).default(1),
});
export type GetInformationContentInput = z.input<typeof GetInformationContentQuery>;

export type GetInformationContentQuery = z.infer<typeof GetInformationContentQuery>;

// ——— answers ———

/** A node of the category tree (services, or the four trade types), children ordered by sort. */
export type CategoryNode = { code: string; name: string; level: number; parentCode: string | null; children: CategoryNode[] };
export const CategoryNode: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      code: z.string(),
      name: z.string(),
      level: z.number().int(),
      parentCode: z.string().nullable(),
      children: z.array(CategoryNode),
    }),
  )
  .meta({ id: 'CategoryNode' });

export const CategoryKind = z.enum(['service', 'trade']);

/** A chip of the category page: service second levels open the service list, trade types the trade list. */
export const CategoryChip = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentCode: z.string().nullable(),
  kind: CategoryKind,
  icon: z.string().nullable(),
  description: z.string().meta({ description: "一句话介绍（没有时为 ''）" }),
  href: z.string().meta({ description: '/list/transactionList?navcode=&classcode= 或 /list/jyList?typeCode=' }),
});
export type CategoryChip = z.infer<typeof CategoryChip>;

export const CategoryGroup = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  description: z.string(),
  kind: CategoryKind,
  children: z.array(CategoryChip),
});
export type CategoryGroup = z.infer<typeof CategoryGroup>;

/**
 * An ad material. linkType 1 → `wapLink` route, 2 → `materialLink` URL, 3 → /img?url=`imgLink`; `href` is that target.
 * It sits here, not in home/api.ts, because the category page's answer embeds ads while the home's embeds goods,
 * whose list embeds the category tree: so the contract files import each other without a cycle.
 */
export const AdItem = z.object({
  id: z.string(),
  locationCode: z.string(),
  materialUrl: z.string(),
  materialName: z.string(),
  materialDescription: z.string(),
  linkType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  wapLink: z.string(),
  materialLink: z.string(),
  imgLink: z.string(),
  href: z.string(),
  external: z.boolean().meta({ description: 'linkType 2：离开本站' }),
});
export type AdItem = z.infer<typeof AdItem>;

/** Ads by slot, each slot's materials in order (a slot without materials maps to []). */
export const AdsBySlot = z.record(z.string(), z.array(AdItem));
export type AdsBySlot = z.infer<typeof AdsBySlot>;

export const ProductCategoryData = z.object({
  categoryList: z.array(CategoryGroup).meta({ description: '服务一级分类及其二级分类；最后一组为资产交易（四种交易类型）' }),
  recommendData: z.array(AdItem).meta({ description: '分类页顶部轮播广告' }),
});
export type ProductCategoryData = z.infer<typeof ProductCategoryData>;

export const GetFilterCodeData = z.object({
  categories: z.array(z.object({ code: z.string(), name: z.string() })).meta({ description: '服务一级分类（规划师筛选）' }),
  tree: z.array(CategoryNode),
});
export type GetFilterCodeData = z.infer<typeof GetFilterCodeData>;

export const InformationContent = z.object({
  rows: z.array(z.object({ id: z.string(), content: z.string() })),
  totalPage: z.number().int(),
  current: z.number().int(),
});
export type InformationContent = z.infer<typeof InformationContent>;
