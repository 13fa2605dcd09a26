import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BusinessCategory = { firstTypeCode: string; firstTypeName: string; secondTypeCode: string; secondTypeName: string };
export type ContentItem = Record<string, string | number | null>;
/** The business card shown on /planner/detail (inventory §13.2). */
export type PlannerCard = {
  status: string;
  title: string;
  wechat?: string;
  mailbox?: string;
  intro?: string;
  officeAddress?: string;
  serviceExperience?: string;
  peopleServed?: number;
  dealNumber?: number;
  /** Seconds. */
  responseTime?: number;
  titleNavs?: string[];
  content?: { wenda?: ContentItem[]; article?: ContentItem[]; hotNews?: ContentItem[] };
  live?: { id: string; coverUrl: string; createTime: string; viewCount: number; studioName: string } | null;
};
export type ScoreDimension = { name: string; score: number };
export type StoreStats = { personNum: number; customerNum: number; maintenanceNum: number; consultResponse: string; callThroughRate: string };
export type StoreBanner = { url: string; link?: string };

/** Planner profile, keyed by the auth module's users.id (a MERCHANT_USER account); no FK so either side seeds first. */
export const planners = pgTable(
  'planners',
  {
    userId: text('user_id').primaryKey(),
    /** IM user type: MERCHANT_B (default) | MERCHANT_S | MERCHANT_USER. */
    mchClass: text('mch_class').notNull().default('MERCHANT_B'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    postName: text('post_name').notNull().default('金牌规划师'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** 薯片分 (0–1000 scale in practice ~ 100–999). */
    point: integer('point').notNull().default(100),
    pointLevelName: text('point_level_name').notNull().default(''),
    /** Share of planners this one beats, percent 0–100; null = unknown. */
    beatPercent: integer('beat_percent'),
    /** Show the score on shared pages. */
    showScore: boolean('show_score').notNull().default(true),
    /** Score dimensions for the 薯片分 radar (基础素质, 行业影响, ...), 0–100 each. */
    pointDimensions: jsonb('point_dimensions').$type<ScoreDimension[]>().notNull().default([]),
    payNum: integer('pay_num').notNull().default(0),
    /** 好评率 in basis points (9850 = 98.5%). */
    goodReputationBp: integer('good_reputation_bp').notNull().default(10000),
    evaluatorCount: integer('evaluator_count').notNull().default(0),
    serveAge: integer('serve_age').notNull().default(1),
    /** 1 active, 0 disabled, 3 resigned. */
    status: integer('status').notNull().default(1),
    businessCategories: jsonb('business_categories').$type<BusinessCategory[]>().notNull().default([]),
    firstTypeCodes: text('first_type_codes').array().notNull().default([]),
    /** City served (510100) and district (510104); area_codes = extra cities served. */
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    areaCodes: text('area_codes').array().notNull().default([]),
    /** Real phone, AES-GCM encrypted (see catalog/crypto.ts); never sent to a page. */
    phoneEnc: text('phone_enc').notNull(),
    recentCompany: text('recent_company').notNull().default(''),
    merchantName: text('merchant_name').notNull().default(''),
    card: jsonb('card').$type<PlannerCard>().notNull(),
    storeId: text('store_id'),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('planners_city_idx').on(t.cityCode, t.districtCode),
    index('planners_status_idx').on(t.status),
    index('planners_point_idx').on(t.point),
    index('planners_pay_idx').on(t.payNum),
    index('planners_rep_idx').on(t.goodReputationBp),
    index('planners_types_idx').using('gin', t.firstTypeCodes),
    index('planners_areas_idx').using('gin', t.areaCodes),
  ],
);

/** Reviews of goods / planners. Written by the order issue later; order_item_id stays null for seeded rows. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: text('id').primaryKey(),
    /** 'goods' | 'trade' | 'combo' and its id; null for a planner-only review. */
    goodsType: text('goods_type'),
    goodsId: text('goods_id'),
    plannerId: text('planner_id'),
    orderId: text('order_id'),
    orderItemId: text('order_item_id'),
    userId: text('user_id'),
    userName: text('user_name').notNull(),
    avatar: text('avatar').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** 0–1000 (stars = floor(/200)). */
    averageScore: integer('average_score').notNull(),
    scores: jsonb('scores').$type<ScoreDimension[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    goodEvaluate: boolean('good_evaluate').notNull().default(false),
    /** 1 shown, 0 hidden by moderation. */
    status: integer('status').notNull().default(1),
    evaluatedAt: ts('evaluated_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('evaluations_goods_idx').on(t.goodsId, t.evaluatedAt),
    index('evaluations_planner_idx').on(t.plannerId, t.evaluatedAt),
    index('evaluations_user_idx').on(t.userId),
    index('evaluations_order_item_idx').on(t.orderItemId),
  ],
);

/** 1 = the customer's follow-up review, 2 = the planner's reply. */
export const evaluationReplies = pgTable(
  'evaluation_replies',
  {
    id: text('id').primaryKey(),
    evaluationId: text('evaluation_id').notNull().references(() => evaluations.id, { onDelete: 'cascade' }),
    replyType: integer('reply_type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    userId: text('user_id'),
    userName: text('user_name').notNull(),
    avatar: text('avatar').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('evaluation_replies_eval_idx').on(t.evaluationId, t.replyType)],
);

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

/** Case studies (inventory §15 / §18). detail_info holds the dynamic sections of §15.2. */
export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    caseName: text('case_name').notNull(),
    caseType: text('case_type').notNull(),
    caseImg: text('case_img'),
    /** ×100: 960 = 9.6 分. */
    caseScore: integer('case_score'),
    dealTimeDays: integer('deal_time_days').notNull().default(0),
    commodityAmountFen: bigint('commodity_amount_fen', { mode: 'number' }).notNull().default(0),
    dealProvinceCode: text('deal_province_code'),
    dealProvince: text('deal_province').notNull().default(''),
    dealCityCode: text('deal_city_code'),
    dealCity: text('deal_city').notNull().default(''),
    dealAreaCode: text('deal_area_code'),
    dealArea: text('deal_area').notNull().default(''),
    caseDefaultRead: integer('case_default_read').notNull().default(0),
    caseRealReadNum: integer('case_real_read_num').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    caseIntro: text('case_intro').notNull().default(''),
    productTypeCode: text('product_type_code').notNull(),
    productOneBelongCode: text('product_one_belong_code'),
    productTwoBelongCode: text('product_two_belong_code'),
    productThreeBelongCode: text('product_three_belong_code'),
    goodsId: text('goods_id'),
    /** The signing planner (users.id). */
    plannerId: text('planner_id'),
    /** 1 on shelf, 0 off. */
    upOrDown: integer('up_or_down').notNull().default(1),
    detailInfo: jsonb('detail_info').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cases_class_idx').on(t.productOneBelongCode, t.productTwoBelongCode),
    index('cases_area_idx').on(t.dealProvinceCode, t.dealCityCode, t.dealAreaCode),
    index('cases_order_idx').on(t.upOrDown, t.isTop, t.createdAt),
    index('cases_planner_idx').on(t.plannerId),
  ],
);

/** Hidden-number bindings: the customer calls relay_number, the relay rings the planner until expires_at. */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: text('id').primaryKey(),
    customerUserId: text('customer_user_id'),
    customerId: text('customer_id'),
    customerPhone: text('customer_phone'),
    /** Visitors call too (no login needed): their anonymous id. */
    anonymousId: text('anonymous_id'),
    plannerId: text('planner_id').notNull(),
    relayNumber: text('relay_number'),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    requireCode: text('require_code'),
    requireName: text('require_name'),
    /** The answer given: 1 callable, 0 planner disabled, 3 planner resigned. */
    status: integer('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('phone_calls_planner_idx').on(t.plannerId, t.createdAt),
    index('phone_calls_relay_idx').on(t.relayNumber, t.expiresAt),
    // The relay adapter reads the live bindings (status 1 with a number, not expired) on every call.
    index('phone_calls_live_idx').on(t.expiresAt).where(sql`${t.status} = 1 and ${t.relayNumber} is not null`),
    index('phone_calls_customer_idx').on(t.customerUserId),
  ],
);
