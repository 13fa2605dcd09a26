import { inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { preparedRead } from '../../db/prepared';
import { comboItemsOf, combosByIds } from '../combo/service';
import { goodsByIds } from '../goods/query';
import { defaultSkuOf, goodsWithWantedSkus, type BuyingGoods, type GoodsRow, type SkuRow } from '../goods/skus';
import { GOODS_STATUS, PRICE_TYPE } from '../catalog/enums';
import { goodsPayPlans, type PlanNode } from './schema';
import { AppError, badInput } from '../../http/errors';
import type { GoodsPayPlan } from '@/lib/contract/order/api';
import { CART_GOODS_STATUS, type CartGoodsStatus } from '@/lib/contract/cart/enums';
import { MAX_BUY_QTY, PAY_TYPE, payTypeFullLabel, type PayType } from '@/lib/contract/order/enums';
import { unavailable } from './common';
import { campaignUnit } from '../activity/claiming';

const badQty = () => badInput('购买数量须为1-99');

/** needsAddress: the goods is delivered by post (certificates, licences, seals), so its checkout needs a shipping address. */
export type Plan = { payType: PayType; depositBp: number; nodes: PlanNode[]; needsAddress?: boolean };

export const DEFAULT_NODES: PlanNode[] = [
  { name: '资料准备', days: 2, payBp: 3000, explain: '规划师与您确认办理资料' },
  { name: '提交办理', days: 5, payBp: 4000, explain: '向主管部门递交申请' },
  { name: '结果交付', days: 3, payBp: 3000, explain: '领取办理结果并交付' },
];
export const DEFAULT_PLAN: Plan = { payType: PAY_TYPE.FULL, depositBp: 0, nodes: DEFAULT_NODES };

type PlanRow = typeof goodsPayPlans.$inferSelect;
const planOf = (r: PlanRow): Plan => ({ payType: r.payType as Plan['payType'], depositBp: r.depositBp, nodes: r.nodes.length ? r.nodes : DEFAULT_NODES, needsAddress: r.needsAddress });

export async function plansOf(db: DbLike, goodsIds: string[]): Promise<Map<string, Plan>> {
  const out = new Map<string, Plan>();
  if (!goodsIds.length) return out;
  const rows = await db.select().from(goodsPayPlans).where(inArray(goodsPayPlans.goodsId, goodsIds));
  for (const r of rows) out.set(r.goodsId, planOf(r));
  return out;
}

/**
 * The goods, the SKUs an order may take of them (each goods' default and the named ones) and their pay plans, in one
 * query (goods/skus.ts goodsWithWantedSkus).
 */
const goodsSkusPlansRows = preparedRead((db) => goodsWithWantedSkus(db, sql.placeholder('ids'), sql.placeholder('skuIds'), goodsPayPlans, goodsPayPlans.goodsId));
/** The same for one goods (`id = $1`: a plan PostgreSQL keeps, goods/skus.ts). */
const oneGoodsSkusPlansRows = preparedRead((db) => goodsWithWantedSkus(db, sql.placeholder('id'), sql.placeholder('skuIds'), goodsPayPlans, goodsPayPlans.goodsId, true));

export async function goodsSkusPlans(db: DbLike, goodsIds: string[], skuIds: string[]) {
  const rows = goodsIds.length === 1 ? await oneGoodsSkusPlansRows(db, { id: goodsIds[0], skuIds }) : await goodsSkusPlansRows(db, { ids: goodsIds, skuIds });
  const gMap = new Map<string, BuyingGoods>();
  const sRows: SkuRow[] = [];
  /** Each goods' default SKU (the query picks it: the first enabled one in display order). */
  const defaults = new Map<string, SkuRow>();
  const plans = new Map<string, Plan>();
  for (const r of rows) {
    gMap.set(r.g.id, r.g);
    if (r.s) sRows.push(r.s);
    if (r.s && r.isDefault) defaults.set(r.s.goodsId, r.s);
    const p = r.p as PlanRow | null;
    if (p) plans.set(p.goodsId, planOf(p));
  }
  return { gMap, sRows, defaults, plans };
}

export type { GoodsRow, SkuRow };

/** Why a goods/SKU cannot be bought online now ('' = it can). */
export function unavailableReason(g: Pick<BuyingGoods, 'id' | 'status' | 'priceType' | 'taskType'> | undefined, s: SkuRow | undefined, qty = 1): { status: CartGoodsStatus; reason: string } {
  if (!g) return { status: CART_GOODS_STATUS.INVALID, reason: '作废' };
  if (g.status !== GOODS_STATUS.PUT_AWAY) return { status: CART_GOODS_STATUS.SOLD_OUT, reason: '已下架' };
  if (!s || !s.enabled || s.goodsId !== g.id) return { status: CART_GOODS_STATUS.INVALID, reason: '作废' };
  if (g.priceType !== PRICE_TYPE.FIXED || g.taskType || s.priceFen <= 0) return { status: CART_GOODS_STATUS.INVALID, reason: '需咨询报价' };
  if (s.stock <= 0 || s.stock < qty) return { status: CART_GOODS_STATUS.PUT_AWAY, reason: '库存不足' };
  return { status: CART_GOODS_STATUS.PUT_AWAY, reason: '' };
}

export type Line = {
  goodsId: string;
  skuId: string;
  cartId: string | null;
  name: string;
  skuName: string;
  img: string;
  productType: string;
  classCode1: string;
  classCodes: string[];
  classCodeLevel: string;
  payType: PayType;
  plan: Plan;
  priceFen: number;
  quantity: number;
  lineTotalFen: number;
};

export type WantedItem = { goodsId: string; skuId?: string; quantity: number; cartId?: string | null };

/**
 * Today's price of each wanted item; anything that cannot be bought → 20102 with the goods name. Lines of several
 * pay types are refused unless `mixed` (a package decides its own pay type).
 */
export async function resolveLines(db: DbLike, items: WantedItem[], mixed = false): Promise<Line[]> {
  if (!items.length) throw unavailable('请选择要购买的商品');
  const goodsIds = [...new Set(items.map((i) => i.goodsId))];
  const skuIds = [...new Set(items.flatMap((i) => (i.skuId ? [i.skuId] : [])))];
  const { gMap, sRows, defaults, plans } = await goodsSkusPlans(db, goodsIds, skuIds);
  const lines: Line[] = [];
  for (const it of items) {
    if (!Number.isInteger(it.quantity) || it.quantity < 1 || it.quantity > MAX_BUY_QTY) throw badQty();
    const g = gMap.get(it.goodsId);
    const s = it.skuId ? sRows.find((x) => x.id === it.skuId && x.goodsId === it.goodsId) : defaults.get(it.goodsId);
    const why = unavailableReason(g, s, it.quantity);
    if (why.reason || !g || !s) {
      const name = g?.name ?? '商品';
      const msg =
        why.reason === '需咨询报价'
          ? `${name}需咨询规划师报价，暂不支持在线下单`
          : why.reason === '库存不足'
            ? `${name}库存不足`
            : why.reason === '已下架'
              ? `${name}已下架`
              : `${name}已失效`;
      throw unavailable(msg);
    }
    const plan = plans.get(g.id) ?? DEFAULT_PLAN;
    lines.push({
      goodsId: g.id,
      skuId: s.id,
      cartId: it.cartId ?? null,
      name: g.name,
      skuName: s.valueNames,
      img: g.cover,
      productType: g.productType,
      classCode1: g.classCode1,
      classCodes: [g.classCode1, g.classCode2, g.classCode3, g.classCode].filter((x): x is string => !!x),
      classCodeLevel: g.classCodeLevel,
      payType: plan.payType,
      plan,
      priceFen: s.priceFen,
      quantity: it.quantity,
      lineTotalFen: s.priceFen * it.quantity,
    });
  }
  const types = new Set(lines.map((l) => l.payType));
  if (types.size > 1 && !mixed) throw unavailable('不同付款方式的商品请分开下单');
  return lines;
}

/**
 * Splits a package price over lines in proportion to their own totals (integer fen, each line a multiple of its
 * quantity where it can be); the remainder goes to the largest single-quantity line (else the last one), so the
 * lines always sum to exactly the package price.
 */
export function splitPackagePrice(totals: { lineTotalFen: number; quantity: number }[], packageFen: number): number[] {
  const sum = totals.reduce((s, l) => s + l.lineTotalFen, 0);
  if (!totals.length) return [];
  let sink = totals.length - 1;
  for (let i = 0; i < totals.length; i++) if (totals[i].quantity === 1 && (totals[sink].quantity !== 1 || totals[i].lineTotalFen > totals[sink].lineTotalFen)) sink = i;
  const out = totals.map((l, i) => {
    if (i === sink) return 0;
    const share = sum > 0 ? Math.floor((packageFen * l.lineTotalFen) / sum) : Math.floor(packageFen / totals.length);
    return Math.floor(share / l.quantity) * l.quantity;
  });
  out[sink] = packageFen - out.reduce((s, v) => s + v, 0);
  return out;
}

export const comboNotFound = () => new AppError(404, '套餐不存在');

/**
 * The lines of a service package (套餐): its items at today's SKU rules (each must be purchasable), priced so that
 * they sum to the package price, all paid in full before service (pay type 1) whatever the items' own plans.
 * `areaCode` (the buyer's city, when known) must be one the package is sold in.
 */
export async function resolveComboLines(db: DbLike, comboId: string, areaCode?: string) {
  const [c] = await combosByIds(db, [comboId]);
  if (!c) throw comboNotFound();
  if (c.status !== GOODS_STATUS.PUT_AWAY) throw unavailable(`${c.name}已下架`);
  if (c.stock <= 0) throw unavailable(`${c.name}库存不足`);
  if (areaCode && !c.nationwide && !c.areaCodes.includes(areaCode)) throw unavailable(`${c.name}暂不支持当前城市`);
  const rows = await comboItemsOf(db, c.id);
  if (!rows.length) throw unavailable(`${c.name}已失效`);
  const lines = await resolveLines(db, rows.map((r) => ({ goodsId: r.goodsId, skuId: r.skuId ?? undefined, quantity: r.quantity })), true);
  const prices = splitPackagePrice(lines, c.priceFen);
  if (prices.some((p) => p < 0)) throw unavailable(`${c.name}价格有误，请咨询规划师`);
  const out: Line[] = lines.map((l, i) => ({
    ...l,
    skuName: l.skuName ? `${l.skuName}（${c.name}）` : c.name,
    payType: PAY_TYPE.FULL,
    plan: { payType: PAY_TYPE.FULL, depositBp: 0, nodes: l.plan.nodes, needsAddress: l.plan.needsAddress },
    priceFen: Math.round(prices[i] / l.quantity),
    lineTotalFen: prices[i],
  }));
  return { combo: c, lines: out };
}

/** A campaign unit's terms at its checkout (shown beside its price; its end also bounds the unpaid order's window). */
export type CampaignTermsAt = { title: string; endAt: Date; perUserLimit: number; taken: number };

/**
 * The line of a campaign product (限时直降/秒杀 …): one unit of its goods SKU at the campaign price the activity module
 * holds, paid in full before service. The client names only the product; a price it might send is never read.
 */
export async function resolveCampaignLines(db: DbLike, userId: string, activityProductId: string, now: Date): Promise<{ lines: Line[]; campaign: CampaignTermsAt }> {
  const u = await campaignUnit(db, userId, activityProductId, now);
  const [l] = await resolveLines(db, [{ goodsId: u.goodsId, skuId: u.skuId, quantity: 1 }]);
  const lines: Line[] = [
    {
      ...l,
      skuName: l.skuName ? `${l.skuName}（${u.title}）` : u.title,
      payType: PAY_TYPE.FULL,
      plan: { payType: PAY_TYPE.FULL, depositBp: 0, nodes: l.plan.nodes, needsAddress: l.plan.needsAddress },
      priceFen: u.priceFen,
      lineTotalFen: u.priceFen,
    },
  ];
  return { lines, campaign: { title: u.title, endAt: u.endAt, perUserLimit: u.perUserLimit, taken: u.taken } };
}

/** goods_pay_plan: how a goods is paid, for its detail page and the checkout note (no login). */
export async function goodsPayPlan(db: DbLike, goodsId: string): Promise<GoodsPayPlan> {
  const [g] = await goodsByIds(db, [goodsId]);
  const s = g ? await defaultSkuOf(db, g.id) : undefined;
  const plan = (await plansOf(db, [goodsId])).get(goodsId) ?? DEFAULT_PLAN;
  const why = unavailableReason(g, s, 1);
  return {
    goodsId,
    purchasable: !!g && (!why.reason || why.reason === '库存不足'),
    payType: plan.payType,
    payTypeLabel: payTypeFullLabel(plan.payType),
    depositBp: plan.payType === PAY_TYPE.DEPOSIT ? plan.depositBp : 0,
    nodes: plan.nodes.map((n) => ({ name: n.name, days: n.days, payBp: plan.payType === PAY_TYPE.BY_NODE ? n.payBp : 0 })),
  };
}
