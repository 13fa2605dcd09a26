ALTER TABLE "invoices" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "specimen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every invoice issued before this migration came from the local issuer's random numbers: specimens, not invoices.
UPDATE "invoices" SET "issuer" = 'local', "specimen" = true WHERE "status" = 'INVOICE_STATUS_SUCCESS';
