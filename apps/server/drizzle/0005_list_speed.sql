CREATE INDEX "applications_dept_number_idx" ON "applications" USING btree ("department","application_number");--> statement-breakpoint
CREATE INDEX "applications_dept_status_fee_idx" ON "applications" USING btree ("department","status","fee_status","created_at");--> statement-breakpoint
CREATE INDEX "applications_utr_user_idx" ON "applications" USING btree ("utr_du_number","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_status_idx" ON "applications" USING btree ("user_id","status","department");--> statement-breakpoint
CREATE INDEX "users_candidate_name_idx" ON "users" USING btree (lower("name"),"id") WHERE "users"."role" = 'candidate' and "users"."deleted_at" is null and "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops) WHERE "users"."role" = 'candidate';--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."role" = 'candidate';