import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Money is integer fen (bigint: trade listings and registered capital pass 2^31 fen). Percentages are basis points
// (500 = 5%). Ids are text with a prefix (g_, sku_, t_, cb_...). No foreign keys to other modules' tables.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

export type ServiceItem = { name: string; description: string };
export type SubGoods = { name: string; detailsName: string; serviceItems: ServiceItem[] };
export type DetailAttr = { attrCode: string; attrName: string; attrValName: string };

/** Product categories: a 3-level tree of FL codes (services and the four trade types). */
export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentCode: text('parent_code'),
    /** "L1,L2,L3" up to this node, and "n1/n2/n3". */
    levelCodes: text('level_codes').notNull(),
    levelNames: text('level_names').notNull(),
    /** 'service' | 'trade' */
    kind: text('kind').notNull().default('service'),
    sort: integer('sort').notNull().default(0),
    icon: text('icon'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentCode, t.sort), index('categories_level_idx').on(t.level, t.sort)],
);

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

/** Service packages: several goods sold together at a package price. */
export const combos = pgTable(
  'combos',
  {
    id: text('id').primaryKey(),
    comboNo: text('combo_no').notNull().unique(),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    clientDetail: text('client_detail').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    priceFen: fen('price_fen').notNull(),
    classCode1: text('class_code1'),
    status: text('status').notNull().default('PRO_STATUS_PUT_AWAY'),
    salesVolume: integer('sales_volume').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    nationwide: boolean('nationwide').notNull().default(true),
    areaCodes: text('area_codes').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('combos_status_idx').on(t.status, t.sort), index('combos_area_idx').using('gin', t.areaCodes)],
);

export const comboItems = pgTable(
  'combo_items',
  {
    id: text('id').primaryKey(),
    comboId: text('combo_id').notNull().references(() => combos.id, { onDelete: 'cascade' }),
    goodsId: text('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    skuId: text('sku_id').references(() => goodsSkus.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('combo_items_combo_idx').on(t.comboId, t.sort), index('combo_items_goods_idx').on(t.goodsId)],
);

/** Company / trademark / patent / qualification listings. */
export const tradeListings = pgTable(
  'trade_listings',
  {
    id: text('id').primaryKey(),
    productNo: text('product_no').notNull().unique(),
    /** GS | SB | ZL | ZZ, and CATE-JYZY-<key>. */
    tradeKey: text('trade_key').notNull(),
    dictCode: text('dict_code').notNull(),
    name: text('name').notNull(),
    showName: text('show_name'),
    /** Company display name (desensitised), companies only. */
    dzname: text('dzname'),
    classCode: text('class_code').notNull(),
    className: text('class_name').notNull(),
    classCodeLevel: text('class_code_level').notNull(),
    classCodeLevelName: text('class_code_level_name').notNull(),
    classCode1: text('class_code1').notNull(),
    classCode2: text('class_code2'),
    classCode3: text('class_code3'),
    platformPriceFen: fen('platform_price_fen').notNull(),
    referencePriceFen: fen('reference_price_fen').notNull(),
    goodsImg: text('goods_img').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    clientDetail: text('client_detail').notNull().default(''),
    /** Qualification table "分类,专业,等级;…". */
    qftDetails: jsonb('qft_details').$type<{ fieldValue: string; fieldValueCn: string; fieldValueList: string[][] }>(),
    /** Registration area (province / city / district codes) for the region filter. */
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    /** Characters of a trademark name (name length filter). */
    nameLength: integer('name_length').notNull().default(0),
    status: text('status').notNull().default('PRO_STATUS_PUT_AWAY'),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trade_key_status_idx').on(t.tradeKey, t.status),
    index('trade_class2_idx').on(t.classCode2),
    index('trade_price_idx').on(t.platformPriceFen),
    index('trade_area_idx').on(t.provinceCode, t.cityCode, t.districtCode),
    index('trade_created_idx').on(t.createdAt),
  ],
);

/**
 * Per-type fields of a listing (company_industry, registered_capital, trademark_category...). field_value is the
 * machine value (a code, a date, fen), field_value_cn the display text, field_value_num the value as a number for
 * range filters (fen, unix seconds), field_value_list a list value (e.g. logo image paths).
 */
export const tradeFields = pgTable(
  'trade_fields',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id').notNull().references(() => tradeListings.id, { onDelete: 'cascade' }),
    fieldCode: text('field_code').notNull(),
    fieldName: text('field_name').notNull(),
    fieldValue: text('field_value').notNull().default(''),
    fieldValueCn: text('field_value_cn').notNull().default(''),
    fieldValueNum: bigint('field_value_num', { mode: 'number' }),
    fieldValueList: jsonb('field_value_list').$type<string[]>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('trade_fields_listing_code_uq').on(t.listingId, t.fieldCode),
    index('trade_fields_code_value_idx').on(t.fieldCode, t.fieldValue),
    index('trade_fields_code_num_idx').on(t.fieldCode, t.fieldValueNum),
  ],
);
