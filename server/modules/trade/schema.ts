import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Trade listings (companies, trademarks, patents, qualifications). Money is integer fen. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

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
