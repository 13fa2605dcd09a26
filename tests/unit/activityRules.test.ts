import { describe, expect, it } from 'vitest';
import { campaignHref, clockOffset, countdownTarget, grabHref, headerOpacity, priceText, productHref, recoPriceText, sessionLabel, shownTags, splitCountdown, countdownText, sessionNote } from '@/components/activity/activityRules';
import { beijingTime, campaignStatusOf, saleStatusOf } from '@/server/modules/activity/status';
import { campaignPrice } from '@/server/modules/activity/seed';

describe('campaign prices and tags (inventory §4.0)', () => {
  it('shows 面议 when the price is 0 or less, else yuan with 元', () => {
    expect(priceText(0)).toBe('面议');
    expect(priceText(-100)).toBe('面议');
    expect(priceText(9900)).toBe('99元');
    expect(priceText(1990)).toBe('19.9元');
  });
  it('recommend cards use the unit when there is one', () => {
    expect(recoPriceText({ specialPriceFen: 9900, specialUnit: '元起' })).toBe('99元起');
    expect(recoPriceText({ specialPriceFen: 9900, specialUnit: '' })).toBe('99元');
    expect(recoPriceText({ specialPriceFen: 0, specialUnit: '元起' })).toBe('面议');
  });
  it('shows the first two tags, each cut to 6 characters', () => {
    expect(shownTags('限时直降,官方保障服务承诺到位,第三个')).toEqual(['限时直降', '官方保障服务...']);
    expect(shownTags('')).toEqual([]);
  });
  it('links a service to /detail and a trade goods to its page; grabbing goes to the checkout with the product id only', () => {
    expect(productHref({ productId: 'g_0001', productType: 'PRO_CLASS_TYPE_SERVICE', classCode: 'FL1' })).toBe('/detail?productId=g_0001');
    expect(productHref({ productId: 't_1', productType: 'PRO_CLASS_TYPE_TRANSACTION', classCode: 'FL2' })).toBe('/detail/transactionDetails?productId=t_1&type=FL2');
    expect(grabHref('cpp_x')).toBe('/order/confirmorder?activityProductId=cpp_x');
  });

  it('any tap on a campaign product that can be grabbed opens its campaign checkout, like 立即抢购 (issue 32)', () => {
    const p = { id: 'cpp_x', productId: 'g_0001', productType: 'PRO_CLASS_TYPE_SERVICE', classCode: 'FL1', specialPriceFen: 990 };
    expect(campaignHref({ ...p, saleStatus: 2 })).toBe('/order/confirmorder?activityProductId=cpp_x');
    // Nothing to grab (未开始, 已抢光, 已结束, or 面议): its goods page.
    for (const saleStatus of [1, 3, 4] as const) expect(campaignHref({ ...p, saleStatus })).toBe('/detail?productId=g_0001');
    expect(campaignHref({ ...p, saleStatus: 2, specialPriceFen: 0 })).toBe('/detail?productId=g_0001');
  });
});

describe('countdowns on the server clock', () => {
  it('never goes negative and says done at zero', () => {
    expect(splitCountdown(-5000)).toMatchObject({ hour: '00', min: '00', sec: '00', done: true });
    expect(splitCountdown(90_061_000)).toMatchObject({ day: '01', hour: '01', min: '01', sec: '01', done: false });
  });

  it('says a session’s limit when its products share one', () => {
    expect(sessionNote('10点场', [{ perUserLimit: 2 }, { perUserLimit: 2 }])).toBe('10点场 · 每人限购2件');
    expect(sessionNote('10点场', [{ perUserLimit: 1 }, { perUserLimit: 3 }])).toBe('10点场');
    expect(sessionNote('10点场', [])).toBe('10点场');
  });

  it('reads a long countdown in days: 29天 21:47:59, not 717:47:59; within a day the clock alone', () => {
    expect(countdownText(splitCountdown(((29 * 24 + 21) * 3600 + 47 * 60 + 59) * 1000))).toBe('29天 21:47:59');
    expect(countdownText(splitCountdown((21 * 3600 + 47 * 60 + 59) * 1000))).toBe('21:47:59');
    expect(countdownText(splitCountdown(-1))).toBe('00:00:00');
  });
  it('counts to the start while coming, to the end while live, not at all once ended', () => {
    const w = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-01-02T00:00:00.000Z' };
    expect(countdownTarget({ ...w, status: 1 })).toMatchObject({ at: Date.parse(w.startAt), label: '距开始', doneLabel: '已开始' });
    expect(countdownTarget({ ...w, status: 2 })).toMatchObject({ at: Date.parse(w.endAt), label: '距结束', doneLabel: '已结束' });
    expect(countdownTarget({ ...w, status: 3 })).toBeNull();
  });
  it('learns how far the device clock is from the server', () => {
    expect(clockOffset('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(10_000);
    expect(sessionLabel('2026-01-01 14:00:00', 2)).toEqual({ time: '14:00', state: '抢购中' });
  });
  it('fades the header in over half the banner', () => {
    expect(headerOpacity(0, 200)).toBe(0);
    expect(headerOpacity(50, 200)).toBe(0.5);
    expect(headerOpacity(500, 200)).toBe(1);
  });
});

describe('what only the server decides', () => {
  const c = { startAt: new Date('2026-01-01T10:00:00Z'), endAt: new Date('2026-01-01T12:00:00Z') };
  it('未开始 / 进行中 / 已结束 from its clock', () => {
    expect(campaignStatusOf(c, new Date('2026-01-01T09:59:59Z'))).toBe(1);
    expect(campaignStatusOf(c, new Date('2026-01-01T10:00:00Z'))).toBe(2);
    expect(campaignStatusOf(c, new Date('2026-01-01T12:00:00Z'))).toBe(3);
  });
  it('已抢光 only while live; an ended campaign says 已结束', () => {
    const now = new Date('2026-01-01T11:00:00Z');
    expect(saleStatusOf(c, { stock: 5, sold: 5 }, now)).toBe(3);
    expect(saleStatusOf(c, { stock: 5, sold: 4 }, now)).toBe(2);
    expect(saleStatusOf(c, { stock: 5, sold: 5 }, new Date('2026-01-01T13:00:00Z'))).toBe(4);
    expect(saleStatusOf(c, { stock: 5, sold: 0 }, new Date('2026-01-01T09:00:00Z'))).toBe(1);
  });
  it('writes Beijing time and seeds prices that end in 9 and never exceed the SKU price', () => {
    expect(beijingTime(new Date('2026-01-01T16:30:05Z'))).toBe('2026-01-02 00:30:05');
    expect(campaignPrice(100000, 60)).toBe(59900);
    expect(campaignPrice(5000, 50)).toBe(2500);
    expect(campaignPrice(150, 10)).toBe(100);
  });
});
