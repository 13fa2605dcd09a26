CREATE TABLE "share_pays" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"cus_order_id" text NOT NULL,
	"batch_ids" jsonb NOT NULL,
	"amount_fen" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cus_orders" ADD COLUMN "combo_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "share_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "share_pays_token_uq" ON "share_pays" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_pays_cus_idx" ON "share_pays" USING btree ("cus_order_id");