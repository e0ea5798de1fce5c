CREATE TABLE "application_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"application_type" text NOT NULL,
	"status" text NOT NULL,
	"fee_status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_tallies_round_idx" ON "application_tallies" USING btree ("round_id","department","status");--> statement-breakpoint
CREATE INDEX "submission_tallies_round_idx" ON "submission_tallies" USING btree ("round_id","quarter");--> statement-breakpoint
CREATE INDEX "user_tallies_role_idx" ON "user_tallies" USING btree ("role");--> statement-breakpoint
-- Issue 29, decision 037: counts kept by statement-level triggers, one signed row per changed group.
CREATE FUNCTION tally_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_tallies (round_id, department, application_type, status, fee_status, n)
      SELECT round_id, department, application_type, status, fee_status, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5;
    INSERT INTO submission_tallies (round_id, quarter, n)
      SELECT round_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_tallies (round_id, department, application_type, status, fee_status, n)
      SELECT round_id, department, application_type, status, fee_status, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4, 5;
    INSERT INTO submission_tallies (round_id, quarter, n)
      SELECT round_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    -- An UPDATE: only the groups whose count changed get a row (most updates change none).
    INSERT INTO application_tallies (round_id, department, application_type, status, fee_status, n)
      SELECT round_id, department, application_type, status, fee_status, sum(d) FROM (
        SELECT round_id, department, application_type, status, fee_status, 1 AS d FROM new_rows
        UNION ALL
        SELECT round_id, department, application_type, status, fee_status, -1 FROM old_rows
      ) c GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0;
    INSERT INTO submission_tallies (round_id, quarter, n)
      SELECT round_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), sum(d) FROM (
        SELECT round_id, created_at, 1 AS d FROM new_rows
        UNION ALL
        SELECT round_id, created_at, -1 FROM old_rows
      ) c GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tally_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Counted: not erased, and a candidate only once the e-mail is verified.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_tallies (role, n)
      SELECT role, count(*) FROM new_rows
      WHERE deleted_at IS NULL AND (role <> 'candidate' OR email_verified_at IS NOT NULL) GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_tallies (role, n)
      SELECT role, -count(*) FROM old_rows
      WHERE deleted_at IS NULL AND (role <> 'candidate' OR email_verified_at IS NOT NULL) GROUP BY 1;
  ELSE
    INSERT INTO user_tallies (role, n)
      SELECT role, sum(d) FROM (
        SELECT role, 1 AS d FROM new_rows WHERE deleted_at IS NULL AND (role <> 'candidate' OR email_verified_at IS NOT NULL)
        UNION ALL
        SELECT role, -1 FROM old_rows WHERE deleted_at IS NULL AND (role <> 'candidate' OR email_verified_at IS NOT NULL)
      ) c GROUP BY 1 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clear_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    DELETE FROM application_tallies;
    DELETE FROM submission_tallies;
  ELSE
    DELETE FROM user_tallies;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_tally_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_applications();--> statement-breakpoint
CREATE TRIGGER applications_tally_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_applications();--> statement-breakpoint
CREATE TRIGGER applications_tally_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_applications();--> statement-breakpoint
CREATE TRIGGER applications_tally_truncate AFTER TRUNCATE ON applications FOR EACH STATEMENT EXECUTE FUNCTION clear_tallies();--> statement-breakpoint
CREATE TRIGGER users_tally_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_users();--> statement-breakpoint
CREATE TRIGGER users_tally_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_users();--> statement-breakpoint
CREATE TRIGGER users_tally_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_users();--> statement-breakpoint
CREATE TRIGGER users_tally_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION clear_tallies();--> statement-breakpoint
-- Folds each group's rows into one (a job runs it; readers sum, so it changes no total). Returns the rows removed.
CREATE FUNCTION fold_tallies() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  removed integer := 0;
  c integer;
BEGIN
  WITH gone AS (
    DELETE FROM application_tallies WHERE (round_id, department, application_type, status, fee_status) IN (
      SELECT round_id, department, application_type, status, fee_status FROM application_tallies
      GROUP BY 1, 2, 3, 4, 5 HAVING count(*) > 1
    ) RETURNING round_id, department, application_type, status, fee_status, n
  ), kept AS (
    INSERT INTO application_tallies (round_id, department, application_type, status, fee_status, n)
      SELECT round_id, department, application_type, status, fee_status, sum(n) FROM gone
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 RETURNING 1
  ) SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO c;
  removed := removed + c;
  WITH gone AS (
    DELETE FROM submission_tallies WHERE (round_id, quarter) IN (
      SELECT round_id, quarter FROM submission_tallies GROUP BY 1, 2 HAVING count(*) > 1
    ) RETURNING round_id, quarter, n
  ), kept AS (
    INSERT INTO submission_tallies (round_id, quarter, n)
      SELECT round_id, quarter, sum(n) FROM gone GROUP BY 1, 2 HAVING sum(n) <> 0 RETURNING 1
  ) SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO c;
  removed := removed + c;
  WITH gone AS (
    DELETE FROM user_tallies WHERE role IN (SELECT role FROM user_tallies GROUP BY 1 HAVING count(*) > 1)
    RETURNING role, n
  ), kept AS (
    INSERT INTO user_tallies (role, n) SELECT role, sum(n) FROM gone GROUP BY 1 HAVING sum(n) <> 0 RETURNING 1
  ) SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO c;
  RETURN removed + c;
END $$;
--> statement-breakpoint
-- What is there today, counted once.
INSERT INTO application_tallies (round_id, department, application_type, status, fee_status, n)
  SELECT round_id, department, application_type, status, fee_status, count(*) FROM applications GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO submission_tallies (round_id, quarter, n)
  SELECT round_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM applications GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO user_tallies (role, n)
  SELECT role, count(*) FROM users WHERE deleted_at IS NULL AND (role <> 'candidate' OR email_verified_at IS NOT NULL) GROUP BY 1;
