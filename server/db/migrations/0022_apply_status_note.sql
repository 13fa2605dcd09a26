ALTER TABLE "cooperation_proposals" ADD COLUMN "status_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cooperation_proposals_status_idx" ON "cooperation_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at");