import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { goods, goodsSkus } from '../goods/schema';

// Service packages. Money is integer fen. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

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
    /** 已售: orders of the package that took their first payment (raised in that transaction; ADR 0027). */
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
