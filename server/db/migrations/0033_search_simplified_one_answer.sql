ALTER TABLE "articles" ADD COLUMN "search_plain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_contents" ADD COLUMN "answer_of" text;--> statement-breakpoint
ALTER TABLE "known_contents" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "known_contents" SET "answer_of" = "source_id" WHERE "id" IN (SELECT DISTINCT ON ("source_id", "author_id") "id" FROM "known_contents" WHERE "type" = 3 AND "source_id" IS NOT NULL AND "deleted_at" IS NULL ORDER BY "source_id", "author_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "known_contents_one_answer_uq" ON "known_contents" USING btree ("answer_of","author_id");