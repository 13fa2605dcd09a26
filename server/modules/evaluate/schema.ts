import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScoreDimension } from '../planner/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One evaluation per order item: the primary key makes a second evaluation of the same item fail even when two
 * requests race (evaluations has no unique key on the item: seeded rows have none).
 */
export const evaluationOrderItems = pgTable(
  'evaluation_order_items',
  {
    orderItemId: text('order_item_id').primaryKey(),
    evaluationId: text('evaluation_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('evaluation_order_items_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One evaluation per held interview (面谈, issue 27 §4b): the primary key makes a second rating of the same interview
 * fail even when 20 requests race. The evaluation itself is an ordinary `evaluations` row of the planner (no goods),
 * so it is listed and counted in 薯片分 like an order review. interview_id is interviews.id of the interview module (no
 * foreign key: modules seed apart).
 */
export const evaluationInterviews = pgTable('evaluation_interviews', {
  interviewId: text('interview_id').primaryKey(),
  evaluationId: text('evaluation_id').notNull().unique(),
  plannerId: text('planner_id').notNull(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
