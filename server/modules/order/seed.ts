import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PAY_TYPE } from '@/lib/contract/order/enums';
import type { Deps } from '../../http/types';
import { goods } from '../goods/schema';
import { PRICE_TYPE } from '../catalog/enums';
import { seedCoupons } from '../coupon/seed';
import { seedWallets } from '../wallet/seed';
import { DEFAULT_NODES } from './pricing';
import { goodsPayPlans } from './schema';

/** Goods g_000n: pay type ((n − 1) mod 4) + 1 — g_0001 全款, g_0002 按节点, g_0003 定金尾款, g_0004 完结后付. */
export const payTypeOfGoods = (goodsId: string) => ((Number(goodsId.replace(/\D/g, '')) - 1) % 4 + 4) % 4 + 1;
export const DEPOSIT_BP = 3000;

/**
 * Goods whose result is posted to the customer, so their checkout needs a shipping address: a new business licence
 * (地址变更, and 公司名称变更 with the seals cut again), the copyright certificate of 加急下证, the EDI licence.
 * None of them is in a package. g_0017 is paid in full, g_0022 by node, g_0023 with a deposit, g_0096 after service.
 */
export const POSTED_GOODS = ['g_0017', 'g_0022', 'g_0023', 'g_0096', 'g_0149'] as const;

/** Pay plans of the catalog's purchasable goods, then the buying modules' demo data (coupons, wallets). Idempotent. */
export async function seedOrders(deps: Deps) {
  const { db } = deps;
  const fixed = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.priceType, PRICE_TYPE.FIXED), gt(goods.priceFen, 0), isNull(goods.taskType)))
    .orderBy(asc(goods.id));
  if (fixed.length) {
    await db
      .insert(goodsPayPlans)
      .values(fixed.map((g) => ({ goodsId: g.id, payType: payTypeOfGoods(g.id), depositBp: payTypeOfGoods(g.id) === PAY_TYPE.DEPOSIT ? DEPOSIT_BP : 0, nodes: DEFAULT_NODES })))
      .onConflictDoNothing();
    await db.update(goodsPayPlans).set({ needsAddress: true }).where(inArray(goodsPayPlans.goodsId, [...POSTED_GOODS]));
  }
  await seedCoupons(db);
  const { fresh } = await seedWallets(db);
  return { plans: fixed.length, fresh };
}
