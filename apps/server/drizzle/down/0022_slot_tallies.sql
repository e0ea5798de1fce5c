-- Reverses 0022_slot_tallies (decision 042). Then remove its entry from drizzle.__drizzle_migrations
-- (the row whose created_at is the journal's "when" for 0022) before running an older portal.
DROP TRIGGER IF EXISTS application_selections_slots_insert ON application_selections;
DROP TRIGGER IF EXISTS application_selections_slots_update ON application_selections;
DROP TRIGGER IF EXISTS application_selections_slots_delete ON application_selections;
DROP TRIGGER IF EXISTS application_selections_slots_truncate ON application_selections;
DROP FUNCTION IF EXISTS fold_slot_tallies();
DROP FUNCTION IF EXISTS tally_slots();
DROP FUNCTION IF EXISTS clear_slot_tallies();
DROP FUNCTION IF EXISTS slot_places(text, text, uuid, uuid);
DROP TABLE IF EXISTS slot_tallies;
