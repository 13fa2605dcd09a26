DROP INDEX "anonymous_ids_source_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_failures_since" timestamp with time zone;