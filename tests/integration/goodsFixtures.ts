/**
 * Minimal catalog rows for the catalog integration tests, independent of the marketplace seed. Codes and names carry
 * a test marker (FLT…, "测试") so assertions never depend on what else the seed put in the database.
 */

import type { Db } from '@/server/db/client';
import {
  ads, categories, categoryQuestions, comboItems, combos, dictCodes, faqs, goods, goodsSkuAttrs, goodsSkuAttrValues, goodsSkus,
  navItems, planners, searchKeywords, tradeFields, tradeListings,
} from '@/server/db/schema';
import { encryptPhone, seedIv } from '@/server/modules/catalog/crypto';

export const FX = {
  L1: 'FLT1000', L1B: 'FLT2000', L2: 'FLT1100', L2B: 'FLT1200', L3: 'FLT1110', L2C: 'FLT2100',
  FIXED: 'fx_g_fixed', FLOAT: 'fx_g_float', LADDER: 'fx_g_ladder', ASK: 'fx_g_ask', ZERO: 'fx_g_zero', CITY: 'fx_g_city', OFF: 'fx_g_off',
  GS1: 'fx_t_gs1', GS2: 'fx_t_gs2', SB1: 'fx_t_sb1', ADDR1: 'fx_r_addr1', TEL1: 'fx_r_tel1',
  COMBO: 'fx_cb_1', PLANNER: 'fx_planner_1',
} as const;

const cat = (code: string, name: string, level: number, parent: string | null, levelCodes: string, levelNames: string, kind = 'service', sort = 0) => ({
  code, name, level, parentCode: parent, levelCodes, levelNames, kind, sort,
});

type GoodsInsert = typeof goods.$inferInsert;
const g = (id: string, name: string, extra: Partial<GoodsInsert>): GoodsInsert => ({
  id,
  goodsNo: id.toUpperCase(),
  name,
  slogan: `${name}的测试标语`,
  classCode: FX.L3,
  classCodeName: '测试三级',
  classCodeLevel: `${FX.L1},${FX.L2},${FX.L3}`,
  classCodeLevelName: '测试一级/测试二级/测试三级',
  classCode1: FX.L1,
  classCode2: FX.L2,
  classCode3: FX.L3,
  cover: '/images/gen/test.png',
  clientDetail: '<p>测试详情</p>',
  tags: ['测试标签', '极速办理'],
  guaranteeTags: ['退款保障'],
  stock: 100,
  ...extra,
});

export async function seedCatalogFixtures(db: Db, now: Date) {
  await db.insert(categories).values([
    cat(FX.L1, '测试一级', 1, null, FX.L1, '测试一级', 'service', -100),
    cat(FX.L2, '测试二级', 2, FX.L1, `${FX.L1},${FX.L2}`, '测试一级/测试二级'),
    cat(FX.L3, '测试三级', 3, FX.L2, `${FX.L1},${FX.L2},${FX.L3}`, '测试一级/测试二级/测试三级'),
    cat(FX.L2B, '测试二级乙', 2, FX.L1, `${FX.L1},${FX.L2B}`, '测试一级/测试二级乙', 'service', 1),
    cat(FX.L1B, '测试另一级', 1, null, FX.L1B, '测试另一级', 'service', -99),
    cat(FX.L2C, '测试另二级', 2, FX.L1B, `${FX.L1B},${FX.L2C}`, '测试另一级/测试另二级'),
  ]).onConflictDoNothing();
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await db.insert(goods).values([
    g(FX.FIXED, '测试公司注册', { priceFen: 120000, originalPriceFen: 150000, salesVolume: 50, createdAt: day(5), tradeType: 'PRO_BY_SELF', canAddBuy: 'PRO_ALLOWED_ADD_BUY' }),
    g(FX.FLOAT, '测试融资服务', { priceType: 'PRO_FLOATING_PRICE', feeRateBp: 500, salesVolume: 80, createdAt: day(4) }),
    g(FX.LADDER, '测试法律诉讼', { proIdea: 'PRO_IDEA_LAW', ladderMinBp: 300, priceType: 'PRO_FLOATING_PRICE', feeRateBp: 800, salesVolume: 10, createdAt: day(3) }),
    g(FX.ASK, '测试定制方案', { priceFen: 990000, taskType: 'PRO_WANT_ORDER_DIGEST', salesVolume: 5, createdAt: day(2) }),
    g(FX.ZERO, '测试免费咨询', { priceFen: 0, salesVolume: 1, createdAt: day(1), classCode: FX.L2B, classCode2: FX.L2B, classCode3: null, classCodeLevel: `${FX.L1},${FX.L2B}`, classCodeLevelName: '测试一级/测试二级乙' }),
    g(FX.CITY, '测试北京代账', { priceFen: 30000, nationwide: false, areaCodes: ['110100'], salesVolume: 20, createdAt: day(6) }),
    g(FX.OFF, '测试下架商品', { priceFen: 50000, status: 'PRO_STATUS_SOLD_OUT', createdAt: day(7) }),
  ]).onConflictDoNothing();
  await db.insert(goodsSkuAttrs).values([
    { id: 'fx_sa_1', goodsId: FX.FIXED, name: '纳税人类型', sort: 0 },
    { id: 'fx_sa_2', goodsId: FX.FIXED, name: '服务期限', sort: 1 },
  ]).onConflictDoNothing();
  await db.insert(goodsSkuAttrValues).values([
    { id: 'fx_sv_1a', attrId: 'fx_sa_1', goodsId: FX.FIXED, name: '小规模纳税人', sort: 0 },
    { id: 'fx_sv_1b', attrId: 'fx_sa_1', goodsId: FX.FIXED, name: '一般纳税人', sort: 1 },
    { id: 'fx_sv_2a', attrId: 'fx_sa_2', goodsId: FX.FIXED, name: '1年', sort: 0 },
    { id: 'fx_sv_2b', attrId: 'fx_sa_2', goodsId: FX.FIXED, name: '2年', sort: 1 },
  ]).onConflictDoNothing();
  await db.insert(goodsSkus).values([
    { id: 'fx_sku_1', goodsId: FX.FIXED, skuNo: 'FXSKU1', valueKey: 'fx_sv_1a,fx_sv_2a', valueNames: '小规模纳税人,1年', priceFen: 120000, stock: 10 },
    { id: 'fx_sku_2', goodsId: FX.FIXED, skuNo: 'FXSKU2', valueKey: 'fx_sv_1a,fx_sv_2b', valueNames: '小规模纳税人,2年', priceFen: 220000, stock: 10 },
    { id: 'fx_sku_3', goodsId: FX.FIXED, skuNo: 'FXSKU3', valueKey: 'fx_sv_1b,fx_sv_2a', valueNames: '一般纳税人,1年', priceFen: 230000, stock: 0 },
    { id: 'fx_sku_4', goodsId: FX.FIXED, skuNo: 'FXSKU4', valueKey: 'fx_sv_1b,fx_sv_2b', valueNames: '一般纳税人,2年', priceFen: 420000, stock: 5, enabled: false },
  ]).onConflictDoNothing();
  await seedTradeFixtures(db, now);
  await seedContentFixtures(db);
  await db.insert(combos).values({ id: FX.COMBO, comboNo: 'FXCB1', name: '测试创业套餐', cover: '/images/gen/test.png', priceFen: 300000, classCode1: FX.L1, tags: ['省心'] }).onConflictDoNothing();
  await db.insert(comboItems).values([
    { id: 'fx_cbi_1', comboId: FX.COMBO, goodsId: FX.FIXED, skuId: 'fx_sku_2', quantity: 1, sort: 0 },
    { id: 'fx_cbi_2', comboId: FX.COMBO, goodsId: FX.CITY, quantity: 2, sort: 1 },
  ]).onConflictDoNothing();
  await db.insert(planners).values({
    userId: FX.PLANNER, name: '测试规划师', avatar: '/images/gen/avatar.png', point: 999, payNum: 88, cityCode: '510100',
    phoneEnc: encryptPhone('13700000001', 'test', seedIv('13700000001')), card: { status: 'BUSINESS_CARD_STATUS_ON_SHELF', title: '金牌规划师' },
    tags: ['公司注册'],
  }).onConflictDoNothing();
}

type TradeInsert = typeof tradeListings.$inferInsert;
const t = (id: string, key: 'GS' | 'SB' | 'ADDR' | 'TEL400', name: string, priceFen: number, extra: Partial<TradeInsert> = {}): TradeInsert => {
  const fl = { GS: 'FL20201224136319', SB: 'FL20201224136273', ADDR: 'RES_ADDRESS', TEL400: 'RES_TEL400' }[key];
  const dict = { GS: 'CATE-JYZY-GS', SB: 'CATE-JYZY-SB', ADDR: 'CATE-ZY-ADDR', TEL400: 'CATE-ZY-400' }[key];
  return {
    id, productNo: id.toUpperCase(), tradeKey: key, dictCode: dict, name, classCode: fl, className: '测试交易', classCodeLevel: fl,
    classCodeLevelName: '测试交易', classCode1: fl, platformPriceFen: priceFen, referencePriceFen: priceFen, goodsImg: '/images/gen/t.png',
    ...extra,
  };
};

async function seedTradeFixtures(db: Db, now: Date) {
  const yearsAgo = (n: number) => Math.floor(now.getTime() / 1000) - n * 365 * 86400;
  await db.insert(tradeListings).values([
    t(FX.GS1, 'GS', '成都甲乙丙测试科技有限公司', 3_000_000, { dzname: '成都**测试科技有限公司', provinceCode: '510000', cityCode: '510100', districtCode: '510104', createdAt: new Date(now.getTime() - 1000) }),
    t(FX.GS2, 'GS', '北京甲乙丙测试文化有限公司', 8_000_000, { provinceCode: '110000', cityCode: '110100', districtCode: '110105', status: 'PRO_STATUS_LOCKED' }),
    t(FX.SB1, 'SB', '甲乙丙测试', 1_500_000, { nameLength: 5 }),
    t(FX.ADDR1, 'ADDR', '测试锦江区商务地址', 300_000, { cityCode: '510100', districtCode: '510104' }),
    t(FX.TEL1, 'TEL400', '400-000-0001', 100_000),
  ]).onConflictDoNothing();
  const f = (listingId: string, fieldCode: string, fieldName: string, fieldValue: string, fieldValueCn: string, num?: number, list?: string[]) => ({
    id: `fx_tf_${listingId}_${fieldCode}`, listingId, fieldCode, fieldName, fieldValue, fieldValueCn, fieldValueNum: num ?? null, fieldValueList: list ?? null,
  });
  await db.insert(tradeFields).values([
    f(FX.GS1, 'company_industry', '行业', 'JY-GS-HY-KJ', '科技类'),
    f(FX.GS1, 'registration_time', '经营时间', '2022-01-01', '2022-01-01', yearsAgo(1.5)),
    f(FX.GS1, 'registered_capital', '注册资本', '10000000', '10万', 10_000_000),
    f(FX.GS1, 'taxpayer_type', '纳税类型', 'SMALL', '小规模纳税人'),
    f(FX.GS1, 'attached_assets', '附带资产', '', '银行账户、商标', undefined, ['BANK', 'TRADEMARK']),
    f(FX.GS1, 'business_scope', '经营范围', '', '软件开发；技术服务'),
    f(FX.GS2, 'company_industry', '行业', 'JY-GS-HY-WH', '文化传媒'),
    f(FX.GS2, 'registration_time', '经营时间', '2018-01-01', '2018-01-01', yearsAgo(5)),
    f(FX.GS2, 'registered_capital', '注册资本', '200000000', '200万', 200_000_000),
    f(FX.SB1, 'trademark_category', '类别', 'SB-FL-25', '第25类 服装鞋帽'),
    f(FX.SB1, 'logo_image', '商标图样', '', '', undefined, ['/images/gen/logo.png']),
    f(FX.ADDR1, 'area', '所在区域', '510104', '锦江区'),
  ]).onConflictDoNothing();
}

async function seedContentFixtures(db: Db) {
  await db.insert(dictCodes).values([
    { code: 'C-SY-RMSP-GG', name: '首页推荐', parentCode: null },
    { code: 'FX-TAB-1', name: '测试页签', parentCode: 'C-SY-RMSP-GG', ext3: FX.L1, sort: -100 },
  ]).onConflictDoNothing();
  await db.insert(ads).values([
    { id: 'fx_ad_1', locationCode: 'ad100234', materialUrl: '/images/gen/b1.png', materialName: '测试横幅', linkType: 1, wapLink: '/category', sort: -10 },
    { id: 'fx_ad_2', locationCode: 'ad100234', materialUrl: '/images/gen/b2.png', linkType: 3, imgLink: '/images/gen/b2.png', sort: -9 },
    { id: 'fx_ad_3', locationCode: 'ad100234', materialUrl: '/images/gen/b3.png', linkType: 2, materialLink: 'https://example.com/x', sort: -8, areaCodes: ['110100'] },
    { id: 'fx_ad_4', locationCode: 'ad100234', materialUrl: '/images/gen/b4.png', enabled: false, sort: -7 },
  ]).onConflictDoNothing();
  await db.insert(navItems).values([
    { id: 'fx_nav_1', categoryCode: 'nav100007', name: '测试导航', iconUrl: '/images/gen/n1.png', wapRoute: '/category', sort: -10 },
    { id: 'fx_nav_2', categoryCode: 'nav100012', name: '测试滚动', iconUrl: '/images/gen/n2.png', navigationWay: 2, url: 'https://example.com', sort: -10 },
  ]).onConflictDoNothing();
  await db.insert(searchKeywords).values([
    { id: 'fx_kw_1', bucket: 'TOP_HIGHLIGHT', name: '测试高亮词', sort: -10 },
    { id: 'fx_kw_2', bucket: 'TOP', name: '测试热门词', sort: -10 },
    { id: 'fx_kw_3', bucket: 'HOT', name: '测试公司注册', allSearchTimes: 99999999, sort: -10 },
  ]).onConflictDoNothing();
  await db.insert(faqs).values([
    { id: 'fx_faq_1', groupCode: 'FX-FAQ', question: '测试问题一？', answer: '<p>答案一</p>', sort: 0 },
    { id: 'fx_faq_2', groupCode: 'FX-FAQ', question: '测试问题二？', answer: '<p>答案二<img src="x" onerror="alert(1)"><script>alert(1)</script></p>', sort: 1 },
  ]).onConflictDoNothing();
  await db.insert(categoryQuestions).values(
    Array.from({ length: 6 }, (_, i) => ({ id: `fx_cq_${i}`, categoryCode: FX.L2, content: `测试热门问题${i + 1}`, sort: i })),
  ).onConflictDoNothing();
}
