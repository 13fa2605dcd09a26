ALTER TABLE "known_comments" ADD COLUMN "root_id" text;--> statement-breakpoint
ALTER TABLE "known_comments" ADD COLUMN "reply_to_id" text;--> statement-breakpoint
ALTER TABLE "known_comments" ADD COLUMN "reply_to_user_id" text;--> statement-breakpoint
ALTER TABLE "known_comments" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "known_comments_root_idx" ON "known_comments" USING btree ("root_id","created_at");