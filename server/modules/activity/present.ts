import type { ActivityProduct, CampaignWindow } from '@/lib/contract/activity/api';
import { CAMPAIGN_STATUS_LABEL, SALE_STATUS_LABEL, SPEC_TYPE_LABEL, type SpecType } from '@/lib/contract/activity/enums';
import type { DbLike } from '../../db/types';
import { goodsByIds } from '../goods/query';
import { skusByIds } from '../goods/skus';
import { beijingTime, campaignStatusOf, saleStatusOf } from './status';
import type { campaignProducts, campaigns } from './schema';

// Campaign rows as the API answers them: the window and state (server clock), and products with their goods.

export type CampaignRow = typeof campaigns.$inferSelect;
export type ProductRow = typeof campaignProducts.$inferSelect;

export function presentWindow(c: CampaignRow, now: Date): CampaignWindow {
  const status = campaignStatusOf(c, now);
  return {
    specCode: c.specCode,
    specType: c.specType,
    specTypeName: SPEC_TYPE_LABEL[c.specType as SpecType] ?? c.title,
    kind: c.kind === 'SESSION' ? 'SESSION' : 'SPECIAL',
    title: c.title,
    subtitle: c.subtitle,
    productType: c.productType,
    startAt: c.startAt.toISOString(),
    endAt: c.endAt.toISOString(),
    startTime: beijingTime(c.startAt),
    endTime: beijingTime(c.endAt),
    status,
    statusLabel: CAMPAIGN_STATUS_LABEL[status],
    cityCodes: c.cityCodes,
  };
}

/** Products of campaigns with their goods and SKUs (two reads of the goods module); rows whose goods is gone are left out. */
export async function presentProducts(db: DbLike, rows: { p: ProductRow; c: CampaignRow }[], now: Date): Promise<ActivityProduct[]> {
  if (!rows.length) return [];
  const [gs, ss] = await Promise.all([goodsByIds(db, [...new Set(rows.map((r) => r.p.goodsId))]), skusByIds(db, [...new Set(rows.map((r) => r.p.skuId))])]);
  const g = new Map(gs.map((x) => [x.id, x]));
  const s = new Map(ss.map((x) => [x.id, x]));
  const out: ActivityProduct[] = [];
  for (const { p, c } of rows) {
    const goods = g.get(p.goodsId);
    if (!goods) continue;
    const sku = s.get(p.skuId);
    const saleStatus = saleStatusOf(c, p, now);
    out.push({
      id: p.id,
      specCode: c.specCode,
      productId: goods.id,
      skuId: p.skuId,
      skuName: goods.showName || goods.name,
      skuSpec: sku?.valueNames ?? '',
      imageUrl: goods.cover,
      tags: (p.tags.length ? p.tags : goods.tags).join(','),
      slogan: p.slogan || goods.slogan,
      specialPriceFen: p.specialPriceFen,
      skuPriceFen: sku?.priceFen ?? goods.priceFen,
      specialUnit: p.specialUnit,
      classCode: goods.classCode1,
      productType: c.productType,
      labelId: p.labelId,
      isReco: p.isReco,
      stock: p.stock,
      sold: p.sold,
      left: Math.max(0, p.stock - p.sold),
      perUserLimit: p.perUserLimit,
      saleStatus,
      saleStatusLabel: SALE_STATUS_LABEL[saleStatus],
      startAt: c.startAt.toISOString(),
      endAt: c.endAt.toISOString(),
    });
  }
  return out;
}
