import { z } from 'zod';
import { codeField, codeList, intIn } from '../fields';

// ——— requests ———

export const CmsCodeQuery = z.object({ code: codeField('字典编码') });

export const CmsCodesQuery = z.object({ codes: codeList('字典编码', 20).refine((v) => v.length > 0, '不能为空') });

export const CmsCodeTierQuery = z.object({
  code: codeField('字典编码').meta({ description: '2147483647 全国；省、市编码；或其他字典编码' }),
  depth: intIn('层数', 1, 4).default(4),
});

export const GetFinancingCityListQuery = z.object({ code: z.string().max(20).optional() });

export type CmsCodeQuery = z.infer<typeof CmsCodeQuery>;
export type CmsCodesQuery = z.infer<typeof CmsCodesQuery>;
export type CmsCodeTierQuery = z.infer<typeof CmsCodeTierQuery>;
export type GetFinancingCityListQuery = z.infer<typeof GetFinancingCityListQuery>;

// ——— answers ———

/** A child of a dictionary code; the ext columns mean what the code family says (''when unset). */
export const DictItem = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  ext1: z.string(),
  ext2: z.string(),
  ext3: z.string(),
  ext4: z.string(),
  sort: z.number().int(),
});
export type DictItem = z.infer<typeof DictItem>;

export const DictItems = z.array(DictItem);

export const DictItemsByCode = z.record(z.string(), z.array(DictItem)).meta({ description: '以编码为键；未知编码为 []' });
export type DictItemsByCode = z.infer<typeof DictItemsByCode>;

/** A tree item: regions (province → city → district) or a dictionary subtree. */
export type DictTierItem = { code: string; name: string; children: DictTierItem[] };
export const DictTierItem: z.ZodType<DictTierItem> = z
  .lazy(() => z.object({ code: z.string(), name: z.string(), children: z.array(DictTierItem) }))
  .meta({ id: 'DictTierItem' });

export const DictTier = z.array(DictTierItem);

export const FinancingCityList = z.object({ city: z.record(z.string(), z.array(z.string())).meta({ description: '{ 省名: [市名…] }' }) });
export type FinancingCityList = z.infer<typeof FinancingCityList>;
