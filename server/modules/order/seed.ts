import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { hashPassword } from '../auth/password';
import { goods } from '../catalog/schema';
import { PRICE_TYPE } from '../catalog/enums';
import { couponTemplates, userCoupons } from '../coupon/schema';
import { walletLedger, wallets } from '../wallet/schema';
import { DEFAULT_NODES } from './pricing';
import { goodsPayPlans } from './schema';

/** Goods g_000n: pay type ((n − 1) mod 4) + 1 — g_0001 全款, g_0002 按节点, g_0003 定金尾款, g_0004 完结后付. */
export const payTypeOfGoods = (goodsId: string) => ((Number(goodsId.replace(/\D/g, '')) - 1) % 4 + 4) % 4 + 1;
export const DEPOSIT_BP = 3000;

const FROM = new Date('2025-01-01T00:00:00+08:00');
const TO = new Date('2030-12-31T23:59:59+08:00');

/** Category "公司注册" (level 2) of the seeded catalog; g_0001..g_0011 are in it. */
export const REG_CATEGORY = 'FL20210425163709';

export const SEED_TEMPLATES = [
  { id: 'ct_site_50', name: '全场满500减50', couponType: 1, reduceFen: 5000, discountPermille: 1000, fullFen: 50000, useType: 1, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 1 },
  { id: 'ct_site_95', name: '全场9.5折券', couponType: 2, reduceFen: 0, discountPermille: 950, fullFen: 100000, useType: 1, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 2 },
  { id: 'ct_cat_reg_80', name: '工商注册满800减80', couponType: 1, reduceFen: 8000, discountPermille: 1000, fullFen: 80000, useType: 2, scopeCode: REG_CATEGORY, scopeName: '公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 3 },
  { id: 'ct_goods_0001_30', name: '有限公司注册立减30', couponType: 1, reduceFen: 3000, discountPermille: 1000, fullFen: 0, useType: 3, scopeCode: 'g_0001', scopeName: '有限公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 4 },
  { id: 'ct_goods_0002_100', name: '全程代办满800减100', couponType: 1, reduceFen: 10000, discountPermille: 1000, fullFen: 80000, useType: 3, scopeCode: 'g_0002', scopeName: '有限公司注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 5 },
  { id: 'ct_goods_0004_20', name: '个体户注册立减20', couponType: 1, reduceFen: 2000, discountPermille: 1000, fullFen: 0, useType: 3, scopeCode: 'g_0004', scopeName: '个体户注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 6 },
  { id: 'ct_goods_0005_50', name: '个体户全程代办立减50', couponType: 1, reduceFen: 5000, discountPermille: 1000, fullFen: 0, useType: 3, scopeCode: 'g_0005', scopeName: '个体户注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 7 },
  { id: 'ct_expired', name: '已过期券', couponType: 1, reduceFen: 1000, discountPermille: 1000, fullFen: 0, useType: 1, scopeCode: null, scopeName: '', validFrom: FROM, validTo: new Date('2025-06-30T23:59:59+08:00'), totalCount: 1000, sort: 9 },
] as const;

/** What the demo customer holds (one each). */
export const DEMO_COUPONS = ['ct_site_50', 'ct_cat_reg_80', 'ct_goods_0001_30', 'ct_goods_0004_20', 'ct_expired'];
export const DEMO_WALLETS = [
  { userId: 'u_demo_customer', phone: '13800138000', balanceFen: 500_000, payPassword: '123456' },
  { userId: 'u_demo_customer2', phone: '13800138001', balanceFen: 20_000, payPassword: null },
];

/** Pay plans of the catalog's purchasable goods, coupon templates, the demo customers' coupons and wallets. Idempotent. */
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
      .values(fixed.map((g) => ({ goodsId: g.id, payType: payTypeOfGoods(g.id), depositBp: payTypeOfGoods(g.id) === 3 ? DEPOSIT_BP : 0, nodes: DEFAULT_NODES })))
      .onConflictDoNothing();
  }
  const demoHeld = (id: string) => (DEMO_COUPONS.includes(id) ? 1 : 0);
  await db
    .insert(couponTemplates)
    .values(SEED_TEMPLATES.map((t) => ({ ...t, scopeCode: t.scopeCode as string | null, receivedCount: demoHeld(t.id), perUserLimit: 1, status: 1 })))
    .onConflictDoNothing();
  const [demo] = await db.select({ id: wallets.userId }).from(wallets).where(eq(wallets.userId, 'u_demo_customer')).limit(1);
  const fresh = !demo;
  const receivedAt = new Date('2025-11-01T10:00:00+08:00');
  await db
    .insert(userCoupons)
    .values(
      DEMO_COUPONS.map((tid) => {
        const t = SEED_TEMPLATES.find((x) => x.id === tid)!;
        return { id: `uc_demo_${tid.replace(/^ct_/, '')}`, userId: 'u_demo_customer', templateId: tid, status: 1, validFrom: t.validFrom, validTo: t.validTo, receivedAt };
      }),
    )
    .onConflictDoNothing();
  for (const w of DEMO_WALLETS) {
    const hash = w.payPassword ? await hashPassword(w.payPassword, createHash('sha256').update(`wallet:${w.phone}`).digest().subarray(0, 16)) : null;
    await db.insert(wallets).values({ userId: w.userId, balanceFen: w.balanceFen, payPasswordHash: hash }).onConflictDoNothing();
    await db
      .insert(walletLedger)
      .values({ id: `wl_seed_${w.userId}`, userId: w.userId, type: 'SEED', amountFen: w.balanceFen, balanceAfterFen: w.balanceFen, refType: 'SEED', refId: w.userId, refNo: '', remark: '初始余额' })
      .onConflictDoNothing();
  }
  return { plans: fixed.length, fresh };
}
