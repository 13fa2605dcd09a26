import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Planner profiles. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BusinessCategory = { firstTypeCode: string; firstTypeName: string; secondTypeCode: string; secondTypeName: string };
export type ContentItem = Record<string, string | number | null>;
/** The business card shown on /planner/detail (inventory §13.2). */
export type PlannerBusinessCard = {
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
    card: jsonb('card').$type<PlannerBusinessCard>().notNull(),
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
