-- Issue 29, decision 043: the shortlist's counts read these two indexes alone (index-only scans).
DROP INDEX "application_selections_round_dept_idx";--> statement-breakpoint
DROP INDEX "applications_round_dept_status_number_idx";--> statement-breakpoint
CREATE INDEX "application_selections_round_dept_idx" ON "application_selections" USING btree ("round_id","department","decision","channel","application_id");--> statement-breakpoint
CREATE INDEX "applications_round_dept_status_number_idx" ON "applications" USING btree ("round_id","department","status","application_number","id");