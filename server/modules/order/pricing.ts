import { and, eq, inArray } from 'drizzle-orm';
import type { DbLike } from '../auth/types';
import { goods, goodsSkus } from '../catalog/schema';
import { GOODS_STATUS, PRICE_TYPE } from '../catalog/enums';
import { goodsPayPlans, type PlanNode } from './schema';
import { badInput } from '../../http/errors';
import { MAX_QTY, PAY_TYPE_LABEL, unavailable } from './common';

const badQty = () => badInput('购买数量须为1-99');

export type Plan = { payType: 1 | 2 | 3 | 4; depositBp: number; nodes: PlanNode[] };

export const DEFAULT_NODES: PlanNode[] = [
  { name: '资料准备', days: 2, payBp: 3000, explain: '规划师与您确认办理资料' },
  { name: '提交办理', days: 5, payBp: 4000, explain: '向主管部门递交申请' },
  { name: '结果交付', days: 3, payBp: 3000, explain: '领取办理结果并交付' },
];
export const DEFAULT_PLAN: Plan = { payType: 1, depositBp: 0, nodes: DEFAULT_NODES };

export async function plansOf(db: DbLike, goodsIds: string[]): Promise<Map<string, Plan>> {
  const out = new Map<string, Plan>();
  if (!goodsIds.length) return out;
  const rows = await db.select().from(goodsPayPlans).where(inArray(goodsPayPlans.goodsId, goodsIds));
  for (const r of rows) out.set(r.goodsId, { payType: r.payType as Plan['payType'], depositBp: r.depositBp, nodes: r.nodes.length ? r.nodes : DEFAULT_NODES });
  return out;
}

export type GoodsRow = typeof goods.$inferSelect;
export type SkuRow = typeof goodsSkus.$inferSelect;

/** Why a goods/SKU cannot be bought online now ('' = it can). */
export function unavailableReason(g: GoodsRow | undefined, s: SkuRow | undefined, qty = 1): { status: string; reason: string } {
  if (!g) return { status: 'PRO_STATUS_INVALID', reason: '作废' };
  if (g.status !== GOODS_STATUS.PUT_AWAY) return { status: 'PRO_STATUS_SOLD_OUT', reason: '已下架' };
  if (!s || !s.enabled || s.goodsId !== g.id) return { status: 'PRO_STATUS_INVALID', reason: '作废' };
  if (g.priceType !== PRICE_TYPE.FIXED || g.taskType || s.priceFen <= 0) return { status: 'PRO_STATUS_INVALID', reason: '需咨询报价' };
  if (s.stock <= 0 || s.stock < qty) return { status: 'PRO_STATUS_PUT_AWAY', reason: '库存不足' };
  return { status: 'PRO_STATUS_PUT_AWAY', reason: '' };
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
  payType: 1 | 2 | 3 | 4;
  plan: Plan;
  priceFen: number;
  quantity: number;
  lineTotalFen: number;
};

export type WantedItem = { goodsId: string; skuId?: string; quantity: number; cartId?: string | null };

/** Today's price of each wanted item; anything that cannot be bought → 20102 with the goods name. */
export async function resolveLines(db: DbLike, items: WantedItem[]): Promise<Line[]> {
  if (!items.length) throw unavailable('请选择要购买的商品');
  const goodsIds = [...new Set(items.map((i) => i.goodsId))];
  const [gRows, sRows, plans] = await Promise.all([
    db.select().from(goods).where(inArray(goods.id, goodsIds)),
    db.select().from(goodsSkus).where(and(inArray(goodsSkus.goodsId, goodsIds), eq(goodsSkus.enabled, true))),
    plansOf(db, goodsIds),
  ]);
  const gMap = new Map(gRows.map((g) => [g.id, g]));
  const lines: Line[] = [];
  for (const it of items) {
    if (!Number.isInteger(it.quantity) || it.quantity < 1 || it.quantity > MAX_QTY) throw badQty();
    const g = gMap.get(it.goodsId);
    const skus = sRows.filter((s) => s.goodsId === it.goodsId).sort((a, b) => a.sort - b.sort);
    const s = it.skuId ? skus.find((x) => x.id === it.skuId) : skus[0];
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
  if (types.size > 1) throw unavailable('不同付款方式的商品请分开下单');
  return lines;
}

export const payTypeLabel = (t: number) => PAY_TYPE_LABEL[t] ?? '';
