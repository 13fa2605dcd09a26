ALTER TABLE "coupon_templates" ADD COLUMN "audience" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_audience_ck" CHECK ("coupon_templates"."audience" in (0, 1));--> statement-breakpoint
UPDATE "coupon_templates" SET "audience" = 1 WHERE "id" = 'ct_new_10';
