CREATE TABLE "wallet_bank_branches" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_bank_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_type" text NOT NULL,
	"card_no_enc" text NOT NULL,
	"card_no_hash" text NOT NULL,
	"card_masked" text NOT NULL,
	"card_tail" text NOT NULL,
	"phone_masked" text NOT NULL,
	"branch_id" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"status" text DEFAULT 'BOUND' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_card_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_ref" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_type" text NOT NULL,
	"card_no_enc" text NOT NULL,
	"card_no_hash" text NOT NULL,
	"card_masked" text NOT NULL,
	"card_tail" text NOT NULL,
	"phone_masked" text NOT NULL,
	"branch_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_daily_counters" (
	"key" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_daily_counters_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount_pos" CHECK ("wallet_holds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"withdraw_no" text NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_masked" text NOT NULL,
	"card_tail" text NOT NULL,
	"holder_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"service_charge_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"fail_reason" text,
	"idempotency_key" text NOT NULL,
	"hold_id" text NOT NULL,
	"ledger_id" text,
	"submitted_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_verify_local_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"card_no_hash" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_local_orders" (
	"payout_no" text PRIMARY KEY NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"card_tail" text NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"reason" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "frozen_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_bank_branches_bank_idx" ON "wallet_bank_branches" USING btree ("bank_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_bank_cards_user_card_uq" ON "wallet_bank_cards" USING btree ("user_id","card_no_hash") WHERE "wallet_bank_cards"."status" = 'BOUND';--> statement-breakpoint
CREATE INDEX "wallet_bank_cards_user_idx" ON "wallet_bank_cards" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wallet_card_verifications_user_idx" ON "wallet_card_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_ref_uq" ON "wallet_holds" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "wallet_holds_user_idx" ON "wallet_holds" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_no_uq" ON "wallet_withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_idem_uq" ON "wallet_withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_due_idx" ON "wallet_withdrawals" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "bank_verify_local_card_idx" ON "bank_verify_local_requests" USING btree ("card_no_hash");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance_fen" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_frozen_nonneg" CHECK ("wallets"."frozen_fen" >= 0);