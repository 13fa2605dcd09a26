CREATE TABLE "interviews" (
	"id" text PRIMARY KEY NOT NULL,
	"planner_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"invite_type" integer NOT NULL,
	"invite_time" timestamp with time zone NOT NULL,
	"invite_address" text NOT NULL,
	"topic" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"accompany_name" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interviews_customer_idx" ON "interviews" USING btree ("customer_id","status","invite_time");--> statement-breakpoint
CREATE INDEX "interviews_planner_idx" ON "interviews" USING btree ("planner_id","status","invite_time");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_live_uq" ON "interviews" USING btree ("planner_id","customer_id","invite_time") WHERE status in (0, 1);