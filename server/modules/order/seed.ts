import { and, asc, eq, gt, isNull } from 'drizzle-orm';
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
  }
  await seedCoupons(db);
  const { fresh } = await seedWallets(db);
  return { plans: fixed.length, fresh };
}
