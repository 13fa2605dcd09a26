import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShippingSnapshot } from '@/lib/contract/address/api';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

export type ContractFirstInfo = {
  contractFirstName: string;
  contractFirstContacts: string;
  contractFirstPhone: string;
  contractFirstEmail?: string;
  contractFirstAddr?: string;
};

export type PlanNode = { name: string; days: number; payBp: number; explain?: string };

/** How a goods is paid and delivered (the catalog lacks it): pay type 1..4, deposit share, service-node template, and
 * whether its result is posted to the customer (a shipping address is then required at checkout). */
export const goodsPayPlans = pgTable('goods_pay_plans', {
  goodsId: text('goods_id').primaryKey(),
  payType: integer('pay_type').notNull(),
  depositBp: integer('deposit_bp').notNull().default(0),
  nodes: jsonb('nodes').$type<PlanNode[]>().notNull(),
  needsAddress: boolean('needs_address').notNull().default(false),
});

/** 客户单. status 1 待付款, 2 办理中, 3 已完成, 4 已取消, 5 待提交. pay_status UN_PAID | PART_PAID | COMPLETED_PAID. */
export const cusOrders = pgTable(
  'cus_orders',
  {
    id: text('id').primaryKey(),
    cusOrderNo: text('cus_order_no').notNull().unique(),
    userId: text('user_id').notNull(),
    status: integer('status').notNull(),
    payStatus: text('pay_status').notNull().default('UN_PAID'),
    payType: integer('pay_type').notNull(),
    totalFen: fen('total_fen').notNull(),
    discountFen: fen('discount_fen').notNull().default(0),
    payableFen: fen('payable_fen').notNull(),
    paidFen: fen('paid_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    depositFen: fen('deposit_fen').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    remark: text('remark').notNull().default(''),
    agreementIds: text('agreement_ids').notNull().default(''),
    contract: jsonb('contract').$type<ContractFirstInfo | null>(),
    /** Where the goods are posted: the customer's address as it was at checkout (address module), or null. */
    shippingAddress: jsonb('shipping_address').$type<ShippingSnapshot | null>(),
    plannerId: text('planner_id'),
    /** Bought as a service package (combos.id): the lines are the package's items at the package price. */
    comboId: text('combo_id'),
    cityCode: text('city_code'),
    cancelCode: text('cancel_code'),
    cancelReason: text('cancel_reason'),
    /** Auto-cancel deadline while unpaid. */
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    paidAt: ts('paid_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cus_orders_idem_uq').on(t.userId, t.idempotencyKey),
    index('cus_orders_user_idx').on(t.userId, t.status, t.createdAt),
    index('cus_orders_expiry_idx').on(t.status, t.expiresAt),
    index('cus_orders_planner_idx').on(t.plannerId),
  ],
);

/** 订单: one SKU line of a customer order. status UNSUBMITE | UN_PAID | HANDLING | HANDLED | COMPLETED | CANCELLED. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    cusOrderId: text('cus_order_id').notNull().references(() => cusOrders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    goodsName: text('goods_name').notNull(),
    skuName: text('sku_name').notNull(),
    img: text('img').notNull(),
    productType: text('product_type').notNull(),
    classCode1: text('class_code1').notNull(),
    classCodeLevel: text('class_code_level').notNull(),
    payType: integer('pay_type').notNull(),
    unitPriceFen: fen('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    totalFen: fen('total_fen').notNull(),
    discountFen: fen('discount_fen').notNull().default(0),
    payableFen: fen('payable_fen').notNull(),
    paidFen: fen('paid_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    depositFen: fen('deposit_fen').notNull().default(0),
    status: text('status').notNull(),
    userConfirm: integer('user_confirm').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    handledAt: ts('handled_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [index('orders_cus_idx').on(t.cusOrderId), index('orders_user_idx').on(t.userId)],
);

/** 分批支付. status 0 未到期, 1 本期应付, 2 已支付. */
export const orderBatches = pgTable(
  'order_batches',
  {
    id: text('id').primaryKey(),
    cusOrderId: text('cus_order_id').notNull().references(() => cusOrders.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    batchNumber: integer('batch_number').notNull(),
    name: text('name').notNull(),
    moneyFen: fen('money_fen').notNull(),
    status: integer('status').notNull().default(0),
    nodeId: text('node_id'),
    paymentId: text('payment_id'),
    paidAt: ts('paid_at'),
  },
  (t) => [index('order_batches_cus_idx').on(t.cusOrderId, t.orderId, t.batchNumber)],
);

/** Service nodes of an order. status 0 未开始, 1 处理中, 2 已完成. */
export const orderNodes = pgTable(
  'order_nodes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    explain: text('explain').notNull().default(''),
    days: integer('days').notNull().default(3),
    status: integer('status').notNull().default(0),
    handlerName: text('handler_name').notNull().default(''),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('order_nodes_order_idx').on(t.orderId, t.seq)],
);
