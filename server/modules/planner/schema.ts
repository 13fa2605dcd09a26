import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Planner profiles. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One scored dimension (the review module's 服务态度, 专业能力, 办理效率; 0–1000). */
export type ScoreDimension = { name: string; score: number };
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
  /** Seconds. */
  responseTime?: number;
  titleNavs?: string[];
  content?: { wenda?: ContentItem[]; article?: ContentItem[]; hotNews?: ContentItem[] };
  live?: { id: string; coverUrl: string; createTime: string; viewCount: number; studioName: string } | null;
};

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
    /**
     * 薯片分: the mean review score of the planner's reviews (0–1000, the reviews' own scale), i.e.
     * round(review_score_sum / evaluator_count); 0 while nobody has reviewed them (pages then show no figure). Kept by
     * countPlannerReview in the review's transaction (ADR 0027).
     */
    point: integer('point').notNull().default(0),
    /** Share of planners this one beats, percent 0–100; null = unknown. */
    beatPercent: integer('beat_percent'),
    /** Show the score on shared pages. */
    showScore: boolean('show_score').notNull().default(true),
    /** 历史成交 / 服务次数: customer orders of this planner that took their first payment (planner/deals.ts, ADR 0027). */
    payNum: integer('pay_num').notNull().default(0),
    /** 好评率 in basis points (9850 = 98.5%). */
    goodReputationBp: integer('good_reputation_bp').notNull().default(10000),
    evaluatorCount: integer('evaluator_count').notNull().default(0),
    /** Sum of the review scores (0–1000 each) of those evaluator_count reviews: 薯片分 is its mean. */
    reviewScoreSum: bigint('review_score_sum', { mode: 'number' }).notNull().default(0),
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
