import type { goods, goodsSkuAttrs, goodsSkuAttrValues, goodsSkus } from '@/server/modules/goods/schema';
import { CAN_ADD_BUY, GOODS_STATUS, PRICE_TYPE, PRODUCT_TYPE, SERVICE_CLASS, TASK_TYPE, TRADE_TYPE } from '@/server/modules/catalog/enums';
import type { CategoryIndex, CategoryRow } from './categories';
import { FAQ_A } from './faqA';
import { FAQ_B } from './faqB';
import { LEAF_PRICES } from './goodsPrices';
import { PROFILES_A } from './goodsProfilesA';
import { PROFILES_B } from './goodsProfilesB';
import { GUARANTEES, goodsHtml, textLength } from './goodsText';
import { CITY_SCOPES, type PricePlan, type Profile, type SkuAttr } from './goodsTypes';
import { coverOf, FIRST_LEVEL_ART } from './images';
import { daysAgo, pad, rng, type Rng } from './prng';

export type GoodsRow = typeof goods.$inferInsert;
export type SkuAttrRow = typeof goodsSkuAttrs.$inferInsert;
export type SkuValueRow = typeof goodsSkuAttrValues.$inferInsert;
export type SkuRow = typeof goodsSkus.$inferInsert;
export type GoodsData = { goods: GoodsRow[]; attrs: SkuAttrRow[]; values: SkuValueRow[]; skus: SkuRow[] };

export const PROFILES: Record<string, Profile> = { ...PROFILES_A, ...PROFILES_B };
export const SERVICE_FAQS: Record<string, [string, string][]> = { ...FAQ_A, ...FAQ_B };

/** Yuan rounded the way price lists are written: 49, 399, 1299, 12800. */
export function niceYuan(x: number): number {
  if (x < 100) return Math.max(9, Math.round(x / 10) * 10 - 1);
  if (x < 1000) return Math.round(x / 100) * 100 - 1;
  if (x < 10000) return Math.round(x / 100) * 100 - (Math.round(x / 100) % 5 === 0 ? 20 : 1);
  return Math.round(x / 1000) * 1000 - 200;
}
/** Percent to basis points, rounded to a quarter percent (a half above 10%). */
const pctBp = (pct: number) => {
  const step = pct >= 10 ? 50 : 25;
  return Math.round((pct * 100) / step) * step;
};

type Combo = { names: string[]; factor: number; valueIds: string[] };

function combinations(attrs: { name: string; values: { id: string; name: string; factor: number }[] }[]): Combo[] {
  let out: Combo[] = [{ names: [], factor: 1, valueIds: [] }];
  for (const a of attrs) {
    out = out.flatMap((c) => a.values.map((v) => ({ names: [...c.names, v.name], factor: c.factor * v.factor, valueIds: [...c.valueIds, v.id] })));
  }
  return out;
}

/** The SKU attributes of one goods: the profile's, a ladder's tiers, or a single "服务规格" value. */
function skuAttrsOf(plan: PricePlan, profile: Profile, variant: string): SkuAttr[] {
  if (plan.kind === 'ladder') return [{ name: plan.attr, values: plan.tiers.map(([n, pct]) => [n, pct]) }];
  const own = profile.sku.filter((a) => !(profile.cityScoped && a.name === '地区'));
  if (own.length) return own;
  return [{ name: '服务规格', values: [[variant.replace(/[（）]/g, '') || '标准服务', 1]] }];
}

/** 产品信息 of financing goods (inventory §7.2: fixed attribute codes of the loan fields). */
function loanAttrs(r: Rng) {
  const max = r.pick([100, 200, 300, 500, 1000]);
  const rate = r.pick(['0.25%-0.6%', '0.3%-0.8%', '0.35%-1.2%']);
  return [
    { attrCode: 'SX20210820541037', attrName: '贷款期数', attrValName: r.pick(['6期,12期,24期', '12期,24期,36期', '12期,36期,60期']) },
    { attrCode: 'SX20210820541035', attrName: '贷款额度', attrValName: `${r.pick([5, 10, 20])}万-${max}万` },
    { attrCode: 'SX20210820541036', attrName: '月贷款利率', attrValName: rate },
    { attrCode: 'SX20210820541143', attrName: '还款方式', attrValName: r.pick(['等额本息,先息后本', '先息后本,随借随还', '等额本金,等额本息']) },
  ];
}

type Ctx = { r: Rng; cats: CategoryIndex; seq: number; leafBase: Map<string, number>; out: GoodsData };

function makeGoods(ctx: Ctx, leaf: CategoryRow, variant: [string, number], city: { code: string; name: string } | null) {
  const { r, cats, out } = ctx;
  const [c1, c2] = cats.path(leaf.code);
  const profile = PROFILES[c2.name];
  const plan = LEAF_PRICES[leaf.name];
  if (!profile || !plan) throw new Error(`seed: no profile or price for ${c2.name}/${leaf.name}`);
  const i = ++ctx.seq;
  const id = `g_${pad(i, 4)}`;
  const goodsNo = `SP${pad(20250000 + i * 7, 8)}`;
  const name = `${city ? city.name : ''}${leaf.name}${variant[0]}`;
  const art = FIRST_LEVEL_ART[c1.name];
  const motif = art.motifs[(i + leaf.sort) % art.motifs.length];
  const cover = coverOf(motif, i % 4);
  const guarantees = r.sample(GUARANTEES, 3);
  const faqs = SERVICE_FAQS[c2.name];
  let clientDetail = goodsHtml({ name, profile, guarantees, faqs: r.sample(faqs, 2), r });
  if (textLength(clientDetail) > 800) clientDetail = goodsHtml({ name, profile, guarantees, faqs: faqs.slice(0, 1), r });

  // SKUs: every combination of the attribute values, priced from one base.
  const attrs = skuAttrsOf(plan, profile, variant[0]).map((a, ai) => ({
    id: `sa_${pad(i, 4)}_${ai + 1}`,
    name: a.name,
    values: a.values.map(([vn, factor], vi) => ({ id: `sv_${pad(i, 4)}_${ai + 1}_${vi + 1}`, name: vn, factor })),
  }));
  attrs.forEach((a, ai) => {
    out.attrs.push({ id: a.id, goodsId: id, name: a.name, sort: ai + 1 });
    a.values.forEach((v, vi) => out.values.push({ id: v.id, attrId: a.id, goodsId: id, name: v.name, sort: vi + 1 }));
  });
  // One base per leaf, so a leaf's premium variants always cost more than its plain offer.
  if (!ctx.leafBase.has(leaf.code)) {
    ctx.leafBase.set(leaf.code, plan.kind === 'fixed' ? r.int(plan.min, plan.max) : plan.kind === 'rate' ? plan.min + r.next() * (plan.max - plan.min) : 0);
  }
  const base = ctx.leafBase.get(leaf.code)! * variant[1];
  const skus = combinations(attrs).map((c, k) => {
    const priceFen = plan.kind === 'fixed' ? niceYuan(base * c.factor) * 100 : 0;
    const feeRateBp = plan.kind === 'rate' ? pctBp(base * c.factor) : plan.kind === 'ladder' ? pctBp(c.factor) : null;
    return {
      id: `sku_${pad(i, 4)}_${pad(k + 1, 2)}`,
      goodsId: id,
      skuNo: `${goodsNo}-${pad(k + 1, 2)}`,
      valueKey: [...c.valueIds].sort().join(','),
      valueNames: c.names.join(','),
      priceFen,
      feeRateBp,
      stock: 999,
      enabled: true,
      sort: k + 1,
    } satisfies SkuRow;
  });
  out.skus.push(...skus);

  const minPrice = Math.min(...skus.map((s) => s.priceFen));
  const minRate = Math.min(...skus.map((s) => s.feeRateBp ?? Infinity));
  const selfService = !!profile.selfService && plan.kind === 'fixed';
  const cycle = profile.cycle ? r.int(profile.cycle[0], profile.cycle[1]) : null;
  // A few goods are sold only in some cities even when the category is national (local partner offers).
  const areaCodes = city ? [city.code] : !profile.cityScoped && r.chance(0.08) ? r.sample(CITY_SCOPES, r.int(2, 4)).map((c) => c.code) : [];
  const created = daysAgo(r.int(3, 420), r.int(0, 600));
  // An editorial weight for the default order only (recommend_weight); 已售 starts at 0 and counts paid orders (ADR 0027).
  const hot = Math.floor(Math.exp(r.next() * Math.log(6000)));
  out.goods.push({
    id,
    goodsNo,
    name,
    showName: name,
    slogan: r.pick(profile.slogans),
    productDescribe: `${profile.items.map(([n]) => n).slice(0, 4).join('、')}，${r.pick(profile.slogans)}`,
    productType: PRODUCT_TYPE.SALES,
    classCode: leaf.code,
    classCodeName: leaf.name,
    classCodeLevel: leaf.levelCodes,
    classCodeLevelName: leaf.levelNames,
    classCode1: c1.code,
    classCode2: c2.code,
    classCode3: leaf.code,
    priceType: plan.kind === 'rate' || plan.kind === 'ladder' ? PRICE_TYPE.FLOATING : PRICE_TYPE.FIXED,
    priceFen: minPrice,
    originalPriceFen: plan.kind === 'fixed' && r.chance(0.3) ? niceYuan((minPrice / 100) * (1.2 + r.next() * 0.4)) * 100 : 0,
    feeRateBp: Number.isFinite(minRate) ? minRate : null,
    proIdea: plan.kind === 'ladder' ? plan.idea : null,
    ladderMinBp: plan.kind === 'ladder' ? minRate : null,
    taskType: plan.kind === 'ask' ? TASK_TYPE.WANT_ORDER_DIGEST : null,
    tradeType: selfService ? TRADE_TYPE.BY_SELF : TRADE_TYPE.PRE_ASK,
    // One self-service goods in six is bought directly but not through the cart (bottom-bar mode 2).
    canAddBuy: selfService && i % 6 !== 0 ? CAN_ADD_BUY.ALLOWED : CAN_ADD_BUY.NOT_ALLOWED,
    handleCycleDays: cycle,
    status: GOODS_STATUS.PUT_AWAY,
    stock: 999,
    cover,
    images: [cover, coverOf(art.motifs[(i + 1) % art.motifs.length], (i + 1) % 4), coverOf(art.motifs[(i + 2) % art.motifs.length], (i + 2) % 4)],
    clientDetail,
    tags: r.sample(profile.tags, r.int(2, 3)),
    guaranteeTags: guarantees,
    serviceItems: profile.items.map(([n, d]) => ({ name: n, description: d })),
    subGoods: [{ name, detailsName: skus[0].valueNames, serviceItems: profile.items.map(([n, d]) => ({ name: n, description: d })) }],
    attrs: c1.code === SERVICE_CLASS.FINANCING ? loanAttrs(r) : [],
    nationwide: areaCodes.length === 0,
    areaCodes,
    publisherMerchantId: null,
    recommendWeight: hot > 1500 ? 3 : hot > 300 ? 2 : hot > 60 ? 1 : 0,
    createdAt: created,
    updatedAt: created,
  });
}

/** Service goods of every leaf category: 2–3 offers per leaf, one per city for city-bound services. */
export function buildGoods(cats: CategoryIndex): GoodsData {
  const ctx: Ctx = { r: rng('goods'), cats, seq: 0, leafBase: new Map(), out: { goods: [], attrs: [], values: [], skus: [] } };
  for (const leaf of cats.serviceLeaves) {
    const profile = PROFILES[cats.path(leaf.code)[1].name];
    const count = Math.min(profile.variants.length, leaf.sort === 1 ? 3 : 2);
    for (let v = 0; v < count; v++) {
      const city = profile.cityScoped ? CITY_SCOPES[(leaf.sort * 2 + v) % CITY_SCOPES.length] : null;
      makeGoods(ctx, leaf, profile.variants[v], city);
    }
    // One-offer profiles still get a second, city-bound offer on their first leaf, so no shelf looks empty.
    if (count === 1 && leaf.sort === 1) makeGoods(ctx, leaf, ['（一对一专享）', 1.4], null);
  }
  return ctx.out;
}
