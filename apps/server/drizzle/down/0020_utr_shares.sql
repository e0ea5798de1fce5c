-- Reverses 0020_utr_shares (issue 29: who used each UTR, kept by triggers; the list's newest-first
-- indexes). Then remove its entry from drizzle.__drizzle_migrations (the row whose created_at is
-- the journal's "when" for 0020) before running an older portal.
DROP TRIGGER IF EXISTS applications_utr_insert ON applications;
DROP TRIGGER IF EXISTS applications_utr_update ON applications;
DROP TRIGGER IF EXISTS applications_utr_delete ON applications;
DROP FUNCTION IF EXISTS tally_utrs();
DROP FUNCTION IF EXISTS apply_utr_changes(text[], uuid[], integer[]);
CREATE OR REPLACE FUNCTION clear_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    DELETE FROM application_tallies;
    DELETE FROM submission_tallies;
  ELSE
    DELETE FROM user_tallies;
  END IF;
  RETURN NULL;
END $$;
DROP TABLE IF EXISTS utr_shares;
DROP TABLE IF EXISTS utr_holders;
DROP INDEX IF EXISTS applications_round_dept_created_idx;
DROP INDEX IF EXISTS applications_round_created_idx;
