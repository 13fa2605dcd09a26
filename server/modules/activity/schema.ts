import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Campaigns (专题活动) and their products, and the flash sale's claims (docs/adr/0022-flash-sale-stock.md). Money in fen.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** A campaign of one specType with its window; kind SPECIAL (a 专场 of days) or SESSION (an 整点秒杀 场次). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    specCode: text('spec_code').notNull().unique(),
    specType: text('spec_type').notNull(),
    kind: text('kind').notNull().default('SPECIAL'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    productType: text('product_type').notNull().default('PRO_CLASS_TYPE_SERVICE'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** Empty = every city. */
    cityCodes: text('city_codes').array().notNull().default([]),
    advertCode: text('advert_code').notNull().default(''),
    ruleCode: text('rule_code').notNull().default(''),
    /** 1 shown, 0 taken down by the operator. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** The seed round that made it (a fresh round is added when a type has nothing live left). */
    seedRound: text('seed_round'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('campaigns_type_window_idx').on(t.specType, t.endAt, t.startAt), check('campaigns_window', sql`${t.endAt} > ${t.startAt}`)],
);

/** A tab of a campaign in one city. */
export const campaignLabels = pgTable(
  'campaign_labels',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    labelName: text('label_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('campaign_labels_campaign_idx').on(t.campaignId, t.cityCode)],
);

/**
 * A goods SKU sold in a campaign at special_price_fen. `sold` counts every unit taken (paid or held by an unpaid
 * order); a claim takes one with `sold + 1 <= stock` in one statement, and the check makes oversell impossible.
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    labelId: text('label_id'),
    /** null = every city of the campaign. */
    cityCode: text('city_code'),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    specialPriceFen: fen('special_price_fen').notNull(),
    specialUnit: text('special_unit').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    slogan: text('slogan').notNull().default(''),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    isReco: boolean('is_reco').notNull().default(false),
    /** false: another spec of a listed product's goods (官方补贴), reached by choosing it (find_sku), not in the list. */
    listed: boolean('listed').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('campaign_products_campaign_idx').on(t.campaignId, t.sort),
    check('campaign_products_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
    check('campaign_products_limit', sql`${t.perUserLimit} >= 1`),
  ],
);

/** How many units of a campaign product a user holds (paid or unpaid); the limit is a conditional upsert of this row. */
export const campaignQuota = pgTable(
  'campaign_quota',
  {
    productId: text('product_id').notNull(),
    userId: text('user_id').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), check('campaign_quota_taken', sql`${t.taken} >= 0`)],
);

/**
 * One unit claimed by one order: HELD (order unpaid), PAID, RELEASED (the order closed unpaid: the unit went back,
 * once). redis_synced: a released unit's give-back has reached the Redis gate (or there is none to tell).
 */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    userId: text('user_id').notNull(),
    cusOrderId: text('cus_order_id').notNull(),
    priceFen: fen('price_fen').notNull(),
    status: text('status').notNull().default('HELD'),
    redisSynced: boolean('redis_synced').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('campaign_claims_order_uq').on(t.cusOrderId),
    index('campaign_claims_product_idx').on(t.productId, t.status),
    index('campaign_claims_unsynced_idx').on(t.productId).where(sql`${t.status} = 'RELEASED' and not ${t.redisSynced}`),
  ],
);
