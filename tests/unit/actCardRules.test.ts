import { cardRefundCapFen, cardUnusableReason, heldStateOf, leftPercent, saleStateOf, scopeText, templateOf, validityOf, validityText, revokedUsesFor, whyNotBuy, type CardDef } from '@/server/modules/coupon/actCardRules';
import { allocate } from '@/server/modules/coupon/rules';
import type { Line } from '@/server/modules/order/pricing';
import { buyNowText, buyText, cardAmount, cardCashierHref, cardFace, cardStamp, cardUseHref, expiresSoon, heldValidity } from '@/lib/coupon/actCardView';

const at = (s: string) => new Date(`${s}+08:00`);
const NOW = at('2026-06-01T12:00:00');

const card = (over: Partial<CardDef> = {}): CardDef => ({
  id: 'ac_x',
  name: '全场满1000减100卡',
  cardType: 1,
  rebateFen: 10000,
  rebateNeedFen: 100000,
  discountPermille: 1000,
  useLimit: 1,
  scopeCode: null,
  scopeName: '',
  times: 3,
  stock: 100,
  sold: 10,
  perUserLimit: 2,
  validateType: 1,
  validDays: 90,
  validFrom: null,
  validTo: null,
  saleFrom: at('2025-01-01T00:00:00'),
  saleTo: at('2030-12-31T23:59:59'),
  status: 1,
  ...over,
});

const line = (over: Partial<Line> = {}): Line =>
  ({ goodsId: 'g_1', skuId: 's_1', cartId: null, name: 'A', skuName: '', img: '', productType: 'P', classCode1: 'FL1', classCodes: ['FL1', 'FL2'], classCodeLevel: '', payType: 1, plan: { payType: 1, depositBp: 0, nodes: [] }, priceFen: 150000, quantity: 1, lineTotalFen: 150000, ...over }) as Line;

describe('a card on the shelf', () => {
  it('is on sale inside its window with stock; sold out, ended and not started otherwise', () => {
    expect(saleStateOf(card(), NOW)).toBe(1);
    expect(saleStateOf(card({ sold: 100 }), NOW)).toBe(2);
    expect(saleStateOf(card({ saleTo: at('2026-05-01T00:00:00') }), NOW)).toBe(3);
    expect(saleStateOf(card({ status: 0 }), NOW)).toBe(3);
    expect(saleStateOf(card({ validateType: 2, validFrom: at('2026-01-01T00:00:00'), validTo: at('2026-05-31T00:00:00') }), NOW)).toBe(3);
    expect(saleStateOf(card({ saleFrom: at('2026-07-01T00:00:00') }), NOW)).toBe(4);
  });
  it('says why it cannot be bought, the per-user limit last', () => {
    expect(whyNotBuy(card(), NOW, 0)).toBe('');
    expect(whyNotBuy(card(), NOW, 2)).toBe('每人限购2张');
    expect(whyNotBuy(card({ sold: 100 }), NOW, 0)).toBe('活动卡已抢光');
    expect(whyNotBuy(card({ saleTo: NOW }), NOW, 0)).toBe('活动已结束');
  });
  it('shows the stock left rounded up, never above 100 or below 0', () => {
    expect(leftPercent(100, 10)).toBe(90);
    expect(leftPercent(3, 1)).toBe(67);
    expect(leftPercent(100, 100)).toBe(0);
    expect(leftPercent(0, 0)).toBe(0);
  });
  it('gives N days from the purchase, or its fixed window, with the matching text', () => {
    const v = validityOf(card(), NOW);
    expect(v.from).toEqual(NOW);
    expect((v.to.getTime() - NOW.getTime()) / 86_400_000).toBe(90);
    expect(validityText(card())).toBe('自购买之日起90天');
    const fixed = card({ validateType: 2, validFrom: at('2025-11-01T00:00:00'), validTo: at('2025-11-30T23:59:59') });
    expect(validityOf(fixed, NOW)).toEqual({ from: at('2025-11-01T00:00:00'), to: at('2025-11-30T23:59:59') });
    expect(validityText(fixed)).toBe('2025.11.01-2025.11.30');
  });
  it('names its scope as the inventory does', () => {
    expect(scopeText(1, '')).toBe('全场通用');
    expect(scopeText(2, '公司注册')).toBe('"公司注册"-可用');
    expect(scopeText(2, '')).toBe('仅限指定品类使用');
    expect(scopeText(3, '')).toBe('仅限指定商品使用');
  });
});

describe('a held card at checkout', () => {
  const held = { status: 1, usedTimes: 0, refundedTimes: 0, totalTimes: 3, validFrom: at('2026-01-01T00:00:00'), validTo: at('2026-12-31T00:00:00') };
  it('is 可使用 until used up, expired or revoked', () => {
    expect(heldStateOf(held, NOW)).toBe(1);
    expect(heldStateOf({ ...held, usedTimes: 3 }, NOW)).toBe(2);
    expect(heldStateOf({ ...held, validTo: NOW }, NOW)).toBe(3);
    expect(heldStateOf({ ...held, status: 2 }, NOW)).toBe(4);
    expect(heldStateOf({ ...held, status: 2, usedTimes: 3 }, NOW)).toBe(4);
    // Uses revoked by a refund are gone: one used and two refunded leave none.
    expect(heldStateOf({ ...held, usedTimes: 1, refundedTimes: 1 }, NOW)).toBe(1);
    expect(heldStateOf({ ...held, usedTimes: 1, refundedTimes: 2 }, NOW)).toBe(2);
  });
  it('checks uses, dates, scope and threshold, in that order', () => {
    const t = templateOf(card());
    expect(cardUnusableReason(held, t, [line()], NOW)).toBe('');
    expect(cardUnusableReason({ ...held, usedTimes: 3 }, t, [line()], NOW)).toBe('活动卡次数已用完');
    expect(cardUnusableReason({ ...held, refundedTimes: 3 }, t, [line()], NOW)).toBe('活动卡次数已用完');
    expect(cardUnusableReason({ ...held, validFrom: at('2026-07-01T00:00:00') }, t, [line()], NOW)).toBe('活动卡未到使用时间');
    expect(cardUnusableReason({ ...held, validTo: NOW }, t, [line()], NOW)).toBe('活动卡已过期');
    expect(cardUnusableReason({ ...held, status: 2 }, t, [line()], NOW)).toBe('活动卡已作废');
    expect(cardUnusableReason(held, t, [line({ lineTotalFen: 99999 })], NOW)).toBe('未满1000.00元');
    expect(cardUnusableReason(held, templateOf(card({ useLimit: 2, scopeCode: 'FL9' })), [line()], NOW)).toBe('仅限指定品类使用');
    expect(cardUnusableReason(held, templateOf(card({ useLimit: 3, scopeCode: 'g_9', rebateNeedFen: 0 })), [line()], NOW)).toBe('仅限指定商品使用');
  });
  it('is priced by the coupon rules: 满减 its reduction, 折扣 rounded in the customer’s favour', () => {
    const h = (c: CardDef) => ({ id: 'uac_1', status: 1, validFrom: held.validFrom, validTo: held.validTo, cusOrderId: null, template: templateOf(c) });
    expect(allocate([h(card())], [line()]).perCoupon.get('uac_1')).toBe(10000);
    const d = allocate([h(card({ cardType: 2, discountPermille: 950, rebateNeedFen: 0 }))], [line({ lineTotalFen: 99999 })]);
    expect(d.perCoupon.get('uac_1')).toBe(99999 - Math.ceil((99999 * 950) / 1000));
  });
});

describe('a card on screen', () => {
  it('shows its face value and threshold', () => {
    expect(cardFace({ cardType: 1, rebateFen: 10000, rebateNeedFen: 100000, discount: 1000 })).toEqual({ value: '100', unit: '', prefix: '¥', threshold: '满1000元可用' });
    expect(cardFace({ cardType: 2, rebateFen: 0, rebateNeedFen: 0, discount: 950 })).toEqual({ value: '9.5', unit: '折', prefix: '', threshold: '无门槛' });
    expect(cardFace({ cardType: 1, rebateFen: 200000, rebateNeedFen: 2000000, discount: 1000 }).threshold).toBe('满2万可用');
    expect(cardAmount(1990)).toBe('19.9');
    expect(cardAmount(123456789)).toBe('123.46万');
  });
  it('buys at its price or says why not', () => {
    expect(buyText({ priceFen: 1990, canBuy: true, whyNot: '' })).toBe('19.9元抢');
    expect(buyText({ priceFen: 1990, canBuy: false, whyNot: '活动卡已抢光' })).toBe('活动卡已抢光');
    expect(buyNowText(1990)).toBe('立即购买：19.90元');
  });
  it('stamps cards no longer usable and warns within 48 hours', () => {
    expect(cardStamp({ state: 1, stateLabel: '可使用' })).toBeUndefined();
    expect(cardStamp({ state: 2, stateLabel: '已使用' })).toBe('已使用');
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(expiresSoon('2026-06-02T23:00:00Z', now)).toBe(true);
    expect(expiresSoon('2026-06-03T01:00:00Z', now)).toBe(false);
    expect(expiresSoon('2026-05-31T00:00:00Z', now)).toBe(false);
  });
  it('links to the normal cashier, the goods of a goods card, China-time dates', () => {
    expect(cardCashierHref('co_1')).toBe('/pay/payType?cusOrderId=co_1&fromPage=act_card');
    expect(cardUseHref({ useLimit: 1, scopeCode: null })).toBe('/');
    expect(cardUseHref({ useLimit: 3, scopeCode: 'g_0001' })).toContain('g_0001');
    expect(heldValidity({ validateDateStart: '2025-12-31T16:00:00.000Z', validateDateEnd: '2026-03-31T15:59:59.000Z' })).toBe('2026.01.01-2026.03.31');
  });
});

describe('退款规则：未使用的次数按比例退款，已使用的次数不退', () => {
  it('refunds the price × unused uses ÷ uses, rounded down to the fen', () => {
    expect(cardRefundCapFen(1990, 3, 0)).toBe(1990);
    expect(cardRefundCapFen(1990, 3, 1)).toBe(1326);
    expect(cardRefundCapFen(1990, 3, 2)).toBe(663);
    expect(cardRefundCapFen(1990, 3, 3)).toBe(0);
    expect(cardRefundCapFen(100, 7, 2)).toBe(71);
    expect(cardRefundCapFen(0, 3, 0)).toBe(0);
  });

  it('revokes every use whose value was refunded even in part, and all the open ones once the cap is refunded', () => {
    expect(revokedUsesFor(0, 1990, 3, 0)).toBe(0);
    expect(revokedUsesFor(1, 1990, 3, 0)).toBe(1);
    expect(revokedUsesFor(663, 1990, 3, 0)).toBe(1);
    expect(revokedUsesFor(700, 1990, 3, 0)).toBe(2);
    expect(revokedUsesFor(1326, 1990, 3, 1)).toBe(2);
    expect(revokedUsesFor(1990, 1990, 3, 0)).toBe(3);
    // Never more than the uses not taken.
    expect(revokedUsesFor(1000, 1990, 3, 2)).toBe(1);
    // A price below one fen a use: the cap refunded still revokes all.
    expect(revokedUsesFor(cardRefundCapFen(2, 5, 1), 2, 5, 1)).toBe(4);
  });
});
