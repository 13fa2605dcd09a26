import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Case studies. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
