/** First screen of /bossAudit: a request by its code, or the form for a goods (the employee's side). */
import { goodsDetailHref } from '@/lib/goodsRoute';
import { errorText, readFailure, type PageLoadContext } from '@/lib/pageLoader';
import { getGoodsDetail, type GoodsCard, type GoodsDetail } from '@/services/goods';
import { findByCode, type PurchaseAudit } from '@/services/bossAudit';

export type BossAuditData =
  | { mode: 'audit'; audit: PurchaseAudit }
  | { mode: 'request'; goods: GoodsCard; loggedIn: boolean }
  /** `missing`: no such request or goods (nothing to show); otherwise the read failed. */
  | { mode: 'error'; error: string; missing: boolean }
  /** Opened without a code or a goods: what 老板审批 is and where to start one. */
  | { mode: 'intro' };

/** The card of the goods the employee asks for, from its detail. */
export function cardOfDetail(d: GoodsDetail): GoodsCard {
  return {
    priceKind: d.priceKind, priceText: d.priceText, priceValue: d.priceValue, priceUnit: d.priceUnit, priceFen: d.priceFen,
    originalPriceFen: d.originalPriceFen, originalPriceText: d.originalPriceText,
    id: d.id, goodsNo: d.goodsNo, name: d.showName || d.name, slogan: d.slogan, img: d.cover, tags: d.tags.slice(0, 3),
    productType: d.productType, classCode: d.classCode, classCodeLevel: d.classCodeLevel, classCodeLevelName: d.classCodeLevelName,
    salesVolume: d.salesVolume, href: goodsDetailHref(d),
  };
}

export async function loadBossAudit({ client, query, res, cookies }: PageLoadContext): Promise<BossAuditData> {
  try {
    if (query.code) return { mode: 'audit', audit: await findByCode(query.code, client) };
    if (query.productId) {
      const d = await getGoodsDetail(query.productId, client);
      if (!d.onSale) {
        res.statusCode = 404;
        return { mode: 'error', error: '商品不存在或已下架', missing: true };
      }
      return { mode: 'request', goods: cardOfDetail(d), loggedIn: !!cookies.token };
    }
  } catch (e) {
    const { notFound, status } = readFailure(e);
    res.statusCode = status;
    return { mode: 'error', error: errorText(e, '审批加载失败，请稍后再试'), missing: notFound };
  }
  return { mode: 'intro' };
}
