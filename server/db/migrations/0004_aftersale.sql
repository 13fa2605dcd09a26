CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT 'other' NOT NULL,
	"attached_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"credit_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_headers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"head_type" text NOT NULL,
	"invoice_head" text NOT NULL,
	"duty_paragraph" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone_enc" text DEFAULT '' NOT NULL,
	"deposit_bank" text DEFAULT '' NOT NULL,
	"bank_number" text DEFAULT '' NOT NULL,
	"default_head" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_apply_no" text NOT NULL,
	"user_id" text NOT NULL,
	"apply_user_name" text DEFAULT '' NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"mch_id" text DEFAULT '' NOT NULL,
	"apply_source" text DEFAULT 'INVOICE_APPLY_SOURCE_CUSTOMER' NOT NULL,
	"status" text NOT NULL,
	"invoice_type" text NOT NULL,
	"invoice_content" text NOT NULL,
	"invoice_header" text NOT NULL,
	"invoice_header_name" text NOT NULL,
	"taxpayer_identif_num" text DEFAULT '' NOT NULL,
	"register_address" text DEFAULT '' NOT NULL,
	"register_tel" text DEFAULT '' NOT NULL,
	"bank_of_deposit" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_email" text DEFAULT '' NOT NULL,
	"invoice_money_fen" bigint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"apply_time" timestamp with time zone NOT NULL,
	"invoice_time" timestamp with time zone,
	"invoice_code" text,
	"invoice_no" text,
	"pdf_key" text,
	"pdf_sha256" text,
	"last_hurry_at" timestamp with time zone,
	"hurry_count" bigint DEFAULT 0 NOT NULL,
	"reapply_of" text,
	"operator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_apply_no_unique" UNIQUE("invoice_apply_no")
);
--> statement-breakpoint
CREATE TABLE "realname_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"id_no_enc" text NOT NULL,
	"id_no_masked" text NOT NULL,
	"id_no_hash" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"contract_type_name" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"document_no" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"contract_name" text NOT NULL,
	"contract_type_name" text NOT NULL,
	"money_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"partya_name" text NOT NULL,
	"partya_contacts" text NOT NULL,
	"partya_phone_enc" text NOT NULL,
	"partya_email" text DEFAULT '' NOT NULL,
	"partya_addr" text DEFAULT '' NOT NULL,
	"partyb_name" text NOT NULL,
	"draft_key" text NOT NULL,
	"draft_sha256" text NOT NULL,
	"signed_key" text,
	"signed_sha256" text,
	"signer_name" text,
	"signer_id_masked" text,
	"signer_type" text,
	"sign_ip" text,
	"sign_user_agent" text,
	"sign_complete_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_document_no_unique" UNIQUE("document_no")
);
--> statement-breakpoint
CREATE TABLE "esign_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"contract_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"sign_url" text NOT NULL,
	"document_sha256" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "after_sale_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_id" text NOT NULL,
	"action" text NOT NULL,
	"deal_status_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"after_sale_no" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"merchant_user_id" text,
	"after_sale_type" text DEFAULT 'AFTER_SALE_TYPE_1' NOT NULL,
	"reason_no" text NOT NULL,
	"reason_name" text NOT NULL,
	"problem_detail" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_amount_fen" bigint NOT NULL,
	"plan_amount_fen" bigint NOT NULL,
	"status" integer NOT NULL,
	"sub_status" text DEFAULT '' NOT NULL,
	"refund_status" text DEFAULT '' NOT NULL,
	"deal_mark" text DEFAULT '' NOT NULL,
	"plat_involved_count" integer DEFAULT 0 NOT NULL,
	"agreement_ids" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "after_sales_after_sale_no_unique" UNIQUE("after_sale_no")
);
--> statement-breakpoint
CREATE TABLE "aftersale_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"after_sale_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "aftersale_refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "aftersale_refunds_after_sale_id_unique" UNIQUE("after_sale_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_order_items" (
	"order_item_id" text PRIMARY KEY NOT NULL,
	"evaluation_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_order_items_evaluation_id_unique" UNIQUE("evaluation_id")
);
--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_attached_idx" ON "uploads" USING btree ("attached_to");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "enterprises_name_idx" ON "enterprises" USING btree ("name");--> statement-breakpoint
CREATE INDEX "invoice_headers_user_idx" ON "invoice_headers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_special_uq" ON "invoice_headers" USING btree ("user_id") WHERE "invoice_headers"."type" = 'SPECIAL';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_default_uq" ON "invoice_headers" USING btree ("user_id","head_type") WHERE "invoice_headers"."default_head" and "invoice_headers"."type" = 'ORDINARY';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","apply_time");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_open_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" in ('INVOICE_STATUS_AUDIT', 'INVOICE_STATUS_PROCESS');--> statement-breakpoint
CREATE INDEX "realname_user_idx" ON "realname_verifications" USING btree ("user_id","verified_at");--> statement-breakpoint
CREATE INDEX "realname_idno_idx" ON "realname_verifications" USING btree ("id_no_hash");--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contracts_order_idx" ON "contracts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_live_uq" ON "contracts" USING btree ("order_id") WHERE "contracts"."status" in ('STRUTS_QSZ', 'STRUTS_YWC');--> statement-breakpoint
CREATE INDEX "esign_tasks_contract_idx" ON "esign_tasks" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "after_sale_records_sheet_idx" ON "after_sale_records" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_order_open_uq" ON "after_sales" USING btree ("order_id") WHERE "after_sales"."status" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "aftersale_refunds_order_idx" ON "aftersale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "evaluation_order_items_user_idx" ON "evaluation_order_items" USING btree ("user_id","created_at");