ALTER TABLE "user_act_cards" DROP CONSTRAINT "user_act_cards_times_ck";--> statement-breakpoint
ALTER TABLE "user_act_cards" ADD COLUMN "refunded_times" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_act_cards" ADD CONSTRAINT "user_act_cards_times_ck" CHECK ("user_act_cards"."used_times" >= 0 and "user_act_cards"."refunded_times" >= 0 and "user_act_cards"."used_times" + "user_act_cards"."refunded_times" <= "user_act_cards"."total_times");--> statement-breakpoint
-- Cards revoked (已作废) by a full refund before refunds were counted in uses: every use left was refunded.
UPDATE "user_act_cards" SET "refunded_times" = "total_times" - "used_times" WHERE "status" = 2;
