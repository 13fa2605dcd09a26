CREATE TABLE "campaign_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cus_order_id" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"redis_synced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"label_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"label_id" text,
	"city_code" text,
	"goods_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"special_price_fen" bigint NOT NULL,
	"special_unit" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"is_reco" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_products_sold" CHECK ("campaign_products"."sold" >= 0 and "campaign_products"."sold" <= "campaign_products"."stock"),
	CONSTRAINT "campaign_products_limit" CHECK ("campaign_products"."per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campaign_quota" (
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_quota_product_id_user_id_pk" PRIMARY KEY("product_id","user_id"),
	CONSTRAINT "campaign_quota_taken" CHECK ("campaign_quota"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"spec_code" text NOT NULL,
	"spec_type" text NOT NULL,
	"kind" text DEFAULT 'SPECIAL' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'PRO_CLASS_TYPE_SERVICE' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"city_codes" text[] DEFAULT '{}' NOT NULL,
	"advert_code" text DEFAULT '' NOT NULL,
	"rule_code" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seed_round" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_spec_code_unique" UNIQUE("spec_code"),
	CONSTRAINT "campaigns_window" CHECK ("campaigns"."end_at" > "campaigns"."start_at")
);
--> statement-breakpoint
ALTER TABLE "campaign_labels" ADD CONSTRAINT "campaign_labels_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_claims_order_uq" ON "campaign_claims" USING btree ("cus_order_id");--> statement-breakpoint
CREATE INDEX "campaign_claims_product_idx" ON "campaign_claims" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "campaign_claims_unsynced_idx" ON "campaign_claims" USING btree ("product_id") WHERE "campaign_claims"."status" = 'RELEASED' and not "campaign_claims"."redis_synced";--> statement-breakpoint
CREATE INDEX "campaign_labels_campaign_idx" ON "campaign_labels" USING btree ("campaign_id","city_code");--> statement-breakpoint
CREATE INDEX "campaign_products_campaign_idx" ON "campaign_products" USING btree ("campaign_id","sort");--> statement-breakpoint
CREATE INDEX "campaigns_type_window_idx" ON "campaigns" USING btree ("spec_type","end_at","start_at");