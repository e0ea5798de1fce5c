CREATE INDEX "applications_round_dept_fee_amount_idx" ON "applications" USING btree ("round_id","department","fee_status","amount","id");--> statement-breakpoint
-- The statistics table's page of verified candidates in name order, read from the index alone
-- (name and e-mail carried in it): Drizzle's index builder has no INCLUDE, hence written here.
DROP INDEX IF EXISTS "users_candidate_name_idx";--> statement-breakpoint
CREATE INDEX "users_candidate_name_idx" ON "users" USING btree (lower("name"),"id") INCLUDE ("name","email") WHERE "users"."role" = 'candidate' and "users"."deleted_at" is null and "users"."email_verified_at" is not null;
