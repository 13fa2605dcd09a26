ALTER TABLE "realname_verifications" ADD COLUMN "provider" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
-- Before the unique index (ADR 0028): an ID number verified by more than one account (possible while the check was
-- read-then-insert) stays with the account that verified it first; the later verifications become
-- AUTHENTICATION_INVALID, and so does their account's real-name status unless another verification of it holds.
WITH "ranked" AS (
  SELECT "id", "user_id", row_number() OVER (PARTITION BY "id_no_hash" ORDER BY "verified_at", "id") AS "n"
  FROM "realname_verifications" WHERE "status" = 'AUTHENTICATION_SUCCESS'
), "dropped" AS (
  UPDATE "realname_verifications" AS "v" SET "status" = 'AUTHENTICATION_INVALID'
  FROM "ranked" AS "r" WHERE "v"."id" = "r"."id" AND "r"."n" > 1
  RETURNING "v"."user_id"
)
UPDATE "users" AS "u" SET "real_status" = 'AUTHENTICATION_INVALID', "updated_at" = now()
WHERE "u"."id" IN (SELECT "user_id" FROM "dropped") AND "u"."real_status" = 'AUTHENTICATION_SUCCESS'
  AND NOT EXISTS (
    SELECT 1 FROM "ranked" AS "k" WHERE "k"."user_id" = "u"."id" AND "k"."n" = 1
  );--> statement-breakpoint
CREATE UNIQUE INDEX "realname_idno_success_uq" ON "realname_verifications" USING btree ("id_no_hash") WHERE "realname_verifications"."status" = 'AUTHENTICATION_SUCCESS';
