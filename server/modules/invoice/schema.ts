import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 发票抬头 of a user. type ORDINARY | SPECIAL (at most one SPECIAL per user); headType PERSONAL | COMPANY. */
export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    headType: text('head_type').notNull(),
    invoiceHead: text('invoice_head').notNull(),
    /** 统一社会信用代码 (companies). */
    dutyParagraph: text('duty_paragraph').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Registered phone, AES-GCM encrypted (catalog/crypto.ts); '' when none. */
    phoneEnc: text('phone_enc').notNull().default(''),
    depositBank: text('deposit_bank').notNull().default(''),
    bankNumber: text('bank_number').notNull().default(''),
    defaultHead: boolean('default_head').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoice_headers_user_idx').on(t.userId),
    uniqueIndex('invoice_headers_special_uq').on(t.userId).where(sql`${t.type} = 'SPECIAL'`),
    uniqueIndex('invoice_headers_default_uq').on(t.userId, t.headType).where(sql`${t.defaultHead} and ${t.type} = 'ORDINARY'`),
  ],
);

/**
 * An invoice application (and, once issued, the invoice). status: INVOICE_STATUS_AUDIT → _SUCCESS (issued, PDF) |
 * _REJECT | _FAIL; _CANCEL when the applicant withdraws it while under audit. Only one application of an order
 * can be under audit at a time (partial unique index); issued ones count towards the invoiced amount.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    invoiceApplyNo: text('invoice_apply_no').notNull().unique(),
    userId: text('user_id').notNull(),
    applyUserName: text('apply_user_name').notNull().default(''),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** Merchant / store that issues it (signStoreId). */
    mchId: text('mch_id').notNull().default(''),
    applySource: text('apply_source').notNull().default('INVOICE_APPLY_SOURCE_CUSTOMER'),
    status: text('status').notNull(),
    invoiceType: text('invoice_type').notNull(),
    invoiceContent: text('invoice_content').notNull(),
    invoiceHeader: text('invoice_header').notNull(),
    invoiceHeaderName: text('invoice_header_name').notNull(),
    taxpayerIdentifNum: text('taxpayer_identif_num').notNull().default(''),
    registerAddress: text('register_address').notNull().default(''),
    registerTel: text('register_tel').notNull().default(''),
    bankOfDeposit: text('bank_of_deposit').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull(),
    receiverEmail: text('receiver_email').notNull().default(''),
    invoiceMoneyFen: bigint('invoice_money_fen', { mode: 'number' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    applyTime: ts('apply_time').notNull(),
    invoiceTime: ts('invoice_time'),
    invoiceCode: text('invoice_code'),
    invoiceNo: text('invoice_no'),
    /** The issuing provider (INVOICE_PROVIDER) once issued. */
    issuer: text('issuer'),
    /** 样票: issued by a stand-in issuer, not by the tax platform; no invoice (ADR 0033). */
    specimen: boolean('specimen').notNull().default(false),
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    lastHurryAt: ts('last_hurry_at'),
    hurryCount: bigint('hurry_count', { mode: 'number' }).notNull().default(0),
    /** The application this one re-applies (after a rejection or failure). */
    reapplyOf: text('reapply_of'),
    operatorId: text('operator_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.applyTime),
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_order_open_uq').on(t.orderId).where(sql`${t.status} in ('INVOICE_STATUS_AUDIT', 'INVOICE_STATUS_PROCESS')`),
  ],
);

/** Enterprises known by name and credit code (find_enterprise_page): seeded, and learned from company headers. */
export const enterprises = pgTable(
  'enterprises',
  {
    creditCode: text('credit_code').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('enterprises_name_idx').on(t.name)],
);
