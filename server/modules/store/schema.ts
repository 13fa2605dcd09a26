import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Planner, merchant and team stores. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StoreStats = { personNum: number; customerNum: number; maintenanceNum: number; consultResponse: string; callThroughRate: string };
export type StoreBanner = { url: string; link?: string };

/** Planner, merchant and team stores. */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    storeType: text('store_type').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    profile: text('profile').notNull().default(''),
    /** Planner stores: the planner's users.id. */
    ownerUserId: text('owner_user_id'),
    teamStoreId: text('team_store_id'),
    mchStoreId: text('mch_store_id'),
    banners: jsonb('banners').$type<StoreBanner[]>().notNull().default([]),
    stats: jsonb('stats').$type<StoreStats>(),
    modules: jsonb('modules').$type<Record<string, unknown>[]>().notNull().default([]),
    /** 1 open, 0 closed. */
    status: integer('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stores_owner_idx').on(t.ownerUserId),
    index('stores_team_idx').on(t.teamStoreId),
    index('stores_mch_idx').on(t.mchStoreId),
  ],
);

export const storeGoodsCategories = pgTable(
  'store_goods_categories',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_goods_categories_store_idx').on(t.storeId, t.sort)],
);

/** Goods shown in a store category: a service goods ('goods'), a trade listing ('trade') or a combo. */
export const storeGoods = pgTable(
  'store_goods',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => storeGoodsCategories.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull().default('goods'),
    targetId: text('target_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_goods_store_idx').on(t.storeId, t.categoryId, t.sort)],
);
