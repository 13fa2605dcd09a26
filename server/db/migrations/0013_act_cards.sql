CREATE TABLE "act_card_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"cus_order_id" text NOT NULL,
	"cus_order_no" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"user_card_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "act_card_purchases_cus_order_id_unique" UNIQUE("cus_order_id")
);
--> statement-breakpoint
CREATE TABLE "act_card_quota" (
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "act_card_quota_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "act_card_quota_taken_ck" CHECK ("act_card_quota"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "act_card_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_card_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cus_order_id" text NOT NULL,
	"discount_fen" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "act_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"card_code" text NOT NULL,
	"card_type" integer NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_need_fen" bigint DEFAULT 0 NOT NULL,
	"discount_permille" integer DEFAULT 1000 NOT NULL,
	"use_limit" integer NOT NULL,
	"scope_code" text,
	"scope_name" text DEFAULT '' NOT NULL,
	"times" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"validate_type" integer NOT NULL,
	"valid_days" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"sale_from" timestamp with time zone NOT NULL,
	"sale_to" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "act_cards_card_code_unique" UNIQUE("card_code"),
	CONSTRAINT "act_cards_sold_ck" CHECK ("act_cards"."sold" >= 0 and "act_cards"."sold" <= "act_cards"."stock")
);
--> statement-breakpoint
CREATE TABLE "user_act_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"purchase_id" text,
	"total_times" integer NOT NULL,
	"used_times" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_act_cards_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "user_act_cards_times_ck" CHECK ("user_act_cards"."used_times" >= 0 and "user_act_cards"."used_times" <= "user_act_cards"."total_times")
);
--> statement-breakpoint
ALTER TABLE "act_card_purchases" ADD CONSTRAINT "act_card_purchases_card_id_act_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."act_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_card_quota" ADD CONSTRAINT "act_card_quota_card_id_act_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."act_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_card_uses" ADD CONSTRAINT "act_card_uses_user_card_id_user_act_cards_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_act_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_act_cards" ADD CONSTRAINT "user_act_cards_card_id_act_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."act_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "act_card_purchases_user_idx" ON "act_card_purchases" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "act_card_uses_order_live_uq" ON "act_card_uses" USING btree ("cus_order_id") WHERE "act_card_uses"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "act_card_uses_card_idx" ON "act_card_uses" USING btree ("user_card_id","created_at");--> statement-breakpoint
CREATE INDEX "user_act_cards_user_idx" ON "user_act_cards" USING btree ("user_id","status","valid_to");