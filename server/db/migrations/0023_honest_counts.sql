ALTER TABLE "planners" ALTER COLUMN "point" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "planners" ADD COLUMN "review_score_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cus_orders_planner_idx" ON "cus_orders" USING btree ("planner_id");--> statement-breakpoint
ALTER TABLE "planners" DROP COLUMN "point_level_name";--> statement-breakpoint
ALTER TABLE "planners" DROP COLUMN "point_dimensions";--> statement-breakpoint
-- Backfill (ADR 0027): every figure shown as real is recounted from its records, and the seeded numbers go.
-- 已售 of goods: quantities of order lines whose customer order took a payment.
UPDATE "goods" SET "sales_volume" = coalesce((SELECT sum(o."quantity") FROM "orders" o JOIN "cus_orders" c ON c."id" = o."cus_order_id" WHERE o."goods_id" = "goods"."id" AND c."paid_at" IS NOT NULL), 0);--> statement-breakpoint
-- 已售 of packages: their paid customer orders.
UPDATE "combos" SET "sales_volume" = (SELECT count(*) FROM "cus_orders" c WHERE c."combo_id" = "combos"."id" AND c."paid_at" IS NOT NULL);--> statement-breakpoint
-- Planners: 成交 from their paid orders; 好评率, evaluator count, score sum and 薯片分 from their shown reviews.
UPDATE "planners" SET
  "pay_num" = (SELECT count(*) FROM "cus_orders" c WHERE c."planner_id" = "planners"."user_id" AND c."paid_at" IS NOT NULL),
  "evaluator_count" = r.n,
  "review_score_sum" = r.total,
  "point" = CASE WHEN r.n > 0 THEN round(r.total::numeric / r.n)::int ELSE 0 END,
  "good_reputation_bp" = CASE WHEN r.n > 0 THEN round(r.good * 10000.0 / r.n)::int ELSE 10000 END,
  "beat_percent" = NULL,
  "card" = CASE WHEN "card" ? 'intro'
    THEN jsonb_set("card" - 'peopleServed' - 'dealNumber', '{intro}', to_jsonb(regexp_replace("card"->>'intro', '累计服务[0-9]+\+家企业，', '')))
    ELSE "card" - 'peopleServed' - 'dealNumber' END
FROM (
  SELECT p."user_id" AS id, count(e."id")::int AS n, coalesce(sum(e."average_score"), 0)::bigint AS total,
    count(e."id") FILTER (WHERE e."average_score" >= 800)::int AS good
  FROM "planners" p LEFT JOIN "evaluations" e ON e."planner_id" = p."user_id" AND e."status" = 1
  GROUP BY p."user_id"
) r
WHERE r.id = "planners"."user_id";--> statement-breakpoint
-- Flash-sale products: units held or paid by their claims.
UPDATE "campaign_products" SET "sold" = (SELECT count(*) FROM "campaign_claims" cl WHERE cl."product_id" = "campaign_products"."id" AND cl."status" IN ('HELD', 'PAID'));--> statement-breakpoint
-- 活动卡: purchases not cancelled (unpaid, granted or refunded: the counter is lowered only by a cancel).
UPDATE "act_cards" SET "sold" = (SELECT count(*) FROM "act_card_purchases" p WHERE p."card_id" = "act_cards"."id" AND p."status" <> 3);--> statement-breakpoint
-- 必懂 view counts: their visits (one per viewer and day).
UPDATE "known_contents" SET "browse_count" = (SELECT count(*) FROM "known_visits" v WHERE v."content_id" = "known_contents"."id");
