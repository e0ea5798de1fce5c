CREATE TABLE "merit_input_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid,
	"department" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "merit_input_changes_list_idx" ON "merit_input_changes" USING btree ("round_id","department");--> statement-breakpoint
-- Issue 29, decision 041: a department's merit inputs are versioned by statement-level triggers, as
-- the tallies are counted (0017): each statement adds one row per (round, department) whose inputs
-- it changed, in its own transaction. The sum per department only grows, so a preview computed at
-- one sum is exact until the sum moves. Updates that change nothing ranked (slot assignments, a
-- section's review status) add nothing.
CREATE FUNCTION note_merit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merit_input_changes (round_id, department, n) SELECT DISTINCT round_id, department, 1 FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO merit_input_changes (round_id, department, n) SELECT DISTINCT round_id, department, 1 FROM old_rows;
  ELSE
    INSERT INTO merit_input_changes (round_id, department, n)
      SELECT DISTINCT x.round_id, x.department, 1 FROM new_rows nr JOIN old_rows o USING (application_id)
      CROSS JOIN LATERAL (VALUES (nr.round_id, nr.department), (o.round_id, o.department)) AS x(round_id, department)
      WHERE to_jsonb(nr) - 'test_slot_id' - 'interview_slot_id' IS DISTINCT FROM to_jsonb(o) - 'test_slot_id' - 'interview_slot_id';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A profile's personal facts (category, disability, birth date) and exam scores rank the candidate in
-- every department applied to.
CREATE FUNCTION note_merit_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merit_input_changes (round_id, department, n)
      SELECT DISTINCT a.round_id, a.department, 1 FROM new_rows s
      JOIN profiles p ON p.id = s.profile_id JOIN applications a ON a.user_id = p.user_id
      WHERE s.section IN ('personalDetails', 'entranceDetails');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO merit_input_changes (round_id, department, n)
      SELECT DISTINCT a.round_id, a.department, 1 FROM old_rows s
      JOIN profiles p ON p.id = s.profile_id JOIN applications a ON a.user_id = p.user_id
      WHERE s.section IN ('personalDetails', 'entranceDetails');
  ELSE
    INSERT INTO merit_input_changes (round_id, department, n)
      SELECT DISTINCT a.round_id, a.department, 1 FROM new_rows s JOIN old_rows o USING (id)
      CROSS JOIN LATERAL (VALUES (s.profile_id), (o.profile_id)) AS x(profile_id)
      JOIN profiles p ON p.id = x.profile_id JOIN applications a ON a.user_id = p.user_id
      WHERE (s.section IN ('personalDetails', 'entranceDetails') OR o.section IN ('personalDetails', 'entranceDetails'))
        AND (s.data, s.section, s.profile_id) IS DISTINCT FROM (o.data, o.section, o.profile_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncation changes every list: one row with neither round nor department, which every version adds.
CREATE FUNCTION note_merit_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merit_input_changes (round_id, department, n) VALUES (NULL, NULL, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_selections_merit_insert AFTER INSERT ON application_selections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER application_selections_merit_update AFTER UPDATE ON application_selections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER application_selections_merit_delete AFTER DELETE ON application_selections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER application_selections_merit_truncate AFTER TRUNCATE ON application_selections FOR EACH STATEMENT EXECUTE FUNCTION note_merit_truncate();--> statement-breakpoint
CREATE TRIGGER entrance_marks_merit_insert AFTER INSERT ON entrance_marks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER entrance_marks_merit_update AFTER UPDATE ON entrance_marks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER entrance_marks_merit_delete AFTER DELETE ON entrance_marks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER entrance_marks_merit_truncate AFTER TRUNCATE ON entrance_marks FOR EACH STATEMENT EXECUTE FUNCTION note_merit_truncate();--> statement-breakpoint
CREATE TRIGGER interview_scores_merit_insert AFTER INSERT ON interview_scores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER interview_scores_merit_update AFTER UPDATE ON interview_scores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER interview_scores_merit_delete AFTER DELETE ON interview_scores REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_rows();--> statement-breakpoint
CREATE TRIGGER interview_scores_merit_truncate AFTER TRUNCATE ON interview_scores FOR EACH STATEMENT EXECUTE FUNCTION note_merit_truncate();--> statement-breakpoint
CREATE TRIGGER profile_sections_merit_insert AFTER INSERT ON profile_sections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_profiles();--> statement-breakpoint
CREATE TRIGGER profile_sections_merit_update AFTER UPDATE ON profile_sections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_profiles();--> statement-breakpoint
CREATE TRIGGER profile_sections_merit_delete AFTER DELETE ON profile_sections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_merit_profiles();--> statement-breakpoint
CREATE TRIGGER profile_sections_merit_truncate AFTER TRUNCATE ON profile_sections FOR EACH STATEMENT EXECUTE FUNCTION note_merit_truncate();--> statement-breakpoint
-- Folds each list's rows into one (the tally job runs it; the sum, the version, does not change).
CREATE FUNCTION fold_merit_input_changes() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  c integer;
BEGIN
  WITH gone AS (
    -- The row for every list has neither round nor department: compared through coalesce.
    DELETE FROM merit_input_changes WHERE (coalesce(round_id::text, ''), coalesce(department, '')) IN (
      SELECT coalesce(round_id::text, ''), coalesce(department, '') FROM merit_input_changes
      GROUP BY 1, 2 HAVING count(*) > 1
    ) RETURNING round_id, department, n
  ), kept AS (
    INSERT INTO merit_input_changes (round_id, department, n)
      SELECT round_id, department, sum(n) FROM gone GROUP BY 1, 2 RETURNING 1
  ) SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO c;
  RETURN c;
END $$;
