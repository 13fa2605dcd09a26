import type { DbLike } from '../../db/types';
import { COUPON_TYPE, TEMPLATE_ON, USER_COUPON_STATUS, USE_TYPE } from '@/lib/contract/coupon/enums';
import { couponTemplates, userCoupons } from './schema';
import { seedActCards } from './actCardSeed';

const FROM = new Date('2025-01-01T00:00:00+08:00');
const TO = new Date('2030-12-31T23:59:59+08:00');

/** Category "公司注册" (level 2) of the seeded catalog; g_0001..g_0011 are in it. */
export const REG_CATEGORY = 'FL20210425163709';

const { REDUCE, DISCOUNT } = COUPON_TYPE;
const { SITE, CATEGORY, GOODS } = USE_TYPE;

export const SEED_TEMPLATES = [
  { id: 'ct_site_50', name: '全场满500减50', couponType: REDUCE, reduceFen: 5000, discountPermille: 1000, fullFen: 50000, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 1 },
  { id: 'ct_site_95', name: '全场9.5折券', couponType: DISCOUNT, reduceFen: 0, discountPermille: 950, fullFen: 100000, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 2 },
  { id: 'ct_cat_reg_80', name: '工商注册满800减80', couponType: REDUCE, reduceFen: 8000, discountPermille: 1000, fullFen: 80000, useType: CATEGORY, scopeCode: REG_CATEGORY, scopeName: '公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 3 },
  { id: 'ct_goods_0001_30', name: '有限公司注册立减30', couponType: REDUCE, reduceFen: 3000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0001', scopeName: '有限公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 4 },
  { id: 'ct_goods_0002_100', name: '全程代办满800减100', couponType: REDUCE, reduceFen: 10000, discountPermille: 1000, fullFen: 80000, useType: GOODS, scopeCode: 'g_0002', scopeName: '有限公司注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 5 },
  { id: 'ct_goods_0004_20', name: '个体户注册立减20', couponType: REDUCE, reduceFen: 2000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0004', scopeName: '个体户注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 6 },
  { id: 'ct_goods_0005_50', name: '个体户全程代办立减50', couponType: REDUCE, reduceFen: 5000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0005', scopeName: '个体户注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 7 },
  { id: 'ct_expired', name: '已过期券', couponType: REDUCE, reduceFen: 1000, discountPermille: 1000, fullFen: 0, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: new Date('2025-06-30T23:59:59+08:00'), totalCount: 1000, sort: 9 },
] as const;

/** What the demo customer holds (one each). */
export const DEMO_COUPONS = ['ct_site_50', 'ct_cat_reg_80', 'ct_goods_0001_30', 'ct_goods_0004_20', 'ct_expired'];
const DEMO_USER = 'u_demo_customer';

/** Coupon templates, activity cards and the demo customer's coupons and cards. Idempotent. */
export async function seedCoupons(db: DbLike) {
  const demoHeld = (id: string) => (DEMO_COUPONS.includes(id) ? 1 : 0);
  await db
    .insert(couponTemplates)
    .values(SEED_TEMPLATES.map((t) => ({ ...t, scopeCode: t.scopeCode as string | null, receivedCount: demoHeld(t.id), perUserLimit: 1, status: TEMPLATE_ON })))
    .onConflictDoNothing();
  const receivedAt = new Date('2025-11-01T10:00:00+08:00');
  await db
    .insert(userCoupons)
    .values(
      DEMO_COUPONS.map((tid) => {
        const t = SEED_TEMPLATES.find((x) => x.id === tid)!;
        return { id: `uc_demo_${tid.replace(/^ct_/, '')}`, userId: DEMO_USER, templateId: tid, status: USER_COUPON_STATUS.UNUSED, validFrom: t.validFrom, validTo: t.validTo, receivedAt };
      }),
    )
    .onConflictDoNothing();
  await seedActCards(db);
}
