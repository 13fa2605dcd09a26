import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Contract templates: `body` is text with {{placeholders}} (see contract/template.ts). */
export const contractTemplates = pgTable('contract_templates', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  contractTypeName: text('contract_type_name').notNull(),
  /** Order class type the template serves (PRO_CLASS_TYPE_SERVICE …); '' = any. */
  productType: text('product_type').notNull().default(''),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  status: integer('status').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A contract of an order. status: STRUTS_QSZ (drafted, waiting for the signature) → STRUTS_YWC (signed);
 * STRUTS_YZF (voided: a newer draft replaced it). The signed PDF is stored once, its SHA-256 kept here and
 * checked on every read.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    documentNo: text('document_no').notNull().unique(),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    contractName: text('contract_name').notNull(),
    contractTypeName: text('contract_type_name').notNull(),
    moneyFen: bigint('money_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    partyaName: text('partya_name').notNull(),
    partyaContacts: text('partya_contacts').notNull(),
    /** AES-GCM encrypted phone; shown masked. */
    partyaPhoneEnc: text('partya_phone_enc').notNull(),
    partyaEmail: text('partya_email').notNull().default(''),
    partyaAddr: text('partya_addr').notNull().default(''),
    partybName: text('partyb_name').notNull(),
    draftKey: text('draft_key').notNull(),
    draftSha256: text('draft_sha256').notNull(),
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    signerName: text('signer_name'),
    signerIdMasked: text('signer_id_masked'),
    signerType: text('signer_type'),
    signIp: text('sign_ip'),
    signUserAgent: text('sign_user_agent'),
    signCompleteTime: ts('sign_complete_time'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId, t.status, t.createdAt),
    index('contracts_order_idx').on(t.orderId),
    uniqueIndex('contracts_order_live_uq').on(t.orderId).where(sql`${t.status} in ('STRUTS_QSZ', 'STRUTS_YWC')`),
  ],
);

/** Sign tasks opened with the e-sign adapter. status: OPEN → SIGNED | REJECTED | EXPIRED. */
export const esignTasks = pgTable(
  'esign_tasks',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    contractId: text('contract_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    signUrl: text('sign_url').notNull(),
    documentSha256: text('document_sha256').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('esign_tasks_contract_idx').on(t.contractId)],
);
