import { z } from 'zod';
import { codeField, limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { GoodsCard } from '../goods/api';

// ——— requests ———

export const GetComboListQuery = z.object({ page: pageField(), limit: limitField(10, 50), classCode: codeField('分类').optional() });
export type ComboListInput = z.input<typeof GetComboListQuery>;

export const GetComboDetailQuery = z.object({ comboId: looseId('套餐ID') });

export type GetComboListQuery = z.infer<typeof GetComboListQuery>;
export type GetComboDetailQuery = z.infer<typeof GetComboDetailQuery>;

// ——— answers ———

export const ComboCard = z.object({
  id: z.string(),
  comboNo: z.string(),
  name: z.string(),
  slogan: z.string(),
  img: z.string(),
  tags: z.array(z.string()),
  priceFen: z.number().int().meta({ description: '套餐价（分）' }),
  priceText: z.string(),
  originalPriceFen: z.number().int().meta({ description: '单买合计（分），不高于套餐价时为 0' }),
  originalPriceText: z.string(),
  savingText: z.string().meta({ description: "\"立省300元\"（不省时为 ''）" }),
  itemCount: z.number().int(),
  salesVolume: z.number().int(),
  href: z.string(),
});
export type ComboCard = z.infer<typeof ComboCard>;

export const ComboPage = pagedSchema(ComboCard);
export type ComboPage = z.infer<typeof ComboPage>;

export const ComboItem = z.object({
  goods: GoodsCard,
  skuId: z.string().nullable().meta({ description: '固定的规格（"规格,地区"）' }),
  skuText: z.string(),
  quantity: z.number().int(),
  itemPriceFen: z.number().int().meta({ description: '单买价 × 数量（分）' }),
});
export type ComboItem = z.infer<typeof ComboItem>;

export const ComboDetail = ComboCard.extend({
  images: z.array(z.string()),
  clientDetail: z.string(),
  items: z.array(ComboItem),
  stock: z.number().int(),
  onSale: z.boolean(),
  availableInArea: z.boolean(),
  isSave: z.boolean(),
});
export type ComboDetail = z.infer<typeof ComboDetail>;
