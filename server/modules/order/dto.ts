import { z } from '@hono/zod-openapi';
import { codeList, idOf, intIn } from '../catalog/dto';

/** A JSON value sent as a form field (the client stringifies objects and arrays). */
export const jsonField = <T extends z.ZodType>(label: string, schema: T) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label}有误` });
      return z.NEVER;
    }
  }, schema);

export const BuyItem = z.object({
  goodsId: z.string().min(1).max(64),
  skuId: z.string().min(1).max(64).optional(),
  goodsNumber: z.coerce.number().int('购买数量有误').min(1, '已经是最小购买数了').max(99, '已经是最大购买数了'),
});
export const items = jsonField('商品', z.array(BuyItem, { error: '商品有误' }).min(1, '请选择要购买的商品').max(50, '商品过多'));
export const ids = (label: string) => codeList(label, 100);
export const fen = (label: string, max = 100_000_000_000) => intIn(label, 0, max);

export const Contract = z.object({
  contractFirstName: z.string().trim().min(1, '请输入合同甲方信息').max(30, '甲方名称最多30个字'),
  contractFirstContacts: z.string().trim().min(1, '请输入合同联系人姓名').max(5, '联系人最多5个字'),
  contractFirstPhone: z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确的联系人电话'),
  contractFirstEmail: z.string().trim().max(50).optional(),
  contractFirstAddr: z.string().trim().max(50).optional(),
});
export const contract = jsonField('合同信息', Contract);

export const PriceBody = z.object({
  items: items.optional(),
  cartIds: ids('购物车商品').optional(),
  /** A service package (套餐): its items at the package price. */
  comboId: idOf('套餐').optional(),
  couponUseCodes: ids('优惠券').optional(),
});

export const cusOrderId = idOf('订单');
export const orderId = idOf('订单');
