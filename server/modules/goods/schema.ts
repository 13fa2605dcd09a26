import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Goods and their SKUs, and the FAQs of the detail pages. Money is integer fen. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

export type ServiceItem = { name: string; description: string };
export type SubGoods = { name: string; detailsName: string; serviceItems: ServiceItem[] };
export type DetailAttr = { attrCode: string; attrName: string; attrValName: string };

/** Service / sales goods. Price: fixed price_fen (0 = 面议), floating fee_rate_bp, or a ladder pattern (pro_idea + ladder_min_bp). */
export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    goodsNo: text('goods_no').notNull().unique(),
    name: text('name').notNull(),
    showName: text('show_name'),
    slogan: text('slogan').notNull().default(''),
    productDescribe: text('product_describe').notNull().default(''),
    productType: text('product_type').notNull().default('PRO_CLASS_TYPE_SALES'),
    /** The leaf (deepest) class and its path. */
    classCode: text('class_code').notNull(),
    classCodeName: text('class_code_name').notNull(),
    classCodeLevel: text('class_code_level').notNull(),
    classCodeLevelName: text('class_code_level_name').notNull(),
    classCode1: text('class_code1').notNull(),
    classCode2: text('class_code2'),
    classCode3: text('class_code3'),
    priceType: text('price_type').notNull().default('PRO_FIXED_PRICE'),
    priceFen: fen('price_fen').notNull().default(0),
    /** Crossed-out price (the base goods' price before the package discount), 0 = none. */
    originalPriceFen: fen('original_price_fen').notNull().default(0),
    feeRateBp: integer('fee_rate_bp'),
    proIdea: text('pro_idea'),
    ladderMinBp: integer('ladder_min_bp'),
    taskType: text('task_type'),
    tradeType: text('trade_type').notNull().default('PRO_PRE_ASK'),
    canAddBuy: text('can_add_buy').notNull().default('PRO_NOT_ALLOWED_ADD_BUY'),
    handleCycleDays: integer('handle_cycle_days'),
    /**
     * 已售: the quantity of this goods' order lines whose order took its first payment (order/lifecycle.ts raises it
     * in that transaction, goods/sales.ts). Never seeded, never lowered: a refund after payment leaves the sale counted
     * (ADR 0027).
     */
    salesVolume: integer('sales_volume').notNull().default(0),
    status: text('status').notNull().default('PRO_STATUS_PUT_AWAY'),
    stock: integer('stock').notNull().default(0),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Rich description (HTML, local image paths only). */
    clientDetail: text('client_detail').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    guaranteeTags: jsonb('guarantee_tags').$type<string[]>().notNull().default([]),
    serviceItems: jsonb('service_items').$type<ServiceItem[]>().notNull().default([]),
    subGoods: jsonb('sub_goods').$type<SubGoods[]>().notNull().default([]),
    attrs: jsonb('attrs').$type<DetailAttr[]>().notNull().default([]),
    /** true: sold everywhere; otherwise only in area_codes (city codes, e.g. 510100). */
    nationwide: boolean('nationwide').notNull().default(true),
    areaCodes: text('area_codes').array().notNull().default([]),
    publisherMerchantId: text('publisher_merchant_id'),
    /** Higher first in recommendations. */
    recommendWeight: integer('recommend_weight').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_class1_idx').on(t.classCode1),
    index('goods_class2_idx').on(t.classCode2),
    index('goods_class3_idx').on(t.classCode3),
    index('goods_status_idx').on(t.status),
    index('goods_price_idx').on(t.priceFen),
    index('goods_sales_idx').on(t.salesVolume),
    index('goods_created_idx').on(t.createdAt),
    index('goods_recommend_idx').on(t.recommendWeight),
    index('goods_area_idx').using('gin', t.areaCodes),
  ],
);

/** SKU attributes of a goods (规格, 地区...) and their values. */
export const goodsSkuAttrs = pgTable(
  'goods_sku_attrs',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_sku_attrs_goods_idx').on(t.goodsId, t.sort)],
);

export const goodsSkuAttrValues = pgTable(
  'goods_sku_attr_values',
  {
    id: text('id').primaryKey(),
    attrId: text('attr_id').notNull().references(() => goodsSkuAttrs.id, { onDelete: 'cascade' }),
    goodsId: text('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_sku_attr_values_attr_idx').on(t.attrId, t.sort), index('goods_sku_attr_values_goods_idx').on(t.goodsId)],
);

/** One purchasable combination: value_key = the value ids sorted and joined by ','. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    skuNo: text('sku_no').notNull(),
    valueKey: text('value_key').notNull(),
    /** "值1,值2" in attribute order (goodsSubDetailsName). */
    valueNames: text('value_names').notNull(),
    priceFen: fen('price_fen').notNull().default(0),
    feeRateBp: integer('fee_rate_bp'),
    stock: integer('stock').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_skus_key_uq').on(t.goodsId, t.valueKey), uniqueIndex('goods_skus_no_uq').on(t.skuNo)],
);

/** FAQs by group (trade dict codes CATE-JYZY-GS..., or a category code); answer is HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(),
    groupCode: text('group_code').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faqs_group_idx').on(t.groupCode, t.sort)],
);
