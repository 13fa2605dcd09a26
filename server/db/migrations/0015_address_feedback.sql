CREATE TABLE "shipping_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type_code" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"terminal_code" text DEFAULT '' NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"equipment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reply_content" text,
	"replier_name" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cus_orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "goods_pay_plans" ADD COLUMN "needs_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_default_uq" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status","created_at");