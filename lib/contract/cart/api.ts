import { z } from 'zod';
import { boolFlag, codeList, intIn, looseId } from '../fields';

/**
 * Shopping cart v4 (spec §7 "Cart"). Amounts are integer fen. Prices are always today's SKU price; a row that can no
 * longer be bought is flagged (`invalid`, `invalidReason`) and never selected or counted.
 */

const fen = z.number().int();

// ───────────────────────────── requests ─────────────────────────────

export const AddShoppingCartBody = z.object({ goodsId: looseId('商品'), skuId: looseId('规格').optional(), goodsNumber: intIn('购买数量', 1, 99).default(1) });
export type AddShoppingCartBody = z.infer<typeof AddShoppingCartBody>;

export const UpdateShoppingCartBody = z.object({
  type: z.enum(['updateNum', 'select', 'selectAll', 'updateSku', 'remove'], { error: '操作类型有误' }),
  cartIds: codeList('购物车商品', 100).optional(),
  goodsNumber: intIn('购买数量', -1000, 1000).optional(),
  selectFlag: boolFlag.optional(),
  skuId: looseId('规格').optional(),
});
export type UpdateShoppingCartBody = z.infer<typeof UpdateShoppingCartBody>;

// ───────────────────────────── answers ─────────────────────────────

/** The bottom bar: selected valid rows. */
export const CartTotal = z.object({
  totalCount: z.number().int().meta({ description: '已选有效商品件数（去结算(N)）' }),
  totalAmountFen: fen,
  itemCount: z.number().int().meta({ description: '购物车行数（角标）' }),
});
export type CartTotal = z.infer<typeof CartTotal>;

export const CartItem = z.object({
  cartId: z.string(),
  goodsId: z.string(),
  /** = goodsId (the product detail link uses it). */
  productId: z.string(),
  skuId: z.string(),
  name: z.string(),
  img: z.string(),
  skuAttrName: z.string().meta({ example: '成都市,小规模纳税人' }),
  priceFen: fen,
  goodsNumber: z.number().int(),
  maxNum: z.number().int().meta({ description: '步进器上限：min(库存, 99)' }),
  stock: z.number().int(),
  status: z.enum(['PRO_STATUS_PUT_AWAY', 'PRO_STATUS_SOLD_OUT', 'PRO_STATUS_INVALID']),
  shopIsSelected: z.literal([0, 1]),
  invalid: z.boolean().meta({ description: '已下架、作废或库存不足：不可选' }),
  invalidReason: z.enum(['', '已下架', '作废', '库存不足']),
  classCode1: z.string(),
  classCodeLevel: z.string(),
  payType: z.literal([1, 2, 3, 4]),
  createTime: z.string().meta({ description: 'ISO 8601' }),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartList = CartTotal.extend({ records: z.array(CartItem) });
export type CartList = z.infer<typeof CartList>;
export const AddShoppingCartResult = CartTotal.extend({ cartId: z.string() });
export type AddShoppingCartResult = z.infer<typeof AddShoppingCartResult>;
