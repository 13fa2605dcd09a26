CREATE TABLE "coupon_quota" (
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_quota_user_id_template_id_pk" PRIMARY KEY("user_id","template_id"),
	CONSTRAINT "coupon_quota_taken_ck" CHECK ("coupon_quota"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "receive_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_quota" ADD CONSTRAINT "coupon_quota_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_count_ck" CHECK ("coupon_templates"."received_count" >= 0 and ("coupon_templates"."total_count" = -1 or "coupon_templates"."received_count" <= "coupon_templates"."total_count"));--> statement-breakpoint
-- The per-user limit's count for coupons received before coupon_quota existed.
INSERT INTO "coupon_quota" ("user_id", "template_id", "taken") SELECT "user_id", "template_id", count(*)::int FROM "user_coupons" GROUP BY "user_id", "template_id" ON CONFLICT DO NOTHING;