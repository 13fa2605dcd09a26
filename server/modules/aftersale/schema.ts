import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An after-sale sheet (售后单). status 1 售后中, 2 待处理 (merchant rejected), 3 待确认 (plan proposed), 4 完成,
 * 5 已关闭; subStatus the tag (AFTERSALE_STATUS_TAG_5/6/9/10/11); refundStatus REFUND_STATUS_1..5 once status is 4.
 * One open sheet (1–3) per order.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: text('id').primaryKey(),
    afterSaleNo: text('after_sale_no').notNull().unique(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** Who may act as the merchant (the order's planner / merchant user), from the order. */
    merchantUserId: text('merchant_user_id'),
    afterSaleType: text('after_sale_type').notNull().default('AFTER_SALE_TYPE_1'),
    reasonNo: text('reason_no').notNull(),
    reasonName: text('reason_name').notNull(),
    problemDetail: text('problem_detail').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Asked for by the customer, and the amount of the plan (what is refunded). */
    applyAmountFen: bigint('apply_amount_fen', { mode: 'number' }).notNull(),
    planAmountFen: bigint('plan_amount_fen', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    subStatus: text('sub_status').notNull().default(''),
    refundStatus: text('refund_status').notNull().default(''),
    dealMark: text('deal_mark').notNull().default(''),
    platInvolvedCount: integer('plat_involved_count').notNull().default(0),
    /** How often the customer changed the request after an offer or a refusal (AFTER_SALE_CHANGE_MAX at most). */
    changeCount: integer('change_count').notNull().default(0),
    agreementIds: text('agreement_ids').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('after_sales_user_idx').on(t.userId, t.status, t.createdAt),
    index('after_sales_order_idx').on(t.orderId),
    uniqueIndex('after_sales_order_open_uq').on(t.orderId).where(sql`${t.status} in (1, 2, 3)`),
  ],
);

/** The timeline of a sheet (处理记录). */
export const afterSaleRecords = pgTable(
  'after_sale_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleId: text('after_sale_id').notNull(),
    action: text('action').notNull(),
    dealStatusName: text('deal_status_name').notNull(),
    remark: text('remark').notNull().default(''),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_records_sheet_idx').on(t.afterSaleId, t.id)],
);

export type RefundLog = { status: string; statusName: string; at: string };

/**
 * A refund paid back for a sheet: one per sheet (unique), recorded in the same transaction that settles the
 * sheet, so a second approval finds it and stops. status REFUND_STATUS_4 成功 | _2 退款中 | _5 失败.
 */
export const refunds = pgTable(
  'aftersale_refunds',
  {
    id: text('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    afterSaleId: text('after_sale_id').notNull().unique(),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** Where the money went back (原路退回: 支付宝 / 钱包 …) and the payment helper's reference. */
    channel: text('channel').notNull().default(''),
    channelName: text('channel_name').notNull().default(''),
    providerRef: text('provider_ref'),
    logs: jsonb('logs').$type<RefundLog[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('aftersale_refunds_order_idx').on(t.orderId)],
);
