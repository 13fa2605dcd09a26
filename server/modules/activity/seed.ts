import { and, eq, gt } from 'drizzle-orm';
import { GOODS_STATUS, PRICE_TYPE } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import type { Deps } from '../../http/types';
import { goodsByIds } from '../goods/query';
import { enabledSkusOfGoods } from '../goods/skus';
import { ADVERT_OF, OTHER_PLANS, SESSION_PLANS, SPECIAL_PLANS, type CampaignPlan } from './seedPlan';
import { campaignLabels, campaignProducts, campaigns } from './schema';
import { beijingTime } from './status';

// Campaigns of a fresh install, and of an install that has been running (seedPlan.ts). Deterministic from the
// database and the clock: a round is named after the hour it starts at, and its rows' ids after the round.

const HOUR = 3600_000;
type Buyable = { goodsId: string; skuId: string; priceFen: number; others: { skuId: string; priceFen: number }[] };

/** Goods of the seeded catalog that can be bought online at a fixed price, in id order, with their first SKU. */
async function buyableGoods(db: DbLike): Promise<Buyable[]> {
  const ids = Array.from({ length: 400 }, (_, i) => `g_${String(i + 1).padStart(4, '0')}`);
  const [gs, ss] = await Promise.all([goodsByIds(db, ids), enabledSkusOfGoods(db, ids)]);
  const out: Buyable[] = [];
  for (const g of gs.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (g.status !== GOODS_STATUS.PUT_AWAY || g.priceType !== PRICE_TYPE.FIXED || g.taskType || !g.nationwide) continue;
    const [s, ...others] = ss.filter((x) => x.goodsId === g.id && x.priceFen > 0 && x.stock > 0).sort((a, b) => a.sort - b.sort);
    if (s) out.push({ goodsId: g.id, skuId: s.id, priceFen: s.priceFen, others: others.map((o) => ({ skuId: o.id, priceFen: o.priceFen })) });
  }
  return out;
}

/** A campaign price: pct of the SKU price, ending in 9 元 above 100 元, never below 1 元. */
export function campaignPrice(skuFen: number, pct: number): number {
  const yuan = Math.max(1, Math.floor((skuFen * pct) / 100 / 100));
  const nice = yuan >= 100 ? Math.floor((yuan + 1) / 10) * 10 - 1 : yuan;
  return Math.min(nice, Math.max(1, Math.floor(skuFen / 100))) * 100;
}

function rowsOf(plan: CampaignPlan, round: string, at: number, goods: Buyable[], offset: number) {
  const id = `cp_${round}_${plan.key}`;
  const startAt = new Date(at + plan.from);
  const endAt = new Date(at + plan.to);
  const title = plan.kind === 'SESSION' ? `${beijingTime(startAt).slice(11, 16)} 整点秒杀` : plan.title;
  const campaign = {
    id,
    specCode: `${plan.specType.replace(/[^A-Z]/g, '').slice(-4)}${round}${plan.key.toUpperCase().replace(/_/g, '')}`,
    specType: plan.specType,
    kind: plan.kind,
    title,
    subtitle: plan.subtitle,
    startAt,
    endAt,
    cityCodes: plan.cityCodes,
    ...ADVERT_OF[plan.specType],
    sort: plan.sort,
    seedRound: round,
  };
  const labels: (typeof campaignLabels.$inferInsert)[] = [];
  const groups: { labelId: string | null; cityCode: string | null }[] = [];
  plan.labels.forEach((l, li) =>
    l.names.forEach((name, ni) => {
      const labelId = `cpl_${round}_${plan.key}_${li}${ni}`;
      labels.push({ id: labelId, campaignId: id, labelName: name, cityCode: l.city.code, cityName: l.city.name, sort: ni });
      groups.push({ labelId, cityCode: l.city.code });
    }),
  );
  if (!groups.length) groups.push({ labelId: null, cityCode: null });
  const products: (typeof campaignProducts.$inferInsert)[] = [];
  let k = 0;
  for (const g of groups) {
    for (let i = 0; i < plan.perLabel; i++, k++) {
      const b = goods[(offset + k * 7) % goods.length];
      // No sales are seeded (ADR 0027): sold counts real claims only, so it starts at 0. A product meant to show as
      // sold out is given no units at all (stock 0) rather than made-up sales.
      const stock = plan.from <= 0 && k < plan.soldOut ? 0 : plan.stock;
      products.push({
        id: `cpp_${round}_${plan.key}_${String(k).padStart(2, '0')}`,
        campaignId: id,
        labelId: g.labelId,
        cityCode: g.cityCode,
        goodsId: b.goodsId,
        skuId: b.skuId,
        specialPriceFen: campaignPrice(b.priceFen, plan.pricePct),
        specialUnit: plan.unit,
        tags: plan.tags,
        slogan: '',
        stock,
        sold: 0,
        perUserLimit: plan.perUserLimit,
        isReco: i === 0 || (groups.length === 1 && i < 3),
        sort: k,
      });
      if (!plan.allSpecs) continue;
      const shown = products[products.length - 1];
      for (const [j, o] of b.others.entries()) {
        products.push({
          ...shown,
          id: `cpp_${round}_${plan.key}_${String(k).padStart(2, '0')}_${j + 1}`,
          skuId: o.skuId,
          specialPriceFen: campaignPrice(o.priceFen, plan.pricePct),
          sold: 0,
          isReco: false,
          listed: false,
        });
      }
    }
  }
  return { campaign, labels, products };
}

async function insertPlans(db: DbLike, plans: CampaignPlan[], round: string, at: number, goods: Buyable[]) {
  for (const [n, plan] of plans.entries()) {
    const r = rowsOf(plan, round, at, goods, n * 5 + round.length);
    await db.insert(campaigns).values(r.campaign).onConflictDoNothing();
    if (r.labels.length) await db.insert(campaignLabels).values(r.labels).onConflictDoNothing();
    await db.insert(campaignProducts).values(r.products).onConflictDoNothing();
  }
}

/**
 * Adds a round of campaigns for what has nothing left to show: a type whose 专场 ends within a day, and the flash
 * sale when no 场次 is still to come. Idempotent: a round's rows are keyed by its hour. Nothing without a catalog.
 */
export async function seedCampaigns(deps: Deps): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const at = Math.floor(now.getTime() / HOUR) * HOUR;
  const round = beijingTime(new Date(at)).replace(/[^0-9]/g, '').slice(0, 10);
  const goods = await buyableGoods(db);
  if (!goods.length) return;
  const soon = new Date(now.getTime() + 24 * HOUR);
  const specials: CampaignPlan[] = [];
  for (const plan of SPECIAL_PLANS) {
    const [alive] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.specType, plan.specType), eq(campaigns.kind, 'SPECIAL'), gt(campaigns.endAt, soon)))
      .limit(1);
    if (!alive) specials.push(plan);
  }
  const fresh = specials.length === SPECIAL_PLANS.length;
  await insertPlans(db, fresh ? [...specials, ...OTHER_PLANS] : specials, round, at, goods);
  const [next] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.kind, 'SESSION'), gt(campaigns.startAt, now)))
    .limit(1);
  if (!next) await insertPlans(db, SESSION_PLANS, round, at, goods);
}
