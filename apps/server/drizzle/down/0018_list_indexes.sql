-- Reverses 0018_list_indexes (decision 037). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0018) before running an older portal.
DROP INDEX IF EXISTS "applications_round_dept_fee_amount_idx";
DROP INDEX IF EXISTS "users_candidate_name_idx";
CREATE INDEX "users_candidate_name_idx" ON "users" USING btree (lower("name"),"id") WHERE "users"."role" = 'candidate' and "users"."deleted_at" is null and "users"."email_verified_at" is not null;
