CREATE TABLE "slot_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"department" text NOT NULL,
	"kind" text NOT NULL,
	"slot_id" uuid,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "slot_tallies_list_idx" ON "slot_tallies" USING btree ("round_id","department","kind","slot_id");--> statement-breakpoint
-- Issue 29, decision 042: candidates per slot and those waiting for one, kept by statement-level
-- triggers as the tallies are (0017): each statement adds one signed row per (round, department,
-- kind, slot) whose count it changed, in its own transaction, so a sum is exact in every snapshot.
-- Where a selection row counts: in its slot of each kind, or (no slot) among those waiting for one
-- when it needs one — the shortlisted need an interview, and a test too by the test method (the
-- shared `needsSlot`).
CREATE FUNCTION slot_places(decision text, method text, test_slot uuid, interview_slot uuid)
RETURNS TABLE (kind text, slot_id uuid) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'TEST', test_slot WHERE test_slot IS NOT NULL OR (decision = 'SHORTLISTED' AND method = 'TEST_AND_INTERVIEW')
  UNION ALL
  SELECT 'INTERVIEW', interview_slot WHERE interview_slot IS NOT NULL OR decision = 'SHORTLISTED'
$$;
--> statement-breakpoint
CREATE FUNCTION tally_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO slot_tallies (round_id, department, kind, slot_id, n)
      SELECT r.round_id, r.department, p.kind, p.slot_id, count(*)::int FROM new_rows r
      CROSS JOIN LATERAL slot_places(r.decision, r.method, r.test_slot_id, r.interview_slot_id) p
      GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO slot_tallies (round_id, department, kind, slot_id, n)
      SELECT r.round_id, r.department, p.kind, p.slot_id, -count(*)::int FROM old_rows r
      CROSS JOIN LATERAL slot_places(r.decision, r.method, r.test_slot_id, r.interview_slot_id) p
      GROUP BY 1, 2, 3, 4;
  ELSE
    -- An UPDATE: only the places whose count changed (a decision's remarks change none).
    INSERT INTO slot_tallies (round_id, department, kind, slot_id, n)
      SELECT round_id, department, kind, slot_id, sum(d)::int FROM (
        SELECT r.round_id, r.department, p.kind, p.slot_id, 1 AS d FROM new_rows r
        CROSS JOIN LATERAL slot_places(r.decision, r.method, r.test_slot_id, r.interview_slot_id) p
        UNION ALL
        SELECT r.round_id, r.department, p.kind, p.slot_id, -1 FROM old_rows r
        CROSS JOIN LATERAL slot_places(r.decision, r.method, r.test_slot_id, r.interview_slot_id) p
      ) u GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clear_slot_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM slot_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_selections_slots_insert AFTER INSERT ON application_selections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_slots();--> statement-breakpoint
CREATE TRIGGER application_selections_slots_update AFTER UPDATE ON application_selections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_slots();--> statement-breakpoint
CREATE TRIGGER application_selections_slots_delete AFTER DELETE ON application_selections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_slots();--> statement-breakpoint
CREATE TRIGGER application_selections_slots_truncate AFTER TRUNCATE ON application_selections FOR EACH STATEMENT EXECUTE FUNCTION clear_slot_tallies();--> statement-breakpoint
-- Folds each place's rows into one (the tally job runs it; no sum changes). The waiting rows have no
-- slot: compared through coalesce.
CREATE FUNCTION fold_slot_tallies() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  c integer;
BEGIN
  WITH gone AS (
    DELETE FROM slot_tallies WHERE (round_id, department, kind, coalesce(slot_id::text, '')) IN (
      SELECT round_id, department, kind, coalesce(slot_id::text, '') FROM slot_tallies
      GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
    ) RETURNING round_id, department, kind, slot_id, n
  ), kept AS (
    INSERT INTO slot_tallies (round_id, department, kind, slot_id, n)
      SELECT round_id, department, kind, slot_id, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 RETURNING 1
  ) SELECT (SELECT count(*) FROM gone) - (SELECT count(*) FROM kept) INTO c;
  RETURN c;
END $$;
--> statement-breakpoint
-- What is there today, counted once.
INSERT INTO slot_tallies (round_id, department, kind, slot_id, n)
  SELECT r.round_id, r.department, p.kind, p.slot_id, count(*)::int FROM application_selections r
  CROSS JOIN LATERAL slot_places(r.decision, r.method, r.test_slot_id, r.interview_slot_id) p
  GROUP BY 1, 2, 3, 4;
