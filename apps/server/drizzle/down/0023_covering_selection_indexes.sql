-- Reverses 0023_covering_selection_indexes (decision 043): the two indexes as 0010 made them. Then
-- remove its entry from drizzle.__drizzle_migrations (the row whose created_at is the journal's
-- "when" for 0023) before running an older portal.
DROP INDEX IF EXISTS "application_selections_round_dept_idx";
DROP INDEX IF EXISTS "applications_round_dept_status_number_idx";
CREATE INDEX "application_selections_round_dept_idx" ON "application_selections" USING btree ("round_id","department","decision","channel");
CREATE INDEX "applications_round_dept_status_number_idx" ON "applications" USING btree ("round_id","department","status","application_number");
