import type { DbLike } from '../../db/types';
import { COUPON_AUDIENCE, COUPON_TYPE, TEMPLATE_ON, UNLIMITED, USER_COUPON_STATUS, USE_TYPE } from '@/lib/contract/coupon/enums';
import { couponQuota, couponTemplates, userCoupons } from './schema';
import { seedActCards } from './actCardSeed';

const FROM = new Date('2025-01-01T00:00:00+08:00');
const TO = new Date('2030-12-31T23:59:59+08:00');

/** Category "公司注册" (level 2) of the seeded catalog; g_0001..g_0011 are in it. */
export const REG_CATEGORY = 'FL20210425163709';

const { REDUCE, DISCOUNT } = COUPON_TYPE;
const { SITE, CATEGORY, GOODS } = USE_TYPE;

type SeedTemplate = {
  id: string;
  name: string;
  couponType: number;
  reduceFen: number;
  discountPermille: number;
  fullFen: number;
  useType: number;
  scopeCode: string | null;
  scopeName: string;
  validFrom: Date;
  validTo: Date;
  validDays?: number;
  totalCount: number;
  receivedCount?: number;
  perUserLimit?: number;
  receiveTo?: Date;
  /** COUPON_AUDIENCE; everyone when absent. */
  audience?: number;
  sort: number;
  remark: string;
};

const SITE_RULE = '全场通用：平台自营服务下单均可使用；每单限用一张，不与其他优惠券同享。';
const CAT_RULE = (name: string) => `仅限“${name}”品类的服务使用；每单限用一张，不与其他优惠券同享。`;
const GOODS_RULE = (name: string) => `仅限“${name}”使用；同一商品每单限用一张，可与其他商品的商品券同时使用。`;
const REFUND_RULE = '订单取消后优惠券退回；已使用的优惠券不退回、不折现。';

/** Category "代理记账" (level 2) of the seeded catalog. */
const BOOKKEEPING_CATEGORY = 'FL20210425163832';

export const SEED_TEMPLATES: SeedTemplate[] = [
  { id: 'ct_site_50', name: '全场满500减50', couponType: REDUCE, reduceFen: 5000, discountPermille: 1000, fullFen: 50000, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 1, remark: `${SITE_RULE}${REFUND_RULE}` },
  { id: 'ct_site_95', name: '全场9.5折券', couponType: DISCOUNT, reduceFen: 0, discountPermille: 950, fullFen: 100000, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 2, remark: `订单满1000元可用。${SITE_RULE}` },
  { id: 'ct_cat_reg_80', name: '工商注册满800减80', couponType: REDUCE, reduceFen: 8000, discountPermille: 1000, fullFen: 80000, useType: CATEGORY, scopeCode: REG_CATEGORY, scopeName: '公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 3, remark: CAT_RULE('公司注册') },
  { id: 'ct_goods_0001_30', name: '有限公司注册立减30', couponType: REDUCE, reduceFen: 3000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0001', scopeName: '有限公司注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 4, remark: GOODS_RULE('有限公司注册') },
  { id: 'ct_goods_0002_100', name: '全程代办满800减100', couponType: REDUCE, reduceFen: 10000, discountPermille: 1000, fullFen: 80000, useType: GOODS, scopeCode: 'g_0002', scopeName: '有限公司注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 5, remark: GOODS_RULE('有限公司注册（全程代办）') },
  { id: 'ct_goods_0004_20', name: '个体户注册立减20', couponType: REDUCE, reduceFen: 2000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0004', scopeName: '个体户注册', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 6, remark: GOODS_RULE('个体户注册') },
  { id: 'ct_goods_0005_50', name: '个体户全程代办立减50', couponType: REDUCE, reduceFen: 5000, discountPermille: 1000, fullFen: 0, useType: GOODS, scopeCode: 'g_0005', scopeName: '个体户注册（全程代办）', validFrom: FROM, validTo: TO, totalCount: 100000, sort: 7, remark: GOODS_RULE('个体户注册（全程代办）') },
  { id: 'ct_expired', name: '已过期券', couponType: REDUCE, reduceFen: 1000, discountPermille: 1000, fullFen: 0, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: new Date('2025-06-30T23:59:59+08:00'), totalCount: 1000, sort: 9, remark: SITE_RULE },
];

const DAY = 86400_000;
/** The end of the China day `days` after `from` (a grab that "ends soon" on a fresh install). */
const chinaDayEnd = (from: Date, days: number) => {
  const d = new Date(from.getTime() + 8 * 3600_000 + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59) - 8 * 3600_000);
};

/** 领券中心's own coupons: unlimited, nearly gone, ending soon, 满减 and 折扣 over the three scopes. */
export function centreTemplates(now: Date): SeedTemplate[] {
  return [
    { id: 'ct_new_10', name: '新客无门槛10元券', couponType: REDUCE, reduceFen: 1000, discountPermille: 1000, fullFen: 0, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, validDays: 30, totalCount: UNLIMITED, audience: COUPON_AUDIENCE.NEW_CUSTOMER, sort: 10, remark: `仅限新用户（尚无支付成功的订单）领取；不限量发放，领取后30天内有效。${SITE_RULE}` },
    { id: 'ct_site_2000_300', name: '全场满2000减300', couponType: REDUCE, reduceFen: 30000, discountPermille: 1000, fullFen: 200000, useType: SITE, scopeCode: null, scopeName: '', validFrom: FROM, validTo: TO, totalCount: 200, receivedCount: 193, sort: 11, remark: `限量200张，先到先得。${SITE_RULE}${REFUND_RULE}` },
    { id: 'ct_cat_book_88', name: '代理记账8.8折券', couponType: DISCOUNT, reduceFen: 0, discountPermille: 880, fullFen: 0, useType: CATEGORY, scopeCode: BOOKKEEPING_CATEGORY, scopeName: '代理记账', validFrom: FROM, validTo: TO, validDays: 15, totalCount: 5000, receivedCount: 1260, sort: 12, remark: `领取后15天内有效。${CAT_RULE('代理记账')}` },
    { id: 'ct_goods_0001_flash', name: '限时抢·公司注册立减66', couponType: REDUCE, reduceFen: 6600, discountPermille: 1000, fullFen: 30000, useType: GOODS, scopeCode: 'g_0001', scopeName: '有限公司注册', validFrom: FROM, validTo: TO, receiveTo: chinaDayEnd(now, 2), totalCount: 1000, receivedCount: 420, sort: 13, remark: `限时领取，截止后不可再领；领取后至有效期结束前可用。${GOODS_RULE('有限公司注册')}` },
  ];
}

/** What the demo customer holds (one each). */
export const DEMO_COUPONS = ['ct_site_50', 'ct_cat_reg_80', 'ct_goods_0001_30', 'ct_goods_0004_20', 'ct_expired'];
const DEMO_USER = 'u_demo_customer';

/** Coupon templates, activity cards and the demo customer's coupons and cards. Idempotent. */
export async function seedCoupons(db: DbLike, now = new Date()) {
  const demoHeld = (id: string) => (DEMO_COUPONS.includes(id) ? 1 : 0);
  await db
    .insert(couponTemplates)
    .values(
      [...SEED_TEMPLATES, ...centreTemplates(now)].map((t) => ({
        ...t,
        receivedCount: (t.receivedCount ?? 0) + demoHeld(t.id),
        perUserLimit: t.perUserLimit ?? 1,
        validDays: t.validDays ?? null,
        receiveTo: t.receiveTo ?? null,
        audience: t.audience ?? COUPON_AUDIENCE.EVERYONE,
        status: TEMPLATE_ON,
      })),
    )
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
  await db
    .insert(couponQuota)
    .values(DEMO_COUPONS.map((templateId) => ({ userId: DEMO_USER, templateId, taken: 1 })))
    .onConflictDoNothing();
  await seedActCards(db);
}
