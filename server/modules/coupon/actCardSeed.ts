import { ACT_CARD_TYPE, VALIDATE_TYPE } from '@/lib/contract/coupon/actCardEnums';
import { USE_TYPE } from '@/lib/contract/coupon/enums';
import type { DbLike } from '../../db/types';
import { actCards, userActCards } from './schema';

// 活动卡 of a fresh install: four on sale (site-wide 满减 and 折扣, one for a category, one for a goods), one sold out
// (no units at all: sales are never seeded, every card starts at sold 0 and counts its purchases; ADR 0027)
// and one whose campaign is over; the demo customer holds a usable card, an expired one and a used-up one.

const at = (s: string) => new Date(`${s}+08:00`);
const SALE_FROM = at('2025-01-01T00:00:00');
const SALE_TO = at('2030-12-31T23:59:59');
/** Category "公司注册" (level 2) of the seeded catalog; g_0001..g_0011 are in it. */
const REG_CATEGORY = 'FL20210425163709';
const cover = (n: number) => `/images/gen/goods/cover-${String(n).padStart(2, '0')}.svg`;

const { REBATE, DISCOUNT } = ACT_CARD_TYPE;
const { DAYS, WINDOW } = VALIDATE_TYPE;

type Seeded = typeof actCards.$inferInsert;
const base = { rebateFen: 0, rebateNeedFen: 0, discountPermille: 1000, scopeCode: null, scopeName: '', validDays: null, validFrom: null, validTo: null, saleFrom: SALE_FROM, saleTo: SALE_TO, status: 1 };

export const SEED_ACT_CARDS: Seeded[] = [
  {
    ...base,
    id: 'ac_site_100',
    name: '全场满1000减100卡',
    cardCode: 'HDK2025001',
    cardType: REBATE,
    rebateFen: 10000,
    rebateNeedFen: 100000,
    useLimit: USE_TYPE.SITE,
    times: 3,
    priceFen: 1990,
    stock: 1000,
    sold: 0,
    perUserLimit: 10,
    validateType: DAYS,
    validDays: 90,
    remark: '购买后90天内有效，每张可使用3次；每笔订单限用一张活动卡，不与优惠券同时使用；订单取消或全额退款后，本次使用次数退回。',
    img: cover(10),
    sort: 1,
  },
  {
    ...base,
    id: 'ac_site_95',
    name: '全场9.5折卡',
    cardCode: 'HDK2025002',
    cardType: DISCOUNT,
    discountPermille: 950,
    useLimit: USE_TYPE.SITE,
    times: 5,
    priceFen: 2990,
    stock: 500,
    sold: 0,
    perUserLimit: 3,
    validateType: WINDOW,
    validFrom: SALE_FROM,
    validTo: SALE_TO,
    remark: '有效期内全场服务可用，每张可使用5次，无门槛；每笔订单限用一张活动卡，不与优惠券同时使用。',
    img: cover(4),
    sort: 2,
  },
  {
    ...base,
    id: 'ac_reg_200',
    name: '公司注册满2000减200卡',
    cardCode: 'HDK2025003',
    cardType: REBATE,
    rebateFen: 20000,
    rebateNeedFen: 200000,
    useLimit: USE_TYPE.CATEGORY,
    scopeCode: REG_CATEGORY,
    scopeName: '公司注册',
    times: 2,
    priceFen: 990,
    stock: 300,
    sold: 0,
    perUserLimit: 2,
    validateType: DAYS,
    validDays: 180,
    remark: '仅限公司注册类服务使用，订单中公司注册服务满2000元减200元，每张可使用2次。',
    img: cover(7),
    sort: 3,
  },
  {
    ...base,
    id: 'ac_goods_0001',
    name: '有限公司注册立减50卡',
    cardCode: 'HDK2025004',
    cardType: REBATE,
    rebateFen: 5000,
    useLimit: USE_TYPE.GOODS,
    scopeCode: 'g_0001',
    scopeName: '有限公司注册',
    times: 1,
    priceFen: 500,
    stock: 200,
    sold: 0,
    perUserLimit: 1,
    validateType: DAYS,
    validDays: 30,
    remark: '仅限“有限公司注册”服务使用，无门槛立减50元，可使用1次。',
    img: cover(19),
    sort: 4,
  },
  {
    ...base,
    id: 'ac_new_soldout',
    name: '新人专享满500减100卡',
    cardCode: 'HDK2025005',
    cardType: REBATE,
    rebateFen: 10000,
    rebateNeedFen: 50000,
    useLimit: USE_TYPE.SITE,
    times: 1,
    priceFen: 100,
    stock: 0,
    sold: 0,
    perUserLimit: 1,
    validateType: DAYS,
    validDays: 30,
    remark: '新人福利，限量100张，已全部售出。',
    img: cover(11),
    sort: 5,
  },
  {
    ...base,
    id: 'ac_1111_ended',
    name: '2025双十一满3000减300卡',
    cardCode: 'HDK2025006',
    cardType: REBATE,
    rebateFen: 30000,
    rebateNeedFen: 300000,
    useLimit: USE_TYPE.SITE,
    times: 3,
    priceFen: 3990,
    stock: 1000,
    sold: 0,
    perUserLimit: 2,
    validateType: WINDOW,
    validFrom: at('2025-11-01T00:00:00'),
    validTo: at('2025-11-30T23:59:59'),
    saleTo: at('2025-11-11T23:59:59'),
    remark: '双十一限时活动卡，2025年11月1日至30日有效。',
    img: cover(22),
    sort: 6,
  },
];

export const DEMO_USER = 'u_demo_customer';

/** The demo customer's cards: one to use, one expired, one used up (given by the platform: no purchase). */
export const DEMO_ACT_CARDS = [
  { id: 'uac_demo_site_95', cardId: 'ac_site_95', totalTimes: 5, usedTimes: 0, validFrom: SALE_FROM, validTo: SALE_TO, grantedAt: at('2025-11-02T10:00:00') },
  { id: 'uac_demo_1111', cardId: 'ac_1111_ended', totalTimes: 3, usedTimes: 1, validFrom: at('2025-11-01T00:00:00'), validTo: at('2025-11-30T23:59:59'), grantedAt: at('2025-11-05T10:00:00') },
  { id: 'uac_demo_used', cardId: 'ac_goods_0001', totalTimes: 1, usedTimes: 1, validFrom: at('2026-01-10T00:00:00'), validTo: at('2026-02-09T00:00:00'), grantedAt: at('2026-01-10T00:00:00') },
];

/** Cards on sale and the demo customer's cards. Idempotent. */
export async function seedActCards(db: DbLike) {
  await db.insert(actCards).values(SEED_ACT_CARDS).onConflictDoNothing();
  await db
    .insert(userActCards)
    .values(DEMO_ACT_CARDS.map((c) => ({ ...c, userId: DEMO_USER, purchaseId: null, status: 1 })))
    .onConflictDoNothing();
}
