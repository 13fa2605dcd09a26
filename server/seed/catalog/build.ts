import { buildCases } from './cases';
import { buildCategories, indexCategories } from './categories';
import { buildCombos } from './combos';
import { buildContent } from './content';
import { buildDict } from './dict';
import { buildEvaluations, countSeededReviews } from './evaluations';
import { buildFaqs } from './faqs';
import { buildGoods } from './goods';
import { FIRST_LEVEL_ART, img } from './images';
import { buildPlanners } from './planners';
import { buildStores, groupOfDomain } from './stores';
import { buildCompanies } from './tradeCompany';
import { buildTrademarks } from './tradeBrand';
import { buildPatents } from './tradePatent';
import { buildQualifications } from './tradeQual';
import { buildResources } from './resources';
import type { TradeData } from './tradeCommon';

/**
 * The whole marketplace as rows, computed without a database: the same input (the phone-encryption secret) gives
 * the same rows, byte for byte. `secret` only affects planners.phone_enc.
 */
export function buildCatalog(secret: string) {
  const categoryRows = buildCategories();
  const cats = indexCategories(categoryRows);
  for (const c of categoryRows) {
    if (c.level !== 1) continue;
    const icon = c.kind === 'trade' ? 'trade' : FIRST_LEVEL_ART[c.name].icon;
    Object.assign(c, { icon: img.category(icon) });
  }
  const goods = buildGoods(cats);
  const trade: TradeData = { listings: [], fields: [] };
  buildCompanies(cats, trade);
  buildTrademarks(cats, trade);
  buildPatents(cats, trade);
  buildQualifications(cats, trade);
  const resources: TradeData = { listings: [], fields: [] };
  buildResources(resources);
  const people = buildPlanners(cats, secret);
  // The planners' review figures (薯片分, 好评率, evaluator count) are those of their seeded reviews (ADR 0027).
  const evals = buildEvaluations(cats, people.planners, goods.goods);
  countSeededReviews(people.planners, evals.evaluations);
  const stores = buildStores(cats, people.planners, goods.goods, trade.listings);
  // Goods are published by the merchant of their domain.
  for (const g of goods.goods) g.publisherMerchantId = groupOfDomain(cats.byCode.get(g.classCode1)!.name).mch;
  const cases = buildCases(cats, people.planners, goods.goods, trade.listings);
  const combos = buildCombos(goods.goods, goods.skus);
  const content = buildContent(cats, goods.goods);
  const faqs = buildFaqs(cats);
  return { categories: categoryRows, cats, goods, trade, resources, people, stores, evals, cases, combos, content, dict: buildDict(cats), faqs };
}
export type Catalog = ReturnType<typeof buildCatalog>;
