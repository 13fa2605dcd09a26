import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ad materials, one row per material, grouped by slot (location_code). link_type: 1 route, 2 external URL, 3 image page. */
export const ads = pgTable(
  'ads',
  {
    id: text('id').primaryKey(),
    locationCode: text('location_code').notNull(),
    materialName: text('material_name').notNull().default(''),
    materialDescription: text('material_description').notNull().default(''),
    materialUrl: text('material_url').notNull(),
    linkType: integer('link_type').notNull().default(1),
    wapLink: text('wap_link').notNull().default(''),
    materialLink: text('material_link').notNull().default(''),
    imgLink: text('img_link').notNull().default(''),
    /** Terminals it shows on (COMDIC_TERMINAL_WAP / _APP / _APPLET); empty = all. */
    terminalCodes: text('terminal_codes').array().notNull().default([]),
    /** City codes it is limited to; empty = everywhere. */
    areaCodes: text('area_codes').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
  },
  (t) => [index('ads_location_idx').on(t.locationCode, t.sort)],
);

/** Navigation grid items by category (nav100007 fixed, nav100012 scroll, nav100026 tools). way: 1 route, 2 URL, 3 image. */
export const navItems = pgTable(
  'nav_items',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code').notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    navigationWay: integer('navigation_way').notNull().default(1),
    wapRoute: text('wap_route').notNull().default(''),
    url: text('url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('nav_items_category_idx').on(t.categoryCode, t.sort)],
);

/** Search words in buckets TOP_HIGHLIGHT / TOP / HOT. is_jump_link: 0 search, 1 route, 2 URL, 3 image. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: text('id').primaryKey(),
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    isJumpLink: integer('is_jump_link').notNull().default(0),
    wapRoute: text('wap_route').notNull().default(''),
    url: text('url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    allSearchTimes: integer('all_search_times').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('search_keywords_bucket_idx').on(t.bucket, t.sort)],
);

/** CMS dictionary: a tree of codes with four free extension columns (meaning per code family, see enums.ts DICT). */
export const dictCodes = pgTable(
  'dict_codes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    ext1: text('ext1'),
    ext2: text('ext2'),
    ext3: text('ext3'),
    ext4: text('ext4'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('dict_codes_parent_idx').on(t.parentCode, t.sort)],
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

/** Hot consult questions of a second-level category (content_type 1) shown on detail pages. */
export const categoryQuestions = pgTable(
  'category_questions',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code').notNull(),
    contentType: integer('content_type').notNull().default(1),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('category_questions_cat_idx').on(t.categoryCode, t.contentType, t.sort)],
);

/** A user's saved goods / trade listings / planners / combos. */
export const favourites = pgTable(
  'favourites',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_target_uq').on(t.userId, t.targetType, t.targetId),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Sales leads: credit-evaluation estimates, consult / subscribe boxes, empty-search subscriptions. The typed columns
 * are what sales filters on; payload keeps the submitted form as is.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    userId: text('user_id'),
    /** Page path or URL the lead came from, and the channel code. */
    source: text('source').notNull().default(''),
    sourceChannel: text('source_channel').notNull().default(''),
    content: text('content').notNull().default(''),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    requireCode: text('require_code'),
    requireName: text('require_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    estimateFen: bigint('estimate_fen', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('NEW'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_kind_idx').on(t.kind, t.createdAt),
    index('leads_phone_idx').on(t.phone),
    index('leads_user_idx').on(t.userId),
  ],
);
