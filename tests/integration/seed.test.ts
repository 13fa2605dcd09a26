import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@/server/db/client';
import { users } from '@/server/modules/auth/schema';
import { decryptPhone } from '@/server/modules/catalog/crypto';
import { serverKey } from '@/server/modules/secrets/keys';
import { AD_SLOT, DICT, NAV_CATEGORY, PLANNER_STATUS, SERVICE_CLASS, TRADE_KINDS } from '@/server/modules/catalog/enums';
import * as t from '@/server/db/schema';
import { seed } from '@/server/seed';
import { seedCatalog } from '@/server/seed/catalog';
import { buildCatalog } from '@/server/seed/catalog/build';
import { textLength } from '@/server/seed/catalog/goodsText';
import type { Deps } from '@/server/http/types';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.deps.db;
const groupBy = <T>(list: T[], key: (x: T) => string | null) => {
  const m = new Map<string | null, T[]>();
  for (const x of list) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return m;
};
const count = async (table: PgTable) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** sha256 of a table's rows in primary-key order. */
async function tableHash(d: Deps['db'], table: PgTable, pk: PgColumn) {
  const rows = await d.select().from(table).orderBy(asc(pk));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}
const SAMPLE: [string, PgTable, PgColumn][] = [
  ['categories', t.categories, t.categories.code],
  ['goods', t.goods, t.goods.id],
  ['goods_skus', t.goodsSkus, t.goodsSkus.id],
  ['trade_listings', t.tradeListings, t.tradeListings.id],
  ['trade_fields', t.tradeFields, t.tradeFields.id],
  ['planners', t.planners, t.planners.userId],
  ['evaluations', t.evaluations, t.evaluations.id],
  ['stores', t.stores, t.stores.id],
  ['cases', t.cases, t.cases.id],
  ['dict_codes', t.dictCodes, t.dictCodes.code],
  ['combos', t.combos, t.combos.id],
];
// Sequential on purpose: one pooled connection at a time (see the report: parallel clients racing DROP DATABASE).
async function hashes(d: Deps['db']) {
  const out: Record<string, string> = {};
  for (const [n, tb, pk] of SAMPLE) out[n] = await tableHash(d, tb, pk);
  return out;
}
async function counts() {
  const out: number[] = [];
  for (const [, tb] of SAMPLE) out.push(await count(tb));
  return out;
}

describe('catalog seed: categories and goods', () => {
  it('has at least 8 first-level service categories, each three levels deep, and the four trade types', async () => {
    const cats = await db().select().from(t.categories);
    const firsts = cats.filter((c) => c.kind === 'service' && c.level === 1);
    expect(firsts.length).toBeGreaterThanOrEqual(8);
    for (const f of firsts) {
      const seconds = cats.filter((c) => c.parentCode === f.code);
      expect(seconds.length, f.name).toBeGreaterThanOrEqual(2);
      for (const s of seconds) expect(cats.some((c) => c.parentCode === s.code), s.name).toBe(true);
    }
    for (const k of TRADE_KINDS) expect(cats.find((c) => c.code === k.classCode)).toMatchObject({ level: 1, kind: 'trade', name: `${k.name}交易` });
    for (const code of Object.values(SERVICE_CLASS)) expect(cats.some((c) => c.code === code), code).toBe(true);
    for (const c of cats.filter((x) => x.level > 1)) expect(c.levelCodes.split(',')).toHaveLength(c.level);
  });

  it('has 150+ goods on shelf, each with SKUs that carry its price, a rich description and tags', async () => {
    const goods = await db().select().from(t.goods).where(eq(t.goods.status, 'PRO_STATUS_PUT_AWAY'));
    const skus = await db().select().from(t.goodsSkus);
    expect(goods.length).toBeGreaterThanOrEqual(150);
    const byGoods = groupBy(skus, (s) => s.goodsId);
    for (const g of goods) {
      const own = byGoods.get(g.id) ?? [];
      expect(own.length, g.name).toBeGreaterThanOrEqual(1);
      if (g.taskType === 'PRO_WANT_ORDER_DIGEST') expect(g.priceFen).toBe(0);
      else if (g.priceType === 'PRO_FLOATING_PRICE') for (const s of own) expect(s.feeRateBp, g.name).toBeGreaterThan(0);
      else for (const s of own) expect(s.priceFen, g.name).toBeGreaterThan(0);
      if (g.priceType === 'PRO_FIXED_PRICE' && !g.taskType) expect(g.priceFen).toBe(Math.min(...own.map((s) => s.priceFen)));
      for (const h of ['服务内容', '办理流程', '所需材料', '服务保障', '常见问题']) expect(g.clientDetail).toContain(`<h3>${h}</h3>`);
      expect(textLength(g.clientDetail)).toBeGreaterThanOrEqual(300);
      expect(textLength(g.clientDetail)).toBeLessThanOrEqual(800);
      expect(g.slogan.length).toBeGreaterThan(0);
      expect(g.tags.length).toBeGreaterThan(0);
      expect(g.classCodeLevel.split(',')).toEqual([g.classCode1, g.classCode2, g.classCode3]);
    }
    // Every price pattern of spec §4 "Price display" is represented.
    expect(goods.filter((g) => g.taskType === 'PRO_WANT_ORDER_DIGEST').length).toBeGreaterThanOrEqual(5);
    expect(goods.filter((g) => g.priceType === 'PRO_FLOATING_PRICE' && !g.proIdea).length).toBeGreaterThanOrEqual(5);
    expect(goods.filter((g) => g.proIdea && g.ladderMinBp! > 0).length).toBeGreaterThanOrEqual(3);
    const registration = goods.filter((g) => g.classCodeName === '有限公司注册');
    expect(Math.min(...registration.map((g) => g.priceFen))).toBeGreaterThanOrEqual(39900);
    // Mostly national, some sold only in a few cities.
    const local = goods.filter((g) => !g.nationwide);
    expect(local.length).toBeGreaterThan(5);
    expect(goods.length - local.length).toBeGreaterThan(goods.length / 2);
    expect(local.flatMap((g) => g.areaCodes)).toEqual(expect.arrayContaining(['510100', '110100', '310100', '440300']));
    expect(skus.some((s) => s.valueNames.includes('一般纳税人'))).toBe(true);
    expect(skus.some((s) => s.valueNames.includes('2年'))).toBe(true);
  });

  it('has 80+ trade listings across the four types, with their per-type fields', async () => {
    const listings = await db().select().from(t.tradeListings);
    const fields = await db().select().from(t.tradeFields);
    const trade = listings.filter((l) => ['GS', 'SB', 'ZL', 'ZZ'].includes(l.tradeKey));
    expect(trade.length).toBeGreaterThanOrEqual(80);
    const need: Record<string, string[]> = {
      GS: ['company_industry', 'registration_time', 'taxpayer_type', 'registered_capital', 'bank_account_information', 'registration_area', 'business_scope'],
      SB: ['trademark_category', 'code', 'trademark_status', 'trademark_portfolio', 'applicable_items', 'similar_group', 'logo_image'],
      ZL: ['patent_type', 'code', 'patent_status', 'patent_classification', 'patent_date_of_application', 'effective_date'],
      ZZ: ['qualification_registration_area', 'qualification_expire_date', 'transfer_method', 'safety_production_license', 'qualification_registered_capital', 'tax_type'],
    };
    const byListing = groupBy(fields, (f) => f.listingId);
    for (const [key, codes] of Object.entries(need)) {
      const own = trade.filter((l) => l.tradeKey === key);
      expect(own.length, key).toBeGreaterThanOrEqual(12);
      for (const l of own) {
        expect(l.platformPriceFen).toBeGreaterThan(0);
        const got = (byListing.get(l.id) ?? []).map((f) => f.fieldCode);
        expect(got, l.name).toEqual(expect.arrayContaining(codes));
      }
    }
    for (const l of trade.filter((x) => x.tradeKey === 'ZZ')) expect(l.qftDetails?.fieldValueCn).toMatch(/^[^,;]+,[^,;]+,[^,;]+/);
    expect(listings.filter((l) => l.tradeKey === 'ADDR').length).toBeGreaterThanOrEqual(30);
    expect(listings.filter((l) => l.tradeKey === 'TEL400').length).toBeGreaterThanOrEqual(30);
    expect(listings.some((l) => l.tradeKey === 'ADDR' && l.cityCode === '510100')).toBe(true);
  });
});

describe('catalog seed: planners, stores, cases', () => {
  it('has 40+ planners with profile, avatar, evaluations and an encrypted phone; the demo planner among them', async () => {
    const rows = await db().select().from(t.planners);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const demo = rows.find((p) => p.userId === 'u_demo_planner')!;
    expect(demo).toMatchObject({ name: '王规划', status: PLANNER_STATUS.ACTIVE });
    expect(rows.filter((p) => p.status === PLANNER_STATUS.DISABLED).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => p.status === PLANNER_STATUS.RESIGNED).length).toBeGreaterThanOrEqual(2);
    const accounts = await db().select().from(users).where(eq(users.userType, 'MERCHANT_USER'));
    const evals = await db().select().from(t.evaluations);
    const perPlanner = groupBy(evals, (e) => e.plannerId);
    for (const p of rows) {
      expect(accounts.some((u) => u.id === p.userId), p.name).toBe(true);
      expect(p.avatar).toMatch(/^\/images\//);
      expect(p.postName.length).toBeGreaterThan(0);
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(p.businessCategories.length).toBeGreaterThan(0);
      expect(p.phoneEnc).not.toMatch(/\d{11}/);
      expect(decryptPhone(p.phoneEnc, serverKey(ctx.deps, 'planner-phone'))).toMatch(/^1\d{10}$/);
      const n = perPlanner.get(p.userId)?.length ?? 0;
      expect(n, p.name).toBeGreaterThanOrEqual(3);
      expect(n, p.name).toBeLessThanOrEqual(15);
    }
    expect(decryptPhone(demo.phoneEnc, serverKey(ctx.deps, 'planner-phone'))).toBe('13900139000');
    expect(evals.some((e) => e.anonymous)).toBe(true);
    expect(new Set(evals.map((e) => e.averageScore)).size).toBeGreaterThanOrEqual(3);
    const replies = await db().select().from(t.evaluationReplies);
    expect(replies.some((r) => r.replyType === 2)).toBe(true);
    expect(replies.some((r) => r.replyType === 1)).toBe(true);
  });

  it('has a store per planner, six merchant/team stores with banners and stats, 40 cases with trade cases per type', async () => {
    const stores = await db().select().from(t.stores);
    const planners = await db().select().from(t.planners);
    for (const p of planners) expect(stores.find((s) => s.id === p.storeId)?.ownerUserId).toBe(p.userId);
    const shops = stores.filter((s) => s.storeType !== 'planner');
    expect(shops.length).toBeGreaterThanOrEqual(6);
    for (const s of shops) {
      expect(s.banners.length).toBeGreaterThan(0);
      expect(s.stats?.personNum).toBeGreaterThan(0);
    }
    const storeGoods = await db().select().from(t.storeGoods);
    for (const s of stores.filter((x) => x.status === 1)) expect(storeGoods.filter((g) => g.storeId === s.id).length, s.name).toBeGreaterThanOrEqual(3);
    const cases = await db().select().from(t.cases);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const k of TRADE_KINDS) expect(cases.filter((c) => c.productOneBelongCode === k.classCode).length, k.name).toBeGreaterThanOrEqual(3);
    for (const c of cases) {
      expect(c.commodityAmountFen).toBeGreaterThan(0);
      expect(c.caseIntro.length).toBeGreaterThan(20);
      expect(planners.some((p) => p.userId === c.plannerId)).toBe(true);
    }
  });
});

describe('catalog seed: home content, dictionary, FAQs, combos', () => {
  it('fills every ad slot, the three nav groups, the keyword buckets and the dictionary families', async () => {
    const ads = await db().select().from(t.ads);
    for (const slot of Object.values(AD_SLOT)) expect(ads.some((a) => a.locationCode === slot), slot).toBe(true);
    const nav = await db().select().from(t.navItems);
    expect(nav.filter((n) => n.categoryCode === NAV_CATEGORY.FIXED)).toHaveLength(5);
    expect(nav.filter((n) => n.categoryCode === NAV_CATEGORY.ROLL).length).toBeGreaterThanOrEqual(10);
    expect(nav.filter((n) => n.categoryCode === NAV_CATEGORY.TOOL).length).toBeGreaterThanOrEqual(4);
    const kws = await db().select().from(t.searchKeywords);
    for (const b of ['TOP_HIGHLIGHT', 'TOP', 'HOT']) expect(kws.some((k) => k.bucket === b)).toBe(true);
    expect(kws.filter((k) => k.bucket === 'HOT').every((k) => k.allSearchTimes > 0)).toBe(true);
    const dict = await db().select().from(t.dictCodes);
    const kids = (code: string) => dict.filter((d) => d.parentCode === code);
    const firstCodes = new Set((await db().select().from(t.categories).where(eq(t.categories.level, 1))).map((c) => c.code));
    expect(kids(DICT.HOME_TABS).length).toBeGreaterThanOrEqual(5);
    for (const tab of kids(DICT.HOME_TABS)) expect(firstCodes.has(tab.ext3!)).toBe(true);
    expect(kids(DICT.TRADE_TYPES).map((d) => d.ext4)).toEqual(TRADE_KINDS.map((k) => k.classCode));
    for (const k of TRADE_KINDS) {
      const filters = kids(k.condition);
      expect(filters.some((f) => f.name === '价格') && filters.some((f) => f.name === '排序'), k.name).toBe(true);
      for (const f of filters.filter((x) => !x.code.endsWith('-DQ'))) expect(kids(f.code).length, f.code).toBeGreaterThan(0);
    }
    for (const code of [DICT.SERVICE_PRICE, DICT.SERVICE_SORT, DICT.RESOURCE_PRICE, DICT.RESOURCE_SORT]) expect(kids(code).length, code).toBeGreaterThan(0);
    expect(dict.find((d) => d.code === 'JY-GS-GD-FDZC')?.parentCode).toBe('CONDITION-JY-GS-GD');
  });

  it('has 5–8 FAQs per second-level service category and per trade type, and service packages below their sum', async () => {
    const faqs = await db().select().from(t.faqs);
    const seconds = await db().select().from(t.categories).where(eq(t.categories.level, 2));
    for (const s of seconds.filter((c) => c.kind === 'service')) {
      const n = faqs.filter((f) => f.groupCode === s.code).length;
      expect(n, s.name).toBeGreaterThanOrEqual(5);
      expect(n, s.name).toBeLessThanOrEqual(8);
    }
    for (const k of TRADE_KINDS) expect(faqs.filter((f) => f.groupCode === k.dictCode).length).toBeGreaterThanOrEqual(5);
    const questions = await db().select().from(t.categoryQuestions);
    expect(questions.length).toBeGreaterThan(seconds.filter((c) => c.kind === 'service').length * 5);
    const combos = await db().select().from(t.combos);
    const items = await db().select().from(t.comboItems);
    const skus = await db().select().from(t.goodsSkus);
    expect(combos.length).toBeGreaterThanOrEqual(8);
    for (const c of combos) {
      const own = items.filter((i) => i.comboId === c.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      const sum = own.reduce((s, i) => s + skus.find((k) => k.id === i.skuId)!.priceFen, 0);
      expect(c.priceFen).toBeLessThan(sum);
    }
  });

  it('refers only to images that exist under public/', () => {
    const c = buildCatalog('x');
    const json = JSON.stringify(c, (key, v) => (key === 'cats' ? undefined : v));
    const paths = new Set(json.match(/\/images\/[A-Za-z0-9_\-/.]+\.(?:svg|png|jpg|jpeg|webp)/g));
    expect(paths.size).toBeGreaterThan(50);
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });
});

describe('catalog seed: determinism and idempotency', () => {
  it('builds byte-identical rows on every run', () => {
    const a = buildCatalog('secret');
    const b = buildCatalog('secret');
    const strip = (c: typeof a) => JSON.stringify({ ...c, cats: undefined });
    expect(strip(a)).toBe(strip(b));
  });

  it('seeds the same rows into a second database, and reseeding duplicates nothing', { timeout: 120_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL;
    let other: DbHandle | undefined;
    try {
      other = await openDb(url ? { url, isolatedDatabase: 'crisps_t_' + randomBytes(6).toString('hex') } : {});
      await seed({ ...ctx.deps, db: other.db });
      expect(await hashes(other.db)).toEqual(await hashes(db()));
    } finally {
      await other?.close();
    }
    const before = await counts();
    const hashBefore = await hashes(db());
    await seedCatalog(ctx.deps);
    await seed(ctx.deps);
    expect(await counts()).toEqual(before);
    expect(await hashes(db())).toEqual(hashBefore);
  });
});
