CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coupon_type" integer NOT NULL,
	"reduce_fen" bigint DEFAULT 0 NOT NULL,
	"discount_permille" integer DEFAULT 1000 NOT NULL,
	"full_fen" bigint DEFAULT 0 NOT NULL,
	"use_type" integer NOT NULL,
	"scope_code" text,
	"scope_name" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"valid_days" integer,
	"total_count" integer NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"cus_order_id" text,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cus_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"cus_order_no" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer NOT NULL,
	"pay_status" text DEFAULT 'UN_PAID' NOT NULL,
	"pay_type" integer NOT NULL,
	"total_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"payable_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"deposit_fen" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"remark" text DEFAULT '' NOT NULL,
	"agreement_ids" text DEFAULT '' NOT NULL,
	"contract" jsonb,
	"planner_id" text,
	"city_code" text,
	"cancel_code" text,
	"cancel_reason" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cus_orders_cus_order_no_unique" UNIQUE("cus_order_no")
);
--> statement-breakpoint
CREATE TABLE "goods_pay_plans" (
	"goods_id" text PRIMARY KEY NOT NULL,
	"pay_type" integer NOT NULL,
	"deposit_bp" integer DEFAULT 0 NOT NULL,
	"nodes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"cus_order_id" text NOT NULL,
	"order_id" text NOT NULL,
	"batch_number" integer NOT NULL,
	"name" text NOT NULL,
	"money_fen" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"node_id" text,
	"payment_id" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"days" integer DEFAULT 3 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"handler_name" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"cus_order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"goods_name" text NOT NULL,
	"sku_name" text NOT NULL,
	"img" text NOT NULL,
	"product_type" text NOT NULL,
	"class_code1" text NOT NULL,
	"class_code_level" text NOT NULL,
	"pay_type" integer NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"payable_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"deposit_fen" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"user_confirm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "pay_notify_log" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"result" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"refund_ref" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"cus_order_id" text,
	"batch_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gateway_trade_no" text,
	"from_page" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"payment_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"subject" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_trades_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"ref_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"pay_password_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_cus_order_id_cus_orders_id_fk" FOREIGN KEY ("cus_order_id") REFERENCES "public"."cus_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nodes" ADD CONSTRAINT "order_nodes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cus_order_id_cus_orders_id_fk" FOREIGN KEY ("cus_order_id") REFERENCES "public"."cus_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_uq" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("cus_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cus_orders_idem_uq" ON "cus_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cus_orders_user_idx" ON "cus_orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cus_orders_expiry_idx" ON "cus_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "order_batches_cus_idx" ON "order_batches" USING btree ("cus_order_id","order_id","batch_number");--> statement-breakpoint
CREATE INDEX "order_nodes_order_idx" ON "order_nodes" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "orders_cus_idx" ON "orders" USING btree ("cus_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pay_notify_log_no_idx" ON "pay_notify_log" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_ref_uq" ON "payment_refunds" USING btree ("refund_ref");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_cus_idx" ON "payments" USING btree ("cus_order_id");--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due_idx" ON "sandbox_notifications" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_ref_uq" ON "wallet_ledger" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","created_at");