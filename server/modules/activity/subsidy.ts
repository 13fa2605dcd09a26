import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SubsidySku, SubsidySpec } from '@/lib/contract/activity/api';
import { notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { findServiceAttr, findSkuDetail } from '../goods/detail';
import { goodsByIds } from '../goods/query';
import { skusByIds } from '../goods/skus';
import { presentProducts, type CampaignRow, type ProductRow } from './present';
import { campaignProducts, campaigns } from './schema';

// 官方补贴's specs (spec §7 "Subsidies": get_spec, find_sku). A subsidised goods is listed once; its other specs are
// campaign products of their own (listed = false), each with its subsidy price, stock and limit. The sheet asks which
// values are subsidised, then the campaign product of the chosen values, and buys it through the normal checkout.

const productMissing = () => notFound('活动商品不存在或已下架');
const specNotSubsidised = () => notFound('该规格暂不参与补贴，请选择其他规格');

async function productOf(db: DbLike, id: string): Promise<{ p: ProductRow; c: CampaignRow }> {
  const [row] = await db
    .select({ p: campaignProducts, c: campaigns })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .where(and(eq(campaignProducts.id, id), eq(campaigns.status, 1)));
  if (!row) throw productMissing();
  return row;
}

/** The campaign products of the same goods in the same campaign and city (the asked one included). */
async function siblingsOf(db: DbLike, p: ProductRow): Promise<ProductRow[]> {
  return db
    .select()
    .from(campaignProducts)
    .where(and(eq(campaignProducts.campaignId, p.campaignId), eq(campaignProducts.goodsId, p.goodsId), p.cityCode ? eq(campaignProducts.cityCode, p.cityCode) : isNull(campaignProducts.cityCode)))
    .orderBy(asc(campaignProducts.sort), asc(campaignProducts.id));
}

async function present(db: DbLike, p: ProductRow, c: CampaignRow, now: Date) {
  const [out] = await presentProducts(db, [{ p, c }], now);
  if (!out) throw productMissing();
  return out;
}

/** get_spec: the goods' attributes, each value marked when some subsidised spec has it; the asked spec chosen first. */
export async function subsidySpec(db: DbLike, id: string, now: Date): Promise<SubsidySpec> {
  const { p, c } = await productOf(db, id);
  const [product, attrs, siblings, [goods]] = await Promise.all([present(db, p, c, now), findServiceAttr(db, p.goodsId), siblingsOf(db, p), goodsByIds(db, [p.goodsId])]);
  const skus = (await skusByIds(db, siblings.map((s) => s.skuId))).filter((s) => s.enabled);
  const subsidised = new Set(skus.flatMap((s) => s.valueKey.split(',')));
  const own = new Set((skus.find((s) => s.id === p.skuId)?.valueKey ?? '').split(','));
  return {
    product,
    goodsName: goods ? goods.showName || goods.name : product.skuName,
    attrs: attrs.map((a) => ({ id: a.id, name: a.name, values: a.attrValList.map((v) => ({ id: v.id, name: v.name, subsidised: subsidised.has(v.id) })) })),
    selectedValueIds: attrs.map((a) => a.attrValList.find((v) => own.has(v.id))?.id).filter((v): v is string => !!v),
    serverTime: now.toISOString(),
  };
}

/** find_sku: the campaign product of the chosen values (the goods' own rules: one value per attribute), with its state. */
export async function subsidySku(db: DbLike, id: string, valueIds: string[], now: Date): Promise<SubsidySku> {
  const { p, c } = await productOf(db, id);
  const sku = await findSkuDetail(db, p.goodsId, valueIds);
  const match = (await siblingsOf(db, p)).find((s) => s.skuId === sku.skuId);
  if (!match) throw specNotSubsidised();
  return { product: await present(db, match, c, now), serverTime: now.toISOString() };
}
